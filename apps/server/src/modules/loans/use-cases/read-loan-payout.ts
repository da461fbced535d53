import type { TLoanPayoutView } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { AppError } from '../../../errors/app-error';
import { requireOwnLoan, type OwnLoanDeps, type Owner } from '../own-loan';
import { payoutOfChoice, type LoanPayout, type PayoutScheduleDeps } from '../payout-schedule';
import { findChoice, findPayoutAccount } from '../repository';

export interface ReadLoanPayoutDeps extends OwnLoanDeps, PayoutScheduleDeps {
  readonly db: Database;
  /** The contracts module's signing time of the prospect's contracts, null before. */
  readonly signedAtOf: (prospectId: string) => Promise<Date | null>;
}

const noPayout = () =>
  new AppError(404, 'NO_LOAN_PAYOUT', {
    message: 'No loan with a payout account has been chosen.',
  });

/** The chosen loan's payout and plan for a prospect (decision 233); null before the choice. */
export function createReadLoanPayoutOf(deps: Omit<ReadLoanPayoutDeps, keyof OwnLoanDeps>) {
  const { db } = deps;
  return async function loanPayoutOf(prospectId: string): Promise<LoanPayout | null> {
    const choice = await findChoice(db, prospectId);
    const account = await findPayoutAccount(db, prospectId);
    if (choice === null || account === null) return null;
    return payoutOfChoice(deps, choice.offer, account, await deps.signedAtOf(prospectId));
  };
}

/** What is paid, where and when (`GET onboarding/products/{id}/payout`). */
export function viewOfPayout({ payout, plan, signed }: LoanPayout): TLoanPayoutView {
  const first = plan.rows[0];
  const last = plan.rows[plan.rows.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('A plan has instalments.');
  return {
    currency: plan.currency,
    amountCents: plan.amountCents,
    account: payout,
    signed,
    payoutDate: plan.payoutDate,
    firstInstalmentDate: plan.firstInstalmentDate,
    lastInstalmentDate: plan.lastInstalmentDate,
    instalments: plan.rows.length,
    firstPaymentCents: first.paymentCents,
    lastPaymentCents: last.paymentCents,
  };
}

/** `GET onboarding/products/{id}/payout`: the session's own loan's payout (404 otherwise). */
export function createReadOwnLoanPayout(deps: ReadLoanPayoutDeps) {
  const loanPayoutOf = createReadLoanPayoutOf(deps);
  return async function loanPayoutOfOwn(owner: Owner, productId: string) {
    const product = await requireOwnLoan(deps, deps.db, owner, productId);
    const payout = await loanPayoutOf(product.prospectId);
    if (payout === null) throw noPayout();
    return { product, payout };
  };
}

/** `GET onboarding/products/{id}/payout`: the view of the session's own loan's payout. */
export function createReadOwnLoanPayoutView(deps: ReadLoanPayoutDeps) {
  const loanPayoutOfOwn = createReadOwnLoanPayout(deps);
  return async function payoutOfOwn(owner: Owner, productId: string): Promise<TLoanPayoutView> {
    return viewOfPayout((await loanPayoutOfOwn(owner, productId)).payout);
  };
}

/** The welcome module's read (decision 233): a prospect's loan payout, null before the choice. */
export function createReadLoanPayoutView(deps: Omit<ReadLoanPayoutDeps, keyof OwnLoanDeps>) {
  const loanPayoutOf = createReadLoanPayoutOf(deps);
  return async function payoutOf(prospectId: string): Promise<TLoanPayoutView | null> {
    const payout = await loanPayoutOf(prospectId);
    return payout === null ? null : viewOfPayout(payout);
  };
}
