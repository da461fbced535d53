import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/*
 * Decision 235: every phone number the portal prints (web pages, the operator console, the
 * server's PDFs, e-mails and SMS) is in the international grouping of its country's numbering plan
 * ("+386 41 555 202"), never with the trunk 0 ("+386 041…"). One rule, here, for all three apps.
 * It reads the same mobile metadata as the checks of `phone.ts` (no second copy in a bundle), whose
 * formats cover fixed lines too ("+386 1 300 00 00"). Kept apart from `phone.ts` so a page that
 * only prints a number does not load the country list of the prefix select.
 */

const CALLING_CODE = /^\+\d{1,3}$/;

/** The digits under the calling code `code` ("+386") grouped, or null when the plan cannot read them. */
function grouped(code: string, digits: string): string | null {
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: code.slice(1) });
  return parsed !== undefined && `+${parsed.countryCallingCode}` === code
    ? parsed.formatInternational()
    : null;
}

/**
 * A number given as its two parts, the national prefix ("+386") and the number as typed or stored
 * ("041 555 202", "41555202"), in international grouping: "+386 41 555 202". The country's trunk
 * prefix is dropped as its plan says. A number the plan cannot read is still printed, as the prefix
 * and its digits.
 */
export function formatPhoneParts(prefix: string, number: string): string {
  const code = prefix.trim();
  const digits = number.replace(/\D/g, '');
  if (digits === '') return code;
  return (CALLING_CODE.test(code) ? grouped(code, digits) : null) ?? `${code} ${digits}`.trim();
}

/**
 * A number as stored or configured, in international grouping: E.164 ("+38641555202"), the
 * prefix and the number with a space ("+386 041555202", how the personal data keep it), or
 * already grouped ("+386 1 300 00 00"). Anything that is not a number starting with "+" is
 * returned as it is.
 */
export function formatPhoneNumber(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+[\d\s\-./()]+$/.test(trimmed)) return trimmed;
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const asParts =
    CALLING_CODE.test(first) && rest.length > 0
      ? grouped(first, rest.join('').replace(/\D/g, ''))
      : null;
  if (asParts !== null) return asParts;
  const parsed = parsePhoneNumberFromString(trimmed.replace(/[^\d+]/g, ''));
  return parsed === undefined ? trimmed : parsed.formatInternational();
}

/**
 * A number typed freely (the call-back number, spec 2 §3 logout action: digits with an optional
 * leading +), in international grouping. With a + it is read as international; without, as
 * dialled in the bank's country (`homePrefix`, the variant's "+386"), so "041 999 888" is
 * "+386 41 999 888" and "00 49 151…" is a German number. What no plan reads is printed as typed.
 */
export function formatDialledNumber(number: string, homePrefix: string): string {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return formatPhoneNumber(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '' || !CALLING_CODE.test(homePrefix)) return trimmed;
  // 00 is the international call prefix of both variants' countries (the metadata of SI and AL).
  if (digits.startsWith('00')) return formatPhoneNumber(`+${digits.slice(2)}`);
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: homePrefix.slice(1) });
  return parsed === undefined ? trimmed : parsed.formatInternational();
}
