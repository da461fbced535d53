import { commonPasswordCandidates } from '@onboarding/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * DESIGN "Passwords": at least the 10 000 most common passwords are refused. The common-password
 * dictionary of zxcvbn-ts holds about 49 000 of them, ordered by frequency; all are used. The
 * password is looked up in the forms of the domain's `commonPasswordCandidates` (decision 172):
 * case and accents ignored, and once more without its trailing digits and symbols, so
 * "Password123!" is as common as "password". The list stays on the server (a 49 000-word list
 * has no place in the web bundle); the web shows the server's `validation.password.common`.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as readonly string[]).map((entry) => entry.toLowerCase()),
);

export function commonPasswordCount(): number {
  return COMMON_PASSWORDS.size;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordCandidates(password).some((candidate) => COMMON_PASSWORDS.has(candidate));
}
