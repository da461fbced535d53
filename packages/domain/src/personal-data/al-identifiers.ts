import { isValidIBAN } from 'ibantools';
import { compactIban, isRealDate } from './checksums';

/*
 * The Albanian identifiers of the personal data step (decision 176): the
 * personal number (NID), the tax number (NIPT) and the IBAN. Pure; the variant picks these rules
 * in personal-data-form.ts.
 */

/**
 * The NID's first letter is the decade of birth: A is the 1900s, B the 1910s … K the 2000s … T the
 * 2090s (the digits 0–9 stand for the 1800s and are not accepted here: no applicant is that old).
 * Source: dedal-io/nidx `src/country/albania.rs` (MIT), checked against a published NID
 * (G80218157A: a man born 18.02.1968, Faktor Plus via arkivalajmeve.com, March 2010).
 */
export const AL_NID_DECADE_LETTERS = 'ABCDEFGHIJKLMNOPQRST';

/** Letter, 8 digits, letter (the last one the check letter, A–W). */
export const AL_NID_PATTERN = /^[A-T]\d{8}[A-W]$/;

export type AlbanianGender = 'MALE' | 'FEMALE';

export interface AlbanianNidParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly gender: AlbanianGender;
  /** false for the month codes of foreign residents (31–42 men, 81–92 women). */
  readonly national: boolean;
  readonly serial: string;
  readonly checkLetter: string;
}

export type AlbanianNidProblem = 'format' | 'date';

/** Typed with spaces or in lower case → the 10 characters. */
export function compactAlbanianNid(nid: string): string {
  return nid.replace(/\s+/g, '').toUpperCase();
}

/** Month code → offset, gender, national: 01–12 men, 51–62 women (+50), 31–42 / 81–92 foreigners. */
function monthCode(
  code: number,
): { offset: number; gender: AlbanianGender; national: boolean } | null {
  if (code >= 1 && code <= 12) return { offset: 0, gender: 'MALE', national: true };
  if (code >= 51 && code <= 62) return { offset: 50, gender: 'FEMALE', national: true };
  if (code >= 31 && code <= 42) return { offset: 30, gender: 'MALE', national: false };
  if (code >= 81 && code <= 92) return { offset: 80, gender: 'FEMALE', national: false };
  return null;
}

/** The parts of an NID (birth date, gender); null when it is not letter, 8 digits, letter. */
export function albanianNidParts(value: string): AlbanianNidParts | null {
  const nid = compactAlbanianNid(value);
  if (!AL_NID_PATTERN.test(nid)) return null;
  const decade = AL_NID_DECADE_LETTERS.indexOf(nid.charAt(0));
  const code = monthCode(Number(nid.slice(2, 4)));
  if (code === null) return null;
  return {
    year: 1900 + decade * 10 + Number(nid.charAt(1)),
    month: Number(nid.slice(2, 4)) - code.offset,
    day: Number(nid.slice(4, 6)),
    gender: code.gender,
    national: code.national,
    serial: nid.slice(6, 9),
    checkLetter: nid.charAt(9),
  };
}

/**
 * The first thing wrong with an NID, or null. The check letter is not verified (decision 176): the
 * formula of the Council of Ministers is not published, and Albanian press reported in 2010 that
 * many issued numbers do not follow it, so a refusal could lock out a real card holder.
 */
export function albanianNidProblem(value: string): AlbanianNidProblem | null {
  const parts = albanianNidParts(value);
  if (parts === null) return 'format';
  return isRealDate(parts.year, parts.month, parts.day) ? null : 'date';
}

const NID_CHECK_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * The check letter as computed by dedal-io/nidx (weights 1, 1, 2 … 8 over the first nine
 * characters, letters valued by their place in W, A … V, modulo 23). Only used to build test
 * values that look real; never to refuse a number (see `albanianNidProblem`).
 */
export function albanianNidCheckLetter(first9: string): string | null {
  const chars = first9.toUpperCase();
  if (!/^[A-T]\d{8}$/.test(chars)) return null;
  let total = 0;
  for (let i = 0; i < 9; i += 1) {
    const char = chars.charAt(i);
    const value = /\d/.test(char) ? Number(char) : NID_CHECK_LETTERS.indexOf(char);
    total += (i === 0 ? 1 : i) * value;
  }
  return NID_CHECK_LETTERS.charAt(total % 23);
}

/**
 * NIPT, the Albanian tax number: a letter, 8 digits, a letter (python-stdnum `stdnum.al.nipt`,
 * LGPL; its check letter is not published, so none is verified). An "AL" prefix of the VAT form and
 * spaces are accepted; the first letter is a decade letter as in the NID.
 */
export const AL_NIPT_PATTERN = /^[A-T]\d{8}[A-Z]$/;

/** "AL J 91402501 L" → "J91402501L". */
export function compactAlbanianTaxId(value: string): string {
  const compact = value.replace(/[\s.-]+/g, '').toUpperCase();
  return compact.startsWith('AL') && compact.length === 12 ? compact.slice(2) : compact;
}

export function isValidAlbanianTaxId(value: string): boolean {
  return AL_NIPT_PATTERN.test(compactAlbanianTaxId(value));
}

/**
 * The Albanian IBAN (SWIFT IBAN registry): 28 characters, AL, 2 check digits, the 3-digit bank
 * code, the 4-digit branch code, a national check digit and 16 letters or digits of the account.
 */
export const ALBANIAN_IBAN_PATTERN = /^AL\d{2}\d{8}[A-Z0-9]{16}$/;

const NATIONAL_CHECK_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/**
 * The national check digit over the bank and branch codes: weights 9, 7, 3, 1, 9, 7, 3, ten minus
 * the sum modulo 10 (Qowaiv `BbanAlbaniaParser`, MIT; the registry's example AL47 2121 1009 …
 * satisfies it). A remainder of 0 gives 0.
 */
export function albanianIbanNationalCheckDigit(bankAndBranch: string): number | null {
  if (!/^\d{7}$/.test(bankAndBranch)) return null;
  const sum = NATIONAL_CHECK_WEIGHTS.reduce(
    (total, weight, i) => total + weight * Number(bankAndBranch.charAt(i)),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

export type AlbanianIbanProblem = 'formatAlbanian' | 'notAlbanian' | 'checksum';

/** The first thing wrong with an IBAN given in the al variant, or null. */
export function albanianIbanProblem(iban: string): AlbanianIbanProblem | null {
  const compact = compactIban(iban);
  if (!compact.startsWith('AL')) {
    // A valid foreign IBAN is told apart from a mistyped one so the message can say "Albanian".
    return isValidIBAN(compact) ? 'notAlbanian' : 'formatAlbanian';
  }
  if (!ALBANIAN_IBAN_PATTERN.test(compact)) return 'formatAlbanian';
  if (!isValidIBAN(compact)) return 'checksum';
  const national = albanianIbanNationalCheckDigit(compact.slice(4, 11));
  return national === Number(compact.charAt(11)) ? null : 'checksum';
}
