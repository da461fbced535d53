import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new base32 secret of 20 bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The step a time falls in (the counter of RFC 6238). */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step whose code `code` is, within one step of `now` and after `afterStep` (the last accepted
 * one, so a code is accepted once); null when it is none of them.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  let result;
  try {
    result = await verify({
      secret,
      token: code,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
  } catch {
    // A code the library cannot even read is simply a wrong one.
    return null;
  }
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code of the step `at` falls in: for the development accounts' log line and the tests. */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(at.getTime() / 1000),
  });
}

export interface TotpEnrolment {
  readonly secret: string;
  readonly otpauthUri: string;
  readonly qrSvg: string;
}

/** What the first sign-in shows: the secret as an otpauth URI, and that URI as a QR image. */
export async function totpEnrolment(
  secret: string,
  issuer: string,
  account: string,
): Promise<TotpEnrolment> {
  const otpauthUri = generateURI({
    issuer,
    label: account,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}
