/**
 * Password rules of spec 2 §5 as DESIGN "Passwords" reads them (decision 042): at least 8 and at
 * most 128 characters of any kind (decision 274: room for a pass phrase, as for staff accounts), at
 * least one letter (Latin, accented included) and one digit, and not containing the applicant's
 * name or e-mail. The spec's "alphanumeric only" reading is not enforced (NIST 800-63B, OWASP
 * ASVS 5 §6.2 ask for any characters). The list of common passwords is checked by the server,
 * which holds the dictionary, on the candidates of `commonPasswordCandidates`; the bank's own
 * words (`BANK_WORDS`, decision 172) are refused here, so the form and the server both refuse them.
 */
import { PACKAGE_NAMES } from './packages';
import { PROCESS_NAMES } from './processes';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A Latin letter, accented ones (č, š, ž, é, ë…) included; Greek or Cyrillic letters do not count. */
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/u;
const DIGIT = /\p{Nd}/u;

/** Shorter parts of a name or address ("Al", "Li") would forbid too many harmless passwords. */
const MIN_PERSONAL_PART_LENGTH = 3;

export const PASSWORD_ERROR_CODES = [
  'validation.password.required',
  'validation.password.tooShort',
  'validation.password.tooLong',
  'validation.password.noLetter',
  'validation.password.noDigit',
  'validation.password.containsName',
  'validation.password.containsEmail',
  'validation.password.containsBankWord',
] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

/** Characters as a person counts them (an emoji is one), not UTF-16 code units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export type PasswordStrength = 0 | 1 | 2 | 3;

/** spec 2 §5: strength = how many of the three basic rules (length, letter, digit) are met. */
export function passwordStrength(password: string): PasswordStrength {
  const met = [
    passwordLength(password) >= PASSWORD_MIN_LENGTH,
    LATIN_LETTER.test(password),
    DIGIT.test(password),
  ].filter(Boolean).length;
  return met as PasswordStrength;
}

export const PASSWORD_STRENGTH_LEVELS = ['low', 'medium', 'high'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** The meter's label: 0 or 1 rule met is low, 2 medium, all 3 high. */
export function passwordStrengthLevel(strength: PasswordStrength): PasswordStrengthLevel {
  if (strength >= 3) return 'high';
  return strength === 2 ? 'medium' : 'low';
}

export interface PasswordContext {
  readonly fullName?: string;
  readonly email?: string;
}

/** Lower case without accents, so "Čebašek" is found in "cebasek2024". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Decision 172: the bank's own words, refused anywhere in a password (NIST
 * 800-63B §3.1.1.2 "context-specific words"). Compared folded (lower case, no accents) and with
 * spaces and symbols removed, so "Tekoči račun 1" holds "tekociracun". The sources:
 * - the bank's name (`common.bankName` of the catalogues: Banka, Bank; Bankë folds to banke);
 * - the package names (`PACKAGE_NAMES`, spec 1 §1) and the package of the other student variant
 *   (`fromEcoForYouToEco`, spec 1 §2);
 * - the product kinds (`PROCESS_NAMES`) and their names in sl, en and sq (`start.products` and
 *   `welcome` of the catalogues), with the everyday Slovenian name of a current account.
 * Words shorter than 5 letters (other than the bank's) would refuse too much and are left out.
 */
export const BANK_WORDS: readonly string[] = [
  ...new Set([
    'bank',
    ...PACKAGE_NAMES.map((name) => name.toLowerCase()),
    'ecoforyou',
    ...PROCESS_NAMES.map((name) => name.toLowerCase()),
    // sl
    'osebniracun',
    'tekociracun',
    'osebnikredit',
    'dnevnidepozit',
    // en
    'currentaccount',
    'personalloan',
    'daydeposit',
    // sq
    'llogarirrjedhese',
    'llogariarrjedhese',
    'kredipersonale',
    'krediapersonale',
    'depozitaditore',
    'depoziteditore',
  ]),
];

/** Lower case, no accents, and only letters and digits: "Tekoči račun-1" → "tekociracun1". */
function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** True when the password holds one of the bank's own words (decision 172). */
export function containsBankWord(password: string): boolean {
  const compacted = compact(password);
  return BANK_WORDS.some((word) => compacted.includes(word));
}

/** Digits, punctuation, symbols and spaces at the end, as people add them to a word. */
const TRAILING_DIGITS_AND_SYMBOLS = /[\p{N}\p{P}\p{S}\p{Z}]+$/u;

/**
 * The forms of a password to look up in the common-password list (decision 172): the
 * password folded (case and accents do not matter), then, when something is left, the same
 * without its trailing digits and symbols, so "Password123!" is as common as "password".
 */
export function commonPasswordCandidates(password: string): string[] {
  const folded = fold(password);
  const stripped = folded.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return stripped === '' || stripped === folded ? [folded] : [folded, stripped];
}

function personalParts(context: PasswordContext): { name: string[]; email: string[] } {
  const name = (context.fullName ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map(fold)
    .filter((part) => part.length >= MIN_PERSONAL_PART_LENGTH);
  const email = fold(context.email ?? '').trim();
  const localPart = email.split('@')[0] ?? '';
  const emailParts = [email, localPart, ...localPart.split(/[^\p{L}\p{N}]+/u)].filter(
    (part) => part.length >= MIN_PERSONAL_PART_LENGTH,
  );
  return { name, email: emailParts };
}

/**
 * Every rule the password breaks, first the basic ones; empty when it is acceptable. An empty
 * password only gets `required` (the live check treats empty as valid before calling this).
 */
export function passwordErrors(
  password: string,
  context: PasswordContext = {},
): PasswordErrorCode[] {
  if (password === '') return ['validation.password.required'];
  const errors: PasswordErrorCode[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) errors.push('validation.password.tooShort');
  if (length > PASSWORD_MAX_LENGTH) errors.push('validation.password.tooLong');
  if (!LATIN_LETTER.test(password)) errors.push('validation.password.noLetter');
  if (!DIGIT.test(password)) errors.push('validation.password.noDigit');
  const folded = fold(password);
  const parts = personalParts(context);
  if (parts.name.some((part) => folded.includes(part))) {
    errors.push('validation.password.containsName');
  }
  if (parts.email.some((part) => folded.includes(part))) {
    errors.push('validation.password.containsEmail');
  }
  if (containsBankWord(password)) errors.push('validation.password.containsBankWord');
  return errors;
}
