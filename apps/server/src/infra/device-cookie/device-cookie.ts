import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { DURATIONS_MS } from '@onboarding/domain';
import { sha256Hex } from '../crypto/random';

/**
 * Whose sign-in a device cookie belongs to: an applicant's or a staff member's. The purpose is part
 * of the signed value and each has its own cookie name, so one is never taken for the other.
 */
export type DevicePurpose = 'applicant' | 'staff';

/** How long a browser is remembered after a successful sign-in (decision 277). */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * DURATIONS_MS.day;

/** A device cookie that verified: the account it was issued to and its nonce. */
export interface KnownDevice {
  /** The account's id (`users.id` or `staff_accounts.id`). */
  readonly subjectId: string;
  /** SHA-256 of the random nonce: the key of the device's own lockout; the nonce is not stored. */
  readonly nonceHash: string;
}

export interface DeviceCookies {
  /** A new signed cookie value for the account, valid DEVICE_COOKIE_LIFETIME_MS from `now`. */
  issue(purpose: DevicePurpose, subjectId: string, now: Date): string;
  /**
   * The device a cookie value names, when it is one of ours, of this purpose and not expired;
   * null for anything else (missing, malformed, forged, another purpose, expired).
   */
  verify(purpose: DevicePurpose, value: string | undefined, now: Date): KnownDevice | null;
}

const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SECONDS = /^\d{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;
/** Far longer than any value we issue: a longer one is refused before any work. */
const MAX_VALUE_LENGTH = 200;

/**
 * OWASP's device cookie (decision 277): `v1.<purpose>.<account id>.<nonce>.<expiry>.<mac>`, the
 * MAC an HMAC-SHA256 of the rest under a key derived from APP_SECRET for this use only (HKDF, as
 * the search index key, decision 263), so a leak of another derived key gives nothing here.
 */
export function createDeviceCookies(appSecret: string): DeviceCookies {
  const key = Buffer.from(
    hkdfSync('sha256', appSecret, 'onboarding-portal', 'device-cookie-v1', 32),
  );
  const macOf = (signed: string) => createHmac('sha256', key).update(signed).digest();

  return {
    issue(purpose, subjectId, now) {
      const nonce = randomBytes(16).toString('base64url');
      const expires = Math.floor((now.getTime() + DEVICE_COOKIE_LIFETIME_MS) / 1000);
      const signed = [VERSION, purpose, subjectId, nonce, String(expires)].join('.');
      return `${signed}.${macOf(signed).toString('base64url')}`;
    },

    verify(purpose, value, now) {
      if (value === undefined || value.length > MAX_VALUE_LENGTH) return null;
      const parts = value.split('.');
      if (parts.length !== 6) return null;
      const [version, claimed, subjectId, nonce, expires, mac] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const isWellFormed =
        version === VERSION &&
        claimed === purpose &&
        UUID.test(subjectId) &&
        NONCE.test(nonce) &&
        SECONDS.test(expires) &&
        MAC.test(mac);
      if (!isWellFormed) return null;
      // Compared as text: a MAC spelt another way (its last character's unused bits) is refused.
      const expected = Buffer.from(macOf(parts.slice(0, 5).join('.')).toString('base64url'));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { subjectId, nonceHash: sha256Hex(nonce) };
    },
  };
}

/**
 * The cookie's name: its own per purpose. `__Secure-` in production (the browser then insists on
 * Secure); not `__Host-`, which would force Path=/ where the cookie goes to the sign-in only.
 */
export function deviceCookieName(purpose: DevicePurpose, isProduction: boolean): string {
  const name = purpose === 'applicant' ? 'device' : 'op_device';
  return isProduction ? `__Secure-${name}` : name;
}

/**
 * HttpOnly, Secure where the session cookies are, SameSite=Strict (the sign-in is a same-origin
 * call), sent to the password route only (`path`), kept for DEVICE_COOKIE_LIFETIME_MS.
 */
export function deviceCookieOptions(isProduction: boolean, path: string) {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: isProduction,
    maxAge: Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000),
  } as const;
}
