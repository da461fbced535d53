import { idDocumentStatusSchema, type TIdDocumentStatus } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import {
  earlyAnswerOr,
  ID_DOCUMENTS_PATH,
  takeEarlyIdDocuments,
} from '../../../lib/wizard/api/early-requests';

export const idDocumentsKey = (uid: string) => ['id-documents', uid] as const;

/** `GET onboarding/images?uid`: the chosen document type and the state of each side. */
export function getIdDocuments(
  uid: string,
  options: { signal?: AbortSignal; routeErrors?: boolean } = {},
): Promise<TIdDocumentStatus> {
  return api.get(ID_DOCUMENTS_PATH, {
    query: { uid },
    schema: idDocumentStatusSchema(),
    ...options,
  });
}

export function idDocumentsQueryOptions(uid: string, routeErrors = true) {
  return queryOptions({
    queryKey: idDocumentsKey(uid),
    // The first page's answer may already be on its way (main.tsx, decision 219).
    queryFn: ({ signal }) =>
      earlyAnswerOr(takeEarlyIdDocuments(uid), idDocumentStatusSchema, () =>
        getIdDocuments(uid, { signal, routeErrors }),
      ),
    // Both screens may act on the same sides (hand-off): ask again whenever a page opens.
    staleTime: 0,
  });
}

export function useIdDocuments(uid: string, routeErrors = true) {
  return useQuery(idDocumentsQueryOptions(uid, routeErrors));
}
