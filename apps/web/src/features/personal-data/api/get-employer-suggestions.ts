import {
  SEARCH_AUTOCOMPLETE_MIN_CHARS,
  employersSuggestionResponseSchema,
} from '@onboarding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `GET external/info/employers-suggestion?query` (spec 3 §7): employers whose name matches. */
export function getEmployerSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  return api.get('/external/info/employers-suggestion', {
    query: { query },
    schema: employersSuggestionResponseSchema(),
    // A failed suggestion is no reason to leave the form: the name can still be typed.
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export function employerSuggestionsQueryOptions(query: string) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: ['employer-suggestions', trimmed.toLowerCase()],
    queryFn: ({ signal }) => getEmployerSuggestions(trimmed, signal),
    enabled: trimmed.length >= SEARCH_AUTOCOMPLETE_MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Suggestions from 3 characters on (spec 3 §2 search autocomplete). */
export function useEmployerSuggestions(query: string): readonly string[] {
  const result = useQuery(employerSuggestionsQueryOptions(query));
  return query.trim().length >= SEARCH_AUTOCOMPLETE_MIN_CHARS ? (result.data ?? []) : [];
}
