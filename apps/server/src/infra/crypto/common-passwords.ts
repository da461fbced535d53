import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * DESIGN "Passwords": at least the 10 000 most common passwords are refused. The common-password
 * dictionary of zxcvbn-ts holds about 49 000 of them, ordered by frequency; all are used. Compared
 * in lower case, so "Password1" is as common as "password1".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as readonly string[]).map((entry) => entry.toLowerCase()),
);

export function commonPasswordCount(): number {
  return COMMON_PASSWORDS.size;
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
