import { composeIBAN, electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

/** A Slovenian sort code: two digits of the bank and three of its unit (BSI register). */
const SORT_CODE = /^\d{5}$/;
const ACCOUNT_NUMBER = /^\d{8}$/;

/**
 * ISO 7064 MOD 97-10 over the sort code and account number: the two national check digits that
 * close a Slovenian BBAN (the IBAN registry's SI entry; `SI56 2633 0001 2039 086` checks).
 */
export function slovenianNationalCheck(sortCode: string, accountNumber: string): string {
  const digits = BigInt(`${sortCode}${accountNumber}`);
  const check = 98n - ((digits * 100n) % 97n);
  return check.toString().padStart(2, '0');
}

/** The IBAN of an account: `SI56` + sort code + account number + national check digits. */
export function slovenianIban(sortCode: string, accountNumber: string): string {
  if (!SORT_CODE.test(sortCode)) throw new RangeError('A sort code has five digits.');
  if (!ACCOUNT_NUMBER.test(accountNumber))
    throw new RangeError('An account number has eight digits.');
  const bban = `${sortCode}${accountNumber}${slovenianNationalCheck(sortCode, accountNumber)}`;
  const iban = composeIBAN({ countryCode: 'SI', bban });
  if (iban === null || !isValidIBAN(iban)) throw new RangeError('No valid IBAN for these digits.');
  return iban;
}

/** An Albanian bank code: three digits of the bank, four of its branch, one national check digit. */
const ALBANIAN_BANK_CODE = /^\d{8}$/;
/** The account part of an Albanian BBAN: sixteen letters or digits (the bank's own numbering). */
const ALBANIAN_ACCOUNT_NUMBER = /^[0-9A-Z]{16}$/;
/** Weights of the bank and branch digits, left to right (decision 237). */
const ALBANIAN_CHECK_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/**
 * The national check digit that closes an Albanian bank code (decision 237): the seven digits of
 * bank and branch weighted 9, 7, 3, 1, 9, 7, 3, and the digit that brings the sum to a multiple of
 * ten (`212 1100` → 9, as in the IBAN registry's `AL47 2121 1009 …`).
 */
export function albanianBankCodeCheckDigit(bankAndBranch: string): string {
  if (!/^\d{7}$/.test(bankAndBranch)) {
    throw new RangeError('A bank and branch code has seven digits.');
  }
  const sum = [...bankAndBranch].reduce(
    (total, digit, index) => total + Number(digit) * (ALBANIAN_CHECK_WEIGHTS[index] ?? 0),
    0,
  );
  return String((10 - (sum % 10)) % 10);
}

/** Whether an eight-digit Albanian bank code ends with its national check digit. */
export function isValidAlbanianBankCode(bankCode: string): boolean {
  return (
    ALBANIAN_BANK_CODE.test(bankCode) &&
    albanianBankCodeCheckDigit(bankCode.slice(0, 7)) === bankCode.charAt(7)
  );
}

/** The IBAN of an account: `AL` + check digits + bank code (with its check digit) + account. */
export function albanianIban(bankCode: string, accountNumber: string): string {
  if (!isValidAlbanianBankCode(bankCode)) {
    throw new RangeError('A bank code has eight digits, the last its national check digit.');
  }
  if (!ALBANIAN_ACCOUNT_NUMBER.test(accountNumber)) {
    throw new RangeError('An account number has sixteen letters or digits.');
  }
  const iban = composeIBAN({ countryCode: 'AL', bban: `${bankCode}${accountNumber}` });
  if (iban === null || !isValidIBAN(iban)) throw new RangeError('No valid IBAN for these digits.');
  return iban;
}

/** An IBAN as people read it: groups of four, as printed on a card or a payment slip. */
export function formatIban(iban: string): string {
  const electronic = electronicFormatIBAN(iban) ?? iban;
  return electronic.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Why an IBAN cannot receive a SEPA credit transfer in euros (null: it can). */
export type SepaIbanProblem = 'required' | 'format' | 'checksum' | 'notSepa';

/** An IBAN as typed (spaces, lower case) in its electronic form: "si56 2633…" → "SI562633…". */
export function compactIbanText(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * The checks of an account a SEPA credit transfer can pay into (decision 233): the IBAN's own
 * structure and ISO 7064 MOD 97-10 check digits (ISO 13616, the SWIFT IBAN registry through
 * ibantools), then a country of the SEPA scheme (the EPC's list, as ibantools has it) or one of
 * `alsoCountries` (a bank's own country it pays into by a domestic transfer).
 */
export function sepaIbanProblem(
  iban: string,
  alsoCountries: readonly string[] = [],
): SepaIbanProblem | null {
  const compact = compactIbanText(iban);
  if (compact === '') return 'required';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return 'format';
  if (!isValidIBAN(compact)) return 'checksum';
  const country = compact.slice(0, 2);
  return isSEPACountry(country) || alsoCountries.includes(country) ? null : 'notSepa';
}
