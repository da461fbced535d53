import { isValidIBAN } from 'ibantools';

/*
 * Check digits of the national identifiers of spec 2 §5 (pure; no formatting, no I/O).
 */

/** EMSO weights (spec 2 §5), applied to the first 12 digits. */
const EMSO_WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The EMSO check digit of 12 digits: remainder 0 gives 0, remainder 1 has no valid digit (null),
 * otherwise 11 minus the remainder.
 */
export function emsoCheckDigit(first12: string): number | null {
  if (!/^\d{12}$/.test(first12)) return null;
  const sum = EMSO_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

export type EmsoGender = 'MALE' | 'FEMALE';

export interface EmsoParts {
  readonly day: number;
  readonly month: number;
  /** Full year: 9xx is 19xx, 0xx is 20xx (the three-digit year of DDMMYYY). */
  readonly year: number;
  readonly register: number;
  readonly serial: number;
  readonly gender: EmsoGender;
}

export type EmsoProblem = 'format' | 'checksum' | 'date' | 'register';

/** Splits a 13-digit EMSO (DDMMYYYRRBBBK) into its parts; null if it is not 13 digits. */
export function emsoParts(emso: string): EmsoParts | null {
  if (!/^\d{13}$/.test(emso)) return null;
  const yyy = Number(emso.slice(4, 7));
  const serial = Number(emso.slice(9, 12));
  return {
    day: Number(emso.slice(0, 2)),
    month: Number(emso.slice(2, 4)),
    year: yyy >= 800 ? 1000 + yyy : 2000 + yyy,
    register: Number(emso.slice(7, 9)),
    serial,
    gender: serial < 500 ? 'MALE' : 'FEMALE',
  };
}

/** spec 2 §5 EMSO: Slovenian registers 50 to 59. */
export const EMSO_REGISTERS = { min: 50, max: 59 } as const;

/** The first thing wrong with an EMSO, or null when it is a valid Slovenian EMSO. */
export function emsoProblem(emso: string): EmsoProblem | null {
  const parts = emsoParts(emso);
  if (parts === null) return 'format';
  if (emsoCheckDigit(emso.slice(0, 12)) !== Number(emso[12])) return 'checksum';
  if (!isRealDate(parts.year, parts.month, parts.day)) return 'date';
  if (parts.register < EMSO_REGISTERS.min || parts.register > EMSO_REGISTERS.max) {
    return 'register';
  }
  return null;
}

export function isValidEmso(emso: string): boolean {
  return emsoProblem(emso) === null;
}

/**
 * The Slovenian tax number check digit (davčna številka, spec 2 §5): weights 8 to 2 over the first
 * seven digits, 11 minus the remainder; 10 gives 0; 11 (remainder 0) has no valid digit (null).
 */
export function taxIdCheckDigit(first7: string): number | null {
  if (!/^\d{7}$/.test(first7)) return null;
  const sum = [...first7].reduce((total, digit, i) => total + (8 - i) * Number(digit), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return null;
  return check === 10 ? 0 : check;
}

/**
 * A tax number as typed, reduced to its 8 digits (decisions 174 and 235): white space anywhere
 * goes, and the VAT form's country prefix `SI` (any case), with or without a hyphen after it
 * (`SI-12345678`, as invoices print it), is dropped once. What is left is for the format and
 * check-digit rules; the stored value is this compact form.
 */
export function compactTaxId(taxId: string): string {
  return taxId.replace(/\s+/gu, '').replace(/^SI-?/i, '');
}

/** 8 digits, not starting with 0 (numbers are issued from 10000000), with a valid check digit. */
export function isValidTaxId(taxId: string): boolean {
  return /^[1-9]\d{7}$/.test(taxId) && taxIdCheckDigit(taxId.slice(0, 7)) === Number(taxId[7]);
}

/** spec 2 §5: a Slovenian IBAN is 19 characters, "SI" then 17 digits. */
export const SLOVENIAN_IBAN_PATTERN = /^SI\d{17}$/;

/** An IBAN typed with spaces or in lower case, reduced to its electronic form. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

export type IbanProblem = 'format' | 'notSlovenian' | 'checksum';

/** spec 2 §5 IBAN: 19 characters, 2 letters then 17 digits, Slovenian, ISO 13616 mod 97. */
export function ibanProblem(iban: string): IbanProblem | null {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{17}$/.test(compact)) {
    // A valid foreign IBAN is told apart from a mistyped one so the message can say "Slovenian".
    return isValidIBAN(compact) ? 'notSlovenian' : 'format';
  }
  if (!compact.startsWith('SI')) return 'notSlovenian';
  return isValidIBAN(compact) ? null : 'checksum';
}

const CODICE_ODD: Readonly<Record<string, number>> = Object.fromEntries(
  [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ].map((value, i) => [String.fromCharCode(65 + i), value]),
);

function codiceValue(char: string): { odd: number; even: number } {
  // Digits count as the letter at the same position (0 as A, 1 as B…).
  const letter = /\d/.test(char) ? String.fromCharCode(65 + Number(char)) : char;
  const even = letter.charCodeAt(0) - 65;
  return { odd: CODICE_ODD[letter] ?? 0, even };
}

/**
 * Italian codice fiscale (spec 2 §5, asked of residents in Italy): 16 characters with the
 * letters-for-digits substitution (omocodia) allowed, and the check letter of DM 23/12/1976.
 */
export function isValidCodiceFiscale(value: string): boolean {
  const code = value.toUpperCase();
  if (
    !/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(
      code,
    )
  ) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const values = codiceValue(code.charAt(i));
    // Positions are counted from 1: the 1st, 3rd… are odd.
    sum += i % 2 === 0 ? values.odd : values.even;
  }
  return String.fromCharCode(65 + (sum % 26)) === code.charAt(15);
}

/** A calendar day that exists (no 31 April, 29 February only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
