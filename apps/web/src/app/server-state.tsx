import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoadingMask } from './frame/loading-mask';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

export interface ServerStateProps {
  /** Tests pass their own client; the app makes one when the layer mounts. */
  readonly client?: QueryClient;
  readonly children: ReactNode;
}

/**
 * TanStack Query and the loading mask around the routed pages. Loaded lazily by the route
 * boundary, in parallel with the first page, so the query library is not part of the entry
 * chunk (decision 034): the frame paints without it. Anything that talks to the server sits below
 * this layer.
 */
export function ServerState({ client, children }: ServerStateProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LoadingMask />
    </QueryClientProvider>
  );
}
