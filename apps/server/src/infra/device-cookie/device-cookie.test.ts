import { describe, expect, it } from 'vitest';
import {
  createDeviceCookies,
  DEVICE_COOKIE_LIFETIME_MS,
  deviceCookieName,
  deviceCookieOptions,
} from './device-cookie';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ACCOUNT = '0b6a6a4e-6f5c-4d7e-9a57-2a1f4c3e8b10';
const OTHER_ACCOUNT = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOW = new Date('2026-11-29T10:00:00Z');
const cookies = createDeviceCookies(SECRET);

/** The value with its part at `index` replaced. */
function withPart(value: string, index: number, part: string): string {
  const parts = value.split('.');
  parts[index] = part;
  return parts.join('.');
}

describe('the device cookie (decision 277)', () => {
  it('when a cookie we issued comes back for its purpose, then it names the account and a nonce hash', () => {
    const value = cookies.issue('applicant', ACCOUNT, NOW);
    const device = cookies.verify('applicant', value, NOW);
    expect(device?.subjectId).toBe(ACCOUNT);
    expect(device?.nonceHash).toMatch(/^[0-9a-f]{64}$/);
    // The nonce itself is never what the server keeps.
    expect(value).not.toContain(device?.nonceHash ?? 'none');
  });

  it('when two cookies are issued for one account, then each has its own nonce', () => {
    const first = cookies.verify('applicant', cookies.issue('applicant', ACCOUNT, NOW), NOW);
    const second = cookies.verify('applicant', cookies.issue('applicant', ACCOUNT, NOW), NOW);
    expect(first?.nonceHash).not.toBe(second?.nonceHash);
  });

  it('when a cookie is used for the other purpose, then it is refused', () => {
    expect(cookies.verify('staff', cookies.issue('applicant', ACCOUNT, NOW), NOW)).toBeNull();
    expect(cookies.verify('applicant', cookies.issue('staff', ACCOUNT, NOW), NOW)).toBeNull();
    // Relabelled: the purpose is signed.
    const relabelled = withPart(cookies.issue('applicant', ACCOUNT, NOW), 1, 'staff');
    expect(cookies.verify('staff', relabelled, NOW)).toBeNull();
  });

  it('when the account, the nonce, the expiry or the MAC is changed, then it is refused', () => {
    const value = cookies.issue('applicant', ACCOUNT, NOW);
    const parts = value.split('.');
    const later = String(Number(parts[4]) + 1);
    const otherNonce = 'A'.repeat(22);
    const otherMac = (parts[5]?.startsWith('A') === true ? 'B' : 'A') + (parts[5] ?? '').slice(1);
    for (const forged of [
      withPart(value, 2, OTHER_ACCOUNT),
      withPart(value, 3, otherNonce),
      withPart(value, 4, later),
      withPart(value, 5, otherMac),
    ]) {
      expect(cookies.verify('applicant', forged, NOW)).toBeNull();
    }
  });

  it("when the MAC's last character differs only in its unused bits, then it is refused", () => {
    const value = cookies.issue('applicant', ACCOUNT, NOW);
    const last = value.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes take 43 characters, the last two bits of the last one unused.
    const respelt = `${value.slice(0, -1)}${alphabet[alphabet.indexOf(last) + 1] ?? ''}`;
    expect(Buffer.from(respelt.split('.')[5] ?? '', 'base64url')).toEqual(
      Buffer.from(value.split('.')[5] ?? '', 'base64url'),
    );
    expect(cookies.verify('applicant', respelt, NOW)).toBeNull();
  });

  it('when the cookie was signed with another secret, then it is refused', () => {
    const other = createDeviceCookies(`${SECRET}-rotated`);
    expect(cookies.verify('applicant', other.issue('applicant', ACCOUNT, NOW), NOW)).toBeNull();
  });

  it('when the lifetime is over, then it is refused; a second before, it is accepted', () => {
    const value = cookies.issue('staff', ACCOUNT, NOW);
    const end = NOW.getTime() + DEVICE_COOKIE_LIFETIME_MS;
    expect(cookies.verify('staff', value, new Date(end - 1000))).not.toBeNull();
    expect(cookies.verify('staff', value, new Date(end))).toBeNull();
  });

  it('when the value is missing, empty, malformed or far too long, then it is refused', () => {
    const value = cookies.issue('applicant', ACCOUNT, NOW);
    for (const bad of [
      undefined,
      '',
      'v1',
      `${value}.extra`,
      withPart(value, 0, 'v2'),
      withPart(value, 2, 'not-a-uuid'),
      withPart(value, 4, '-1'),
      `${value}${'A'.repeat(300)}`,
    ]) {
      expect(cookies.verify('applicant', bad, NOW)).toBeNull();
    }
  });

  it('when it is set, then it is HttpOnly, SameSite=Strict, for its path, a year, and named per purpose', () => {
    expect(deviceCookieOptions(true, '/services/slo/security/action/auth/login')).toEqual({
      path: '/services/slo/security/action/auth/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(deviceCookieOptions(false, '/x').secure).toBe(false);
    expect(deviceCookieName('applicant', true)).toBe('__Secure-device');
    expect(deviceCookieName('staff', true)).toBe('__Secure-op_device');
    expect(deviceCookieName('applicant', false)).not.toBe(deviceCookieName('staff', false));
  });
});
