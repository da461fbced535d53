import {
  activationTimes,
  type ClosingDays,
  type TPennyTransfer,
  type VariantPaymentOrder,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { symbolSvgDataUrl, upnQrSymbol } from './qr-symbol';
import type { PennyTransferRow } from './repository';
import { upnOrderOf } from './upn-order';

/** The applicant's page asks again this often while the payment is awaited (decision 143). */
export const PENNY_TRANSFER_POLL_MS = 10_000;

export interface PennyTransferViewDeps {
  readonly clock: Clock;
  readonly timeZone: string;
  readonly closingDays: ClosingDays;
  readonly paymentOrder: Pick<VariantPaymentOrder, 'upnQr'>;
}

/**
 * The payment order as the applicant's page shows it, with its activation times and, where the
 * variant has the UPN, its UPN QR (decision 237).
 */
export function pennyTransferViewOf(
  deps: PennyTransferViewDeps,
  row: PennyTransferRow,
): TPennyTransfer {
  return {
    productId: row.productId,
    prospectId: row.prospectId,
    state: row.state,
    beneficiary: { name: row.payeeName, street: row.payeeStreet, city: row.payeeCity },
    iban: row.iban,
    causal: row.causal,
    amount: { cents: row.amountCents, currency: row.currency },
    reference: row.reference,
    purposeCode: row.purposeCode,
    qrCode: deps.paymentOrder.upnQr ? symbolSvgDataUrl(upnQrSymbol(upnOrderOf(row).text)) : null,
    activation: activationTimes(deps.clock(), deps.timeZone, deps.closingDays),
    paidAt: row.paidAt?.toISOString() ?? null,
    pollIntervalMs: PENNY_TRANSFER_POLL_MS,
  };
}
