import {
  ZPaymentReview,
  ZPaymentReviewList,
  type TPaymentReview,
  type TPaymentReviewList,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The payment review's calls under /services/operator (decision 143). */
export interface PaymentReviewApi {
  list(): Promise<TPaymentReviewList>;
  accept(id: string): Promise<TPaymentReview>;
  refuse(id: string): Promise<TPaymentReview>;
}

export function createPaymentReviewApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): PaymentReviewApi {
  const decide = (id: string, action: 'accept' | 'refuse') =>
    staffRequest(fetchImpl, `payment-reviews/${encodeURIComponent(id)}/${action}`, ZPaymentReview, {
      method: 'POST',
    });
  return {
    list: () => staffRequest(fetchImpl, 'payment-reviews', ZPaymentReviewList),
    accept: (id) => decide(id, 'accept'),
    refuse: (id) => decide(id, 'refuse'),
  };
}
