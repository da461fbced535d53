import { openingHoursResponseSchema, type TOpeningHoursResponse } from '@onboarding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import {
  earlyAnswerOr,
  OPENING_HOURS_PATH,
  takeEarlyOpeningHours,
} from '../../wizard/api/early-requests';

/** `GET external/info/openinghours` (our server's opening-hours module). */
export function getOpeningHours(signal?: AbortSignal): Promise<TOpeningHoursResponse> {
  return api.get(OPENING_HOURS_PATH, {
    schema: openingHoursResponseSchema(),
    // A background check: when it fails the applicant is not sent anywhere (the gate stays open).
    routeErrors: false,
    ignoreGuiBanner: true,
    ...(signal ? { signal } : {}),
  });
}

/**
 * spec 1 §4: the hours reload on each route change, so the key holds the path. The previous
 * answer stays while the next loads, and the check never shows the loading mask.
 */
export function openingHoursQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['opening-hours', path],
    // A private first page's answer may already be on its way (main.tsx, decision 219).
    queryFn: ({ signal }) =>
      earlyAnswerOr(takeEarlyOpeningHours(), openingHoursResponseSchema, () =>
        getOpeningHours(signal),
      ),
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    meta: { background: true },
  });
}

export function useOpeningHours(path: string) {
  return useQuery(openingHoursQueryOptions(path));
}
