import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { COUNTRY_CODES } from './personal-data/countries';
import type { Variant } from './variants';

/** One entry of the national-prefix select: a country and its dialling code ("+386"). */
export interface PhonePrefixOption {
  /** ISO 3166-1 alpha-2 code; the web names the country in the page's language. */
  readonly country: CountryCode;
  readonly prefix: string;
}

/**
 * Dialling areas of libphonenumber-js that ISO 3166-1 counts as part of a country of the list:
 * Ascension (+247) and Tristan da Cunha (+290) belong to Saint Helena (SH).
 */
const DIALLING_AREAS_OF: Readonly<Record<string, readonly CountryCode[]>> = { SH: ['AC', 'TA'] };

/**
 * spec 2 §5: the national prefix must be one of the dialling codes of the country list (about 250).
 * The countries are the one country list of the portal (`COUNTRY_CODES`, the personal data
 * screen's too, decision 197); their codes come from libphonenumber-js's metadata, so a new or
 * changed code arrives with a package update instead of a hand-kept list. Several countries share
 * a code (+1, +7, +44…); a few ISO territories have none (Antarctica, Bouvet Island…).
 */
export const PHONE_PREFIX_OPTIONS: readonly PhonePrefixOption[] = COUNTRY_CODES.flatMap((code) => {
  if (!isSupportedCountry(code)) return [];
  const prefixes = [code, ...(DIALLING_AREAS_OF[code] ?? [])].map(
    (area) => `+${getCountryCallingCode(area)}`,
  );
  return [...new Set(prefixes)].map((prefix) => ({ country: code, prefix }));
});

/** The distinct dialling codes, "+1" to "+998", numerically sorted. */
export const PHONE_PREFIXES: readonly string[] = [
  ...new Set(PHONE_PREFIX_OPTIONS.map((option) => option.prefix)),
].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

const PREFIX_SET = new Set(PHONE_PREFIXES);

export function isPhonePrefix(prefix: string): boolean {
  return PREFIX_SET.has(prefix);
}

/**
 * spec 2 §5 "stricter variant": the Slovenian mobile ranges, then 6 digits (decision 041). The spec
 * writes the list beside +355, but these are the ranges of Slovenian operators, so they apply to
 * +386; Albanian and every other number is checked by libphonenumber-js.
 */
export const SLOVENIAN_MOBILE_RANGES = [
  '30',
  '31',
  '40',
  '41',
  '51',
  '59',
  '64',
  '65',
  '68',
  '69',
  '70',
  '71',
] as const;

const SLOVENIAN_PREFIX = '+386';
const SLOVENIAN_MOBILE = new RegExp(`^0?((?:${SLOVENIAN_MOBILE_RANGES.join('|')})\\d{6})$`);

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
      /** "+38641123456", what the SMS gateway is given. */
      readonly e164: string;
    }
  | { readonly ok: false; readonly code: 'validation.phone.invalid' | 'validation.prefix.invalid' };

/**
 * Whether `number` (the regional prefix followed by the subscriber number, spec 2 §3) is a mobile
 * number under `prefix`. For +386 the Slovenian ranges with an optional trunk 0 (9 digits with it, 8
 * without: both lengths of spec 2 §5); for +355 the Albanian rule above; for every other prefix
 * libphonenumber-js must call it MOBILE
 * or FIXED_LINE_OR_MOBILE (the latter where a country's numbering does not tell them apart).
 */
export function checkMobileNumber(prefix: string, number: string): MobileNumberCheck {
  if (!isPhonePrefix(prefix)) return { ok: false, code: 'validation.prefix.invalid' };
  const digits = number.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits) || digits.length > MAX_NATIONAL_DIGITS + 1) {
    return { ok: false, code: 'validation.phone.invalid' };
  }
  if (prefix === SLOVENIAN_PREFIX) {
    const national = SLOVENIAN_MOBILE.exec(digits)?.[1];
    return national === undefined
      ? { ok: false, code: 'validation.phone.invalid' }
      : { ok: true, nationalNumber: national, e164: `${prefix}${national}` };
  }
  if (prefix === ALBANIAN_PREFIX) {
    const national = ALBANIAN_MOBILE.exec(digits)?.[1];
    const parsed =
      national === undefined ? undefined : parsePhoneNumberFromString(`${prefix}${national}`);
    return parsed?.isValid() === true && parsed.getType() === 'MOBILE'
      ? { ok: true, nationalNumber: parsed.nationalNumber, e164: parsed.number }
      : { ok: false, code: 'validation.phone.invalid' };
  }
  const parsed = parsePhoneNumberFromString(`${prefix}${digits}`);
  const type = parsed?.isValid() ? parsed.getType() : undefined;
  if (parsed === undefined || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    return { ok: false, code: 'validation.phone.invalid' };
  }
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
