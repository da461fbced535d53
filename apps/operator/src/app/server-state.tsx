import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isStaffApiError } from '../shared/api/api-error';
import { consoleKeys } from '../shared/api/query-keys';
import { endSession, type Session } from '../shared/session/session';

/**
 * The console's query client (decision 261): no retry (a refused call is said once, where it
 * happened) and no refetch on focus (a supervisor's table does not jump while read). A 401 from any
 * call of a signed-in member ends the session in one place: the sign-in shows at the same address.
 */
export function createConsoleQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => sessionEnded(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => sessionEnded(client, error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

function sessionEnded(client: QueryClient, error: unknown): void {
  if (!isStaffApiError(error) || error.status !== 401) return;
  // A wrong password is a 401 too: only a member who was signed in loses the session.
  const session = client.getQueryData<Session>(consoleKeys.session);
  if (session?.staff) endSession(client, 'sessionEnded');
}

export function ServerState({
  client,
  children,
}: {
  /** Tests pass their own; the console makes one when it starts. */
  readonly client?: QueryClient;
  readonly children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createConsoleQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
