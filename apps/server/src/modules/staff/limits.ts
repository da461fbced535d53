import { DURATIONS_MS } from '@onboarding/domain';
import type { RateLimitRule } from '../../infra/rate-limit/rate-limiter';

const QUARTER_HOUR = 15 * DURATIONS_MS.minute;

/**
 * The staff sign-in's abuse limits (decision 130): per source loose enough for a branch office
 * behind one address, per account tight. Checked before any password is hashed.
 */
export const STAFF_RATE_LIMITS = {
  loginPerIp: { name: 'staff-login.ip', limit: 30, windowMs: QUARTER_HOUR },
  loginPerAccount: { name: 'staff-login.account', limit: 10, windowMs: QUARTER_HOUR },
  totpPerIp: { name: 'staff-totp.ip', limit: 30, windowMs: QUARTER_HOUR },
  totpPerAccount: { name: 'staff-totp.account', limit: 15, windowMs: QUARTER_HOUR },
} as const satisfies Readonly<Record<string, RateLimitRule>>;

/** Wrong passwords in a row that lock the account for STAFF_LOCK_MS. */
export const STAFF_FAILURES_BEFORE_LOCK = 5;
export const STAFF_LOCK_MS = QUARTER_HOUR;
/** Wrong TOTP codes that end a pending session (sign in with the password again). */
export const STAFF_TOTP_MAX_FAILURES = 5;
/** How long a pending session (password given, code not yet) waits for the code. */
export const STAFF_PENDING_SESSION_MS = 10 * DURATIONS_MS.minute;
