import { documentReadingResponseSchema, type TDocumentReadingResponse } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `GET onboarding/prospects/{id}/documentreading`: the values read from the identity document's
 * machine-readable zone, offered to the applicant to confirm or correct.
 */
export function getDocumentReading(
  prospectId: string,
  signal?: AbortSignal,
): Promise<TDocumentReadingResponse> {
  return api.get(`/onboarding/prospects/${encodeURIComponent(prospectId)}/documentreading`, {
    schema: documentReadingResponseSchema(),
    // Without a reading the applicant types everything: never a reason to leave the page.
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export function documentReadingQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: ['document-reading', prospectId],
    queryFn: ({ signal }) => getDocumentReading(prospectId, signal),
    // The reading runs in the background after the upload: ask again while it is pending.
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 1500 : false),
    retry: false,
  });
}
