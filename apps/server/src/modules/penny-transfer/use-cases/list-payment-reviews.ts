import type { TPaymentReviewList } from '@onboarding/domain';
import { paymentReviewOf, type PaymentReviewViewDeps } from '../payment-review-view';
import { paymentsInReview } from '../repository';

export type ListPaymentReviewsDeps = PaymentReviewViewDeps;

/** The console's list: payments whose payer's name an operator must compare (decision 143). */
export function createListPaymentReviews(deps: ListPaymentReviewsDeps) {
  return async function reviews(): Promise<TPaymentReviewList> {
    const rows = await paymentsInReview(deps.db);
    return { items: await Promise.all(rows.map((row) => paymentReviewOf(deps, row))) };
  };
}
