import type { VariantId } from '../variants';
import { rfReference, si12Reference } from './references';

/**
 * What a variant's payment order (the penny transfer, a day deposit's payment) is made of
 * (decisions 143 and 237). Slovenia has the UPN: an SI12 reference and a UPN QR the applicant's
 * banking app scans. Albania has no such national form or QR: the order is IBAN, amount and an
 * ISO 11649 RF creditor reference, which Albanian banks carry in a transfer's remittance details.
 */
export interface VariantPaymentOrder {
  /** Whether the order carries a UPN QR symbol (Slovenia's UPN standard only). */
  readonly upnQr: boolean;
  /** The creditor reference of an order drawn as `digits` (decimal digits). */
  readonly reference: (digits: string) => string;
  /** The payment's purpose ("causal") in the language of the country's banks. */
  readonly causal: { readonly proof: string; readonly deposit: string };
}

export const PAYMENT_ORDERS: Readonly<Record<VariantId, VariantPaymentOrder>> = {
  si: {
    upnQr: true,
    reference: si12Reference,
    // At most 42 characters of ISO-8859-2 (UPN field 13).
    causal: {
      proof: 'Prvo nakazilo - aktivacija produkta',
      deposit: 'Vplačilo vezanega depozita',
    },
  },
  al: {
    upnQr: false,
    reference: rfReference,
    causal: {
      proof: 'Pagesa e parë - aktivizimi i produktit',
      deposit: 'Derdhja e depozitës me afat',
    },
  },
};

export function paymentOrderOf(variant: VariantId): VariantPaymentOrder {
  return PAYMENT_ORDERS[variant];
}
