import type { ClosingDays, VariantPaymentOrder } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { IncomingPaymentsPort } from './incoming-payments';
import type { AccountOf, ActivateProduct, DepositOf, FundDeposit } from './ports';
import { createCollectPennyTransferEvidence } from './use-cases/collect-penny-transfer-evidence';
import { createAcceptPayment, createRefusePayment } from './use-cases/decide-payment-review';
import { createDisplayPennyTransfer } from './use-cases/display-penny-transfer';
import { createFindProspectPennyTransfer } from './use-cases/find-prospect-penny-transfer';
import { createListPaymentReviews } from './use-cases/list-payment-reviews';
import { createOpenPennyTransfer } from './use-cases/open-penny-transfer';
import { createReadCasePayments } from './use-cases/read-case-payments';
import { createReceivePayment } from './use-cases/receive-payment';
import { createSimulatePayment } from './use-cases/simulate-payment';

export type { ActivateProduct } from './ports';

export interface PennyTransferDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  readonly currency: string;
  /** The variant's payment order: its reference, causal and whether it has a UPN QR. */
  readonly paymentOrder: VariantPaymentOrder;
  readonly closingDays: ClosingDays;
  readonly amountCents: number;
  readonly payee: { readonly name: string; readonly street: string; readonly city: string };
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'advance' | 'find' | 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  /** The product account (the bank-accounts module); null before the dossier opened it. */
  readonly accountOf: AccountOf;
  /** Late-bound in services.ts: the welcome module is built after this one. */
  readonly activateProduct: ActivateProduct;
  /** A day deposit's amount and own account, and its start (decision 232). */
  readonly depositOf: DepositOf;
  readonly fundDeposit: FundDeposit;
}

/**
 * The penny transfer (decision 143): a small first payment from the applicant's own account
 * proves the account is theirs and opens the product. The order shows as UPN fields and a UPN QR
 * in Slovenia, as IBAN, amount and RF reference in Albania (decision 237);
 * the bank's feed reports the credit through `receive`; a payer whose name matches activates the
 * product at once, any other waits for an operator.
 */
export function createPennyTransferService(deps: PennyTransferDeps) {
  const receive = createReceivePayment(deps);
  const payments: IncomingPaymentsPort = { receive };
  return {
    evidenceOf: createCollectPennyTransferEvidence(deps),
    open: createOpenPennyTransfer(deps),
    display: createDisplayPennyTransfer(deps),
    ofProspect: createFindProspectPennyTransfer(deps),
    payments,
    simulate: createSimulatePayment({ ...deps, receive }),
    reviews: createListPaymentReviews(deps),
    /** The payments of a case with the payer's account (decision 265). */
    casePayments: createReadCasePayments(deps),
    accept: createAcceptPayment(deps),
    refuse: createRefusePayment(deps),
  };
}

export type PennyTransferService = ReturnType<typeof createPennyTransferService>;
