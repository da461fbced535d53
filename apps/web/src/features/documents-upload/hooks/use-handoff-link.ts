import { type THandoffLink } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { createHandoff } from '../api/handoff';

/** Never ask for a new link more often than this, whatever refreshAt says. */
const MIN_REFRESH_MS = 10_000;

/** Milliseconds until the link must be renewed (refreshAt of the answer, decision 087). */
export function refreshDelay(link: THandoffLink, now: number = Date.now()): number {
  return Math.max(MIN_REFRESH_MS, Date.parse(link.refreshAt) - now);
}

/**
 * The hand-off link shown as the QR code: asked for when the page opens and asked for again
 * before its token expires, so a code on a screen left open still works when scanned. The server
 * keeps one hand-off per prospect and gives it a fresh token each time.
 */
export function useHandoffLink(uid: string, prospectId: string) {
  return useQuery({
    queryKey: ['handoff-link', uid, prospectId],
    queryFn: () => createHandoff(uid, prospectId),
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (query) => {
      const link = query.state.data;
      return link === undefined ? false : refreshDelay(link);
    },
    refetchIntervalInBackground: true,
  });
}
