import type { TStaffMember } from '@onboarding/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isStaffApiError } from '../api/api-error';
import { consoleKeys } from '../api/query-keys';
import { useStaffApi } from '../api/staff-api-context';

/** Why the sign-in is shown again: said above its form. */
export type SignedOutReason = 'sessionEnded' | 'network' | null;

/** The staff session as the console knows it: a signed-in member, or signed out and why. */
export type Session =
  { readonly staff: TStaffMember } | { readonly staff: null; readonly reason: SignedOutReason };

/**
 * The session query: `GET auth/whoami` once when the console opens. A 401 there is a plain
 * signed-out visitor (no notice); no answer at all says the network failed.
 */
export function useSessionQuery() {
  const api = useStaffApi();
  return useQuery({
    queryKey: consoleKeys.session,
    queryFn: async (): Promise<Session> => {
      try {
        return { staff: await api.whoami() };
      } catch (error) {
        if (isStaffApiError(error) && error.status === undefined) {
          return { staff: null, reason: 'network' };
        }
        if (isStaffApiError(error) && error.status === 401) return { staff: null, reason: null };
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Ends the session in the console: every cached answer of the member goes, and the sign-in shows
 * at the same address, so signing in again opens the screen that was open.
 */
export function endSession(client: QueryClient, reason: SignedOutReason): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== consoleKeys.session[0] });
  const signedOut: Session = { staff: null, reason };
  client.setQueryData(consoleKeys.session, signedOut);
}

/** After the second factor: the member is signed in, the routes open. */
export function startSession(client: QueryClient, staff: TStaffMember): void {
  const signedIn: Session = { staff };
  client.setQueryData(consoleKeys.session, signedIn);
}

/** The signed-in member, for the screens below the sign-in guard (app/session-guard.tsx). */
export function useStaff(): TStaffMember {
  const { data } = useSessionQuery();
  if (!data?.staff) throw new Error('useStaff must be used below the sign-in guard');
  return data.staff;
}
