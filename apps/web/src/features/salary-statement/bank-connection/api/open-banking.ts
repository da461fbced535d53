import {
  ZBankConnection,
  ZIncomeFound,
  ZOpenBankingCheck,
  ZProvidersResponse,
  type TBankConnection,
  type TCreateLoginRequest,
  type TFinishSelectionRequest,
  type TIncomeFound,
  type TOpenBankingCheck,
  type TProvidersResponse,
} from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';

const BASE = '/externalservices/saltedge';

/** `GET externalservices/saltedge/check`: whether a bank can be connected, and through whom. */
export function useOpenBankingCheck() {
  return useQuery(
    queryOptions({
      queryKey: ['open-banking', 'check'] as const,
      queryFn: ({ signal }): Promise<TOpenBankingCheck> =>
        api.get(`${BASE}/check`, { schema: ZOpenBankingCheck, signal, routeErrors: false }),
    }),
  );
}

/** `GET externalservices/saltedge/providers?countrycode=`: the banks of the applicant's country. */
export function useBankProviders(countrycode: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['open-banking', 'providers', countrycode] as const,
      queryFn: ({ signal }): Promise<TProvidersResponse> =>
        api.get(`${BASE}/providers`, {
          query: { countrycode },
          schema: ZProvidersResponse,
          signal,
          routeErrors: false,
        }),
      enabled,
    }),
  );
}

/**
 * `GET …/income?prospectId=`: the income an earlier bank connection found, so a reloaded page can
 * go on to the confirmation; null when there is none yet.
 */
export function useFoundIncome(prospectId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['open-banking', 'income', prospectId] as const,
      queryFn: ({ signal }): Promise<TIncomeFound | null> =>
        api.get(`${BASE}/income`, {
          query: { prospectId },
          schema: ZIncomeFound.nullable(),
          signal,
          routeErrors: false,
        }),
      retry: false,
    }),
  );
}

/**
 * `POST …/createlogin` (decision 250): no credentials, the answer is the bank's own login page
 * to send the applicant to. The screen shows every refusal itself (bank down, too many tries).
 */
export function createLogin(request: TCreateLoginRequest): Promise<TBankConnection> {
  return api.post(`${BASE}/createlogin`, {
    body: request,
    schema: ZBankConnection,
    routeErrors: false,
  });
}

/** `GET …/connection`: the connection the bank made, read when the bank sent the applicant back. */
export function readConnection(prospectId: string, connectionId: string): Promise<TBankConnection> {
  return api.get(`${BASE}/connection`, {
    query: { prospectId, connectionId },
    schema: ZBankConnection,
    routeErrors: false,
  });
}

/** `POST …/finishselection`: the salary account; the income found in its last three months. */
export function finishSelection(request: TFinishSelectionRequest): Promise<TIncomeFound> {
  return api.post(`${BASE}/finishselection`, {
    body: request,
    schema: ZIncomeFound,
    routeErrors: false,
  });
}
