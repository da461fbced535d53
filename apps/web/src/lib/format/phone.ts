// Phone numbers as the page prints them: the one rule of the domain package (decision 235), so a
// page, the operator console and the server's PDFs, e-mails and SMS print "+386 41 555 202" alike,
// never "+386 041…". A module of its own: the numbering plan's metadata loads only with the pages
// that print a number, never with numbers.ts's money and sizes. The groups are joined by no-break
// spaces, so a number in a sentence never breaks across lines on a 320 px screen.
import {
  formatDialledNumber,
  formatPhoneNumber,
  formatPhoneParts,
} from '@onboarding/domain/phone-format';

const unbroken = (grouped: string) => grouped.replace(/ /g, '\u00a0');

/** A number as the server sends it (E.164 "+38641555202", or "+386 041555202"); '' for none. */
export function formatPhone(phone: string | null | undefined): string {
  return phone === null || phone === undefined ? '' : unbroken(formatPhoneNumber(phone));
}

/** A form's prefix select and number field ("+386", "041 555 202"); '' while the number is empty. */
export function formatPhoneOf(prefix: string, number: string): string {
  return number.trim() === '' ? '' : unbroken(formatPhoneParts(prefix, number));
}

/**
 * A number typed without a prefix select (the call-back number), read as dialled in the bank's
 * country when it has no "+": `homePrefix` is the variant's "+386".
 */
export function formatTypedPhone(number: string, homePrefix: string): string {
  return unbroken(formatDialledNumber(number, homePrefix));
}
