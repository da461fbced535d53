import type { VariantId } from '../variants';
import { albanianIban, isValidAlbanianBankCode, slovenianIban } from './iban';

/**
 * How a variant numbers the accounts it opens (decisions 140 and 237): the bank's own code the
 * numbers live under, how long an account number is, and the IBAN the two make.
 */
export interface AccountNumbering {
  /** The development default of BANK_SORT_CODE: a code no real bank of the country holds. */
  readonly exampleBankCode: string;
  /** Digits of the account number drawn for a new account. */
  readonly accountNumberDigits: number;
  /** Why a configured bank code cannot be used (one line for the start-up error), or null. */
  readonly bankCodeProblem: (bankCode: string) => string | null;
  readonly iban: (bankCode: string, accountNumber: string) => string;
}

export const ACCOUNT_NUMBERINGS: Readonly<Record<VariantId, AccountNumbering>> = {
  si: {
    // 99 is no Slovenian bank's two-digit code (decision 140).
    exampleBankCode: '99000',
    accountNumberDigits: 8,
    bankCodeProblem: (code) =>
      /^\d{5}$/.test(code) ? null : 'BANK_SORT_CODE must be five digits in the si variant',
    iban: slovenianIban,
  },
  al: {
    // 999 is no Albanian bank's three-digit code; branch 0001; check digit 6 (decision 237).
    exampleBankCode: '99900016',
    accountNumberDigits: 16,
    bankCodeProblem: (code) => {
      if (!/^\d{8}$/.test(code)) {
        return 'BANK_SORT_CODE must be eight digits in the al variant (bank, branch, check digit)';
      }
      return isValidAlbanianBankCode(code)
        ? null
        : 'BANK_SORT_CODE has a wrong national check digit (the last of its eight digits)';
    },
    iban: albanianIban,
  },
};

export function accountNumberingOf(variant: VariantId): AccountNumbering {
  return ACCOUNT_NUMBERINGS[variant];
}
