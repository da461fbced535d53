import { buildUpnQrPayload } from '@onboarding/domain';
import type { PennyTransferRow } from './repository';

/** The order as UPN fields: what the page shows and its UPN QR carries. */
export function upnOrderOf(row: PennyTransferRow) {
  return buildUpnQrPayload({
    amountCents: row.amountCents,
    purposeCode: row.purposeCode,
    purpose: row.causal,
    recipient: {
      iban: row.iban,
      reference: row.reference,
      name: row.payeeName,
      street: row.payeeStreet,
      city: row.payeeCity,
    },
  });
}

export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}
