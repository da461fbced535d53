import { ZStatementList, type TStatementList } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cibApi } from '../../../../lib/api/api';

export const statementsKey = (prospectId: string) => ['salary-statements', prospectId] as const;

/** `POST /services/cib/documents/banklistriskdocuments`: the statements already uploaded. */
export function listStatements(prospectId: string, signal?: AbortSignal): Promise<TStatementList> {
  return cibApi.post('/documents/banklistriskdocuments', {
    body: { prospectId },
    schema: ZStatementList,
    signal,
  });
}

export function statementsQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: statementsKey(prospectId),
    queryFn: ({ signal }) => listStatements(prospectId, signal),
    staleTime: 0,
  });
}

export function useStatements(prospectId: string) {
  return useQuery(statementsQueryOptions(prospectId));
}
