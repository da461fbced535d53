import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { DIAL_CODES } from './dial-codes';
import type { Variant } from './variants';

/**
 * spec 2 §5: the national prefix must be one of the dialling codes (about 200), those of
 * libphonenumber-js's metadata (dial-codes.ts, decision 239), numerically sorted.
 */
export const PHONE_PREFIXES: readonly string[] = DIAL_CODES.map((code) => code.prefix);

const PREFIX_SET = new Set(PHONE_PREFIXES);

export function isPhonePrefix(prefix: string): boolean {
  return PREFIX_SET.has(prefix);
}

/**
 * spec 2 §5 "With +355: length within mobile min and max and a telephone check" (decision 177):
 * an Albanian mobile number is 9 digits (spec 2 §5 "mobilePhoneNumber exactly 9"), 6 then the
 * operator's digit 7, 8 or 9 (ALBtelecom/One, Vodafone; AKEP numbering plan as carried by
 * libphonenumber-js), with an optional trunk 0 (069 123 4567 = 69 123 4567). libphonenumber-js is
 * then the telephone check (it refuses the ranges not yet assigned, such as 670 and 680).
 */
export const ALBANIAN_MOBILE_RANGES = ['67', '68', '69'] as const;
export const ALBANIAN_MOBILE_LENGTH = { min: 9, max: 9 } as const;

const ALBANIAN_PREFIX = '+355';
const ALBANIAN_MOBILE = new RegExp(`^0?((?:${ALBANIAN_MOBILE_RANGES.join('|')})\\d{7})$`);

/** Longest national number any country uses (ITU-T E.164: 15 digits with the country code). */
const MAX_NATIONAL_DIGITS = 14;

/** Spaces, dashes, dots, slashes and brackets people type between digit groups. */
const SEPARATORS = /[\s\-./()]/g;

export type MobileNumberCheck =
  | {
      readonly ok: true;
      /** Without the trunk 0: "41123456" for "041 123 456". */
      readonly nationalNumber: string;
      /** "+38641123456", what the SMS gateway is given and what is printed (`formatPhoneNumber`). */
      readonly e164: string;
    }
  | { readonly ok: false; readonly code: 'validation.phone.invalid' | 'validation.prefix.invalid' };

/**
 * Whether `number` (the regional prefix followed by the subscriber number, spec 2 §3) is a mobile
 * number under `prefix`, by the numbering plan of the prefix's country as libphonenumber-js's
 * metadata carries it (decision 235). The plan's trunk prefix may lead and is dropped (+386
 * "041 555 202" is +38641555202: the 9 digits with it and 8 without of spec 2 §5); the number must
 * be one the plan gives to mobile networks. For Slovenia that is the ranges the operators hold
 * today (030, 031, 040, 041, 043, 051, 064, 068-071 and parts of 065), not the spec's twelve
 * ranges written beside +355 (decision 235). +355 keeps its own rule besides (decision 177).
 */
export function checkMobileNumber(prefix: string, number: string): MobileNumberCheck {
  if (!isPhonePrefix(prefix)) return { ok: false, code: 'validation.prefix.invalid' };
  const invalid = { ok: false, code: 'validation.phone.invalid' } as const;
  const digits = number.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits) || digits.length > MAX_NATIONAL_DIGITS + 1) return invalid;
  if (prefix === ALBANIAN_PREFIX && !ALBANIAN_MOBILE.test(digits)) return invalid;
  // Read as dialled inside the country: the plan's trunk prefix is dropped, and a number that
  // starts with the international prefix (00 41…) leaves the country and is refused below.
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: prefix.slice(1) });
  if (parsed === undefined || `+${parsed.countryCallingCode}` !== prefix || !parsed.isValid()) {
    return invalid;
  }
  // The mobile metadata knows only mobile ranges; FIXED_LINE_OR_MOBILE is where a country's plan
  // cannot tell the two apart (+1).
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return invalid;
  return { ok: true, nationalNumber: parsed.nationalNumber, e164: parsed.number };
}

/**
 * spec 2 §5: a prefix other than the variant's is allowed but gets a notice (the SMS comes from a
 * foreign number); a notice, never an error, so it does not block the form.
 */
export function phonePrefixNotice(
  prefix: string,
  variant: Pick<Variant, 'phonePrefix'>,
): 'validation.phone.differentPrefix' | null {
  return prefix !== '' && prefix !== variant.phonePrefix
    ? 'validation.phone.differentPrefix'
    : null;
}
