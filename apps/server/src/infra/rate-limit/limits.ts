import { DURATIONS_MS } from '@onboarding/domain';
import type { RateLimitRule } from './rate-limiter';

const { minute } = DURATIONS_MS;
const QUARTER_HOUR = 15 * minute;
const HOUR = 60 * minute;
const DAY = 24 * HOUR;

/**
 * The abuse limits of decision 045. Per IP they are loose enough for an office
 * or a mobile operator behind one address; per account, address or phone they are tight.
 */
export const RATE_LIMITS = {
  productsPerIp: { name: 'products.ip', limit: 30, windowMs: QUARTER_HOUR },
  registrationPerIp: { name: 'registration.ip', limit: 20, windowMs: QUARTER_HOUR },
  registrationPerUid: { name: 'registration.uid', limit: 5, windowMs: QUARTER_HOUR },
  verificationMailPerIp: { name: 'verification-mail.ip', limit: 20, windowMs: QUARTER_HOUR },
  verificationMailPerAddress: { name: 'verification-mail.address', limit: 5, windowMs: HOUR },
  verificationPerIp: { name: 'verification.ip', limit: 30, windowMs: QUARTER_HOUR },
  loginPerIp: { name: 'login.ip', limit: 30, windowMs: QUARTER_HOUR },
  loginPerAccount: { name: 'login.account', limit: 10, windowMs: QUARTER_HOUR },
  /**
   * Failed passwords per source (decision 160): at most two accounts locked an hour, six a day;
   * a source over them is refused before hashing and its failures count towards no account.
   */
  loginFailuresPerIp: { name: 'login-failures.ip', limit: 10, windowMs: HOUR },
  loginFailuresPerIpDaily: { name: 'login-failures.ip-day', limit: 30, windowMs: DAY },
  otpPerIp: { name: 'otp.ip', limit: 30, windowMs: QUARTER_HOUR },
  otpPerAccount: { name: 'otp.account', limit: 15, windowMs: QUARTER_HOUR },
  resetPerIp: { name: 'reset.ip', limit: 10, windowMs: QUARTER_HOUR },
  resetPerAddress: { name: 'reset.address', limit: 3, windowMs: HOUR },
  resetFinishPerIp: { name: 'reset-finish.ip', limit: 10, windowMs: QUARTER_HOUR },
  unsubscribePerIp: { name: 'unsubscribe.ip', limit: 10, windowMs: QUARTER_HOUR },
  unsubscribePerAddress: { name: 'unsubscribe.address', limit: 3, windowMs: HOUR },
  contactRequestPerAccount: { name: 'contact-request.account', limit: 5, windowMs: HOUR },
  /** Decision 045: at most 3 SMS per phone number per 15 minutes. */
  smsPerPhone: { name: 'sms.phone', limit: 3, windowMs: QUARTER_HOUR },
} as const satisfies Readonly<Record<string, RateLimitRule>>;

/**
 * SMS to applicants per source (client IP) and hour, across accounts (decision 161); the limit
 * is SMS_PER_SOURCE_PER_HOUR.
 */
export function smsPerSourceRule(perHour: number): RateLimitRule {
  return { name: 'sms.source', limit: perHour, windowMs: HOUR };
}

/** Failed passwords in a row that block sign-in for that address (SEC_BUS_LOG_ROT_AMR). */
export const LOGIN_FAILURES_BEFORE_BLOCK = 5;

/**
 * How long the first, second, third and every later block in a row lasts (decision 160); a
 * successful sign-in, a new password or a quiet day starts again at the first.
 */
export const LOGIN_BLOCK_STEPS = [
  { key: 'minutes15', ms: 15 * minute },
  { key: 'hour1', ms: HOUR },
  { key: 'hours4', ms: 4 * HOUR },
  { key: 'hours24', ms: DAY },
] as const;
export type LoginBlockStep = (typeof LOGIN_BLOCK_STEPS)[number];

/** Quiet time (no failure, no block) after which the failures and blocks of an address are forgotten. */
export const LOGIN_GUARD_QUIET_MS = DAY;
/** Wrong one-time codes that end a code (SEC_BUS_LOG_OTP_MOT). */
export const OTP_MAX_ATTEMPTS = 5;
