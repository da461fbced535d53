import {
  CASE_SEARCH_DEFAULT_PAGE_SIZE,
  ZCaseSearchResult,
  type TCaseSearchQuery,
  type TCaseSearchResult,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The query's fields as query-string pairs: only those given, the page only past the first. */
export function searchParamsOf(query: TCaseSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === CASE_SEARCH_DEFAULT_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The case search's call under /services/operator (decision 263). */
export interface CaseSearchApi {
  search(query: TCaseSearchQuery, signal?: AbortSignal): Promise<TCaseSearchResult>;
}

export function createCaseSearchApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): CaseSearchApi {
  return {
    search: (query, signal) =>
      staffRequest(fetchImpl, `cases?${searchParamsOf(query).toString()}`, ZCaseSearchResult, {
        ...(signal === undefined ? {} : { signal }),
      }),
  };
}
