import type {
  IdentificationStatus,
  SnapshotKind,
  TChecklist,
  TDecisionRequest,
  TIdentificationDetail,
  TInteractionAnswer,
  VideoInteractionAction,
} from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffApi } from '../../shared/api/staff-api-context';

/** The identification's detail (data, documents, checklist, answers, state) in the cache. */
export function useIdentification(identificationId: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: consoleKeys.identification(identificationId),
    queryFn: () => api.identification(identificationId),
    // The call's socket keeps it current (answers, state): it is read once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function patchDetail(
  client: QueryClient,
  identificationId: string,
  patch: (detail: TIdentificationDetail) => TIdentificationDetail,
): void {
  client.setQueryData<TIdentificationDetail>(
    consoleKeys.identification(identificationId),
    (detail) => (detail === undefined ? detail : patch(detail)),
  );
}

/** What the call's socket says, written into the cached detail (stable across renders). */
export function useCallUpdates(identificationId: string) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      answered: (answer: TInteractionAnswer) =>
        patchDetail(client, identificationId, (detail) => ({
          ...detail,
          answers: [...detail.answers, answer],
        })),
      status: (status: IdentificationStatus) =>
        patchDetail(client, identificationId, (detail) => ({ ...detail, status })),
    }),
    [client, identificationId],
  );
}

export function useSaveChecklist(identificationId: string) {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checklist: TChecklist) => api.saveChecklist(identificationId, checklist),
    onSuccess: (_, checklist) =>
      patchDetail(client, identificationId, (detail) => ({ ...detail, checklist })),
  });
}

export function usePushAction(identificationId: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (action: VideoInteractionAction) => api.pushAction(identificationId, action),
  });
}

export function useUploadSnapshot(identificationId: string) {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, image }: { kind: SnapshotKind; image: Blob }) =>
      api.uploadSnapshot(identificationId, kind, image),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: consoleKeys.identification(identificationId) }),
  });
}

/**
 * The operator's decision. After it, everything that shows the case is read again: the call's
 * detail, the queue, the finished identifications and the case page.
 */
export function useDecide(detail: Pick<TIdentificationDetail, 'identificationId' | 'prospectId'>) {
  const api = useStaffApi();
  const client = useQueryClient();
  const { identificationId, prospectId } = detail;
  return useMutation({
    mutationFn: (decision: TDecisionRequest) => api.decide(identificationId, decision),
    // The server's answer says the outcome: an approval may wait for a second staff member
    // (decision 267).
    onSuccess: (answer) => {
      patchDetail(client, identificationId, (current) => ({
        ...current,
        status: answer.status,
        fourEyes: answer.fourEyes ?? null,
      }));
      void client.invalidateQueries({ queryKey: consoleKeys.fourEyes });
      // The call's detail is not read again: its state came with the answer, and a case that a
      // decision sends back or ends may no longer be readable here (a 404 on the call page).
      void Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.queue }),
        client.invalidateQueries({ queryKey: consoleKeys.identifications.all }),
        client.invalidateQueries({ queryKey: consoleKeys.case(prospectId) }),
      ]);
    },
  });
}
