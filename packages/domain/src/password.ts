/**
 * Password rules of spec 2 §5 as DESIGN "Passwords" reads them (decision 042): at least 8 and at
 * most 64 characters of any kind, at least one letter (Latin, accented included) and one digit, and
 * not containing the applicant's name or e-mail. The spec's "alphanumeric only" reading is not
 * enforced (NIST 800-63B, OWASP ASVS 5 §6.2 ask for any characters). The list of common passwords
 * is checked by the server, which holds the dictionary.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

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
  return errors;
}
