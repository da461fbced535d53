import { z } from 'zod';

/**
 * Purpose codes ("koda namena") of the UPN: four capital letters from the ISO 20022 external
 * purpose code list, which ZBS publishes with Slovenian names (Šifrant kod namenov plačil). The
 * portal names only the few it uses or shows; any other four-letter code is still a valid field.
 */
export const PURPOSE_CODES = {
  /** Other: the ZBS default when no specific code applies. */
  OTHR: 'Other',
  SALA: 'Salary',
  SUPP: 'Supplier payment',
  TAXS: 'Tax payment',
  VATX: 'Value added tax',
  GOVT: 'Government payment',
  ANNI: 'Annuity',
  INSM: 'Instalment',
  ELEC: 'Electricity bill',
  ENRG: 'Energies',
  RENT: 'Rent',
  ADVA: 'Advance payment',
  BEXP: 'Business expenses',
  BONU: 'Bonus payment',
  COST: 'Costs',
  CPYR: 'Copyright',
} as const;
export type PurposeCode = keyof typeof PURPOSE_CODES;

/** The field's own rule (ZBS Priloga 7.3, field 12): exactly four capital letters A–Z. */
export const PURPOSE_CODE_PATTERN = /^[A-Z]{4}$/;
export const ZPurposeCode = z.string().regex(PURPOSE_CODE_PATTERN);

/**
 * The penny transfer's code: OTHR, the code ZBS's tools fall back to. A first payment into one's
 * own new product fits none of the named codes (it is neither a salary nor a bill).
 */
export const PENNY_TRANSFER_PURPOSE_CODE: PurposeCode = 'OTHR';

export function isPurposeCode(code: string): boolean {
  return PURPOSE_CODE_PATTERN.test(code);
}
