import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createPaymentReviewApi } from './payment-review-api';

function usePaymentReviewApi() {
  const fetch = useStaffFetch();
  return useMemo(() => createPaymentReviewApi(fetch), [fetch]);
}

/** The payments waiting for a supervisor's look (decision 143). */
export function usePaymentReviews() {
  const api = usePaymentReviewApi();
  return useQuery({ queryKey: consoleKeys.paymentReviews, queryFn: () => api.list() });
}

/** Accept or refuse one payment; the list is read again either way (decided or not). */
export function useDecidePayment() {
  const api = usePaymentReviewApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'refuse' }) =>
      decision === 'accept' ? api.accept(id) : api.refuse(id),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.paymentReviews }),
  });
}
