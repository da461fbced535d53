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
