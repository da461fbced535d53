import type { VariantId } from './variants';

/**
 * The examples a field's hint gives, per variant (decision 240): a place and postal code, a phone
 * number, an IBAN and a deposit's amount of the bank's own country, so an Albanian applicant is never shown
 * "4220 or Škofja Loka". The texts say "for example {{example}}"; the values come from here and
 * are checked against the variant's own rules (variant-examples.test.ts).
 */
export interface VariantExamples {
  /** A postal code of the variant's list and its place, as the branch search finds them. */
  readonly postalPlace: { readonly code: string; readonly place: string };
  /** A mobile number as dialled inside the country, with its trunk 0. */
  readonly mobileNumber: string;
  /** An IBAN of the country in groups of four, as people read it. */
  readonly iban: string;
  /** A deposit's amount in whole units of the variant's currency, as typed (digits only). */
  readonly depositAmount: string;
}

export const VARIANT_EXAMPLES: Readonly<Record<VariantId, VariantExamples>> = {
  si: {
    postalPlace: { code: '4220', place: 'Škofja Loka' },
    mobileNumber: '041 123 456',
    iban: 'SI56 1910 0000 0123 438',
    depositAmount: '5000',
  },
  al: {
    // GeoNames' code 2001 "Durres Qender", whose municipality is Durrës (decision 178).
    postalPlace: { code: '2001', place: 'Durrës' },
    mobileNumber: '069 123 4567',
    // The SWIFT IBAN registry's Albanian example (decision 176).
    iban: 'AL47 2121 1009 0000 0002 3569 8741',
    // About the si example's worth, inside the al deposit bands (100 000 lekë and up).
    depositAmount: '500000',
  },
};

export function variantExamples(variant: VariantId): VariantExamples {
  return VARIANT_EXAMPLES[variant];
}
