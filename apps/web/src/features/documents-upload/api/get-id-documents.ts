import { ZIdDocumentStatus, type TIdDocumentStatus } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const idDocumentsKey = (uid: string) => ['id-documents', uid] as const;

/** `GET onboarding/images?uid`: the chosen document type and the state of each side. */
export function getIdDocuments(
  uid: string,
  options: { signal?: AbortSignal; routeErrors?: boolean } = {},
): Promise<TIdDocumentStatus> {
  return api.get('/onboarding/images', {
    query: { uid },
    schema: ZIdDocumentStatus,
    ...options,
  });
}

export function idDocumentsQueryOptions(uid: string, routeErrors = true) {
  return queryOptions({
    queryKey: idDocumentsKey(uid),
    queryFn: ({ signal }) => getIdDocuments(uid, { signal, routeErrors }),
    // Both screens may act on the same sides (hand-off): ask again whenever a page opens.
    staleTime: 0,
  });
}

export function useIdDocuments(uid: string, routeErrors = true) {
  return useQuery(idDocumentsQueryOptions(uid, routeErrors));
}
