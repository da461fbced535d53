import {
  ZContractsBracket,
  ZContractSet,
  ZSigningCodeSent,
  type TContractsBracket,
  type TContractSet,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const contractsPath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}/contracts`;

export const contractsKey = (prospectId: string, language: string) =>
  ['contracts', prospectId, language] as const;

/**
 * `GET prospects/{id}/contracts`: the set in the page's language (the client sends it with every
 * call; the server makes the set again when it is in another language and not signed yet).
 */
export function contractsQueryOptions(prospectId: string, language: string) {
  return queryOptions({
    queryKey: contractsKey(prospectId, language),
    queryFn: ({ signal }): Promise<TContractSet> =>
      api.get(contractsPath(prospectId), { schema: ZContractSet, signal, routeErrors: false }),
  });
}

export function useContracts(prospectId: string, language: string) {
  return useQuery(contractsQueryOptions(prospectId, language));
}

/** Where a contract opens (in the browser's PDF viewer); the server records the opening. */
export function contractUrl(prospectId: string, documentId: string): string {
  return `/services/slo${contractsPath(prospectId)}/${encodeURIComponent(documentId)}`;
}

/** Where a signed contract downloads from. */
export function signedContractUrl(prospectId: string, documentId: string): string {
  return `${contractUrl(prospectId, documentId)}/signed`;
}

/** `PATCH …/contracts/start|end`: the step's bracket in the audit trail; never blocks the page. */
export function bracketContracts(
  prospectId: string,
  edge: 'start' | 'end',
): Promise<TContractsBracket> {
  return api.patch(`${contractsPath(prospectId)}/${edge}`, {
    schema: ZContractsBracket,
    routeErrors: false,
  });
}

/** `POST …/contracts/code`: a code for exactly the set and figures shown. */
export function requestContractsCode(
  prospectId: string,
  set: Pick<TContractSet, 'documentSetId' | 'manifestSha256'>,
): Promise<TSigningCodeSent> {
  return api.post(`${contractsPath(prospectId)}/code`, {
    body: { documentSetId: set.documentSetId, manifestSha256: set.manifestSha256 },
    schema: ZSigningCodeSent,
    routeErrors: false,
  });
}

/** `POST …/contracts/sign`. */
export function signContracts(
  prospectId: string,
  set: Pick<TContractSet, 'documentSetId' | 'manifestSha256'>,
  code: string,
): Promise<TContractSet> {
  return api.post(`${contractsPath(prospectId)}/sign`, {
    body: { documentSetId: set.documentSetId, manifestSha256: set.manifestSha256, code },
    schema: ZContractSet,
    routeErrors: false,
  });
}
