import {
  ZActivationCodeView,
  ZChosenBranch,
  ZPennyTransfer,
  ZWelcomeData,
  ZWelcomeUpdateResponse,
  type TActivationCodeView,
  type TChosenBranch,
  type TPennyTransfer,
  type TWelcomeData,
  type TWelcomeUpdateResponse,
} from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const productPath = (productId: string) => `/onboarding/products/${encodeURIComponent(productId)}`;

export const welcomeKey = (productId: string) => ['welcome', productId] as const;

/** `GET onboarding/products/{id}/welcome`: account, product, activation code and QR, times. */
export function welcomeQueryOptions(productId: string) {
  return queryOptions({
    queryKey: welcomeKey(productId),
    queryFn: ({ signal }): Promise<TWelcomeData> =>
      api.get(`${productPath(productId)}/welcome`, { schema: ZWelcomeData, signal }),
  });
}

/** `POST processes/activatemultichannel`: a fresh code; the page shows its own message on failure. */
export function renewActivationCode(prospectId: string): Promise<TActivationCodeView> {
  return api.post('/processes/activatemultichannel', {
    body: { prospectId },
    schema: ZActivationCodeView,
    routeErrors: false,
  });
}

/**
 * `PATCH onboarding/products/{id}/welcomeupdate`: the welcome and its QR were shown. Its failure
 * changes nothing for the applicant, so it is not routed to an error page.
 */
export function recordWelcomeShown(productId: string): Promise<TWelcomeUpdateResponse> {
  return api.patch(`${productPath(productId)}/welcomeupdate`, {
    body: {},
    schema: ZWelcomeUpdateResponse,
    routeErrors: false,
  });
}

/**
 * The penny transfer's payment details (decision 143) while the welcome waits for the payment.
 * Not routed to an error page: without them the waiting state still says what happens.
 */
export function pennyTransferDetailsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['welcome', productId, 'penny-transfer'] as const,
    queryFn: ({ signal }): Promise<TPennyTransfer> =>
      api.get(`${productPath(productId)}/pennytransfer`, {
        schema: ZPennyTransfer,
        signal,
        routeErrors: false,
      }),
  });
}

/** `GET onboarding/prospects/{id}/branch`: the branch chosen; the page does without it on failure. */
export function chosenBranchQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: ['welcome', prospectId, 'branch'] as const,
    queryFn: ({ signal }): Promise<TChosenBranch> =>
      api.get(`/onboarding/prospects/${encodeURIComponent(prospectId)}/branch`, {
        schema: ZChosenBranch,
        signal,
        routeErrors: false,
      }),
  });
}
