import {
  notifyManager,
  QueryClient,
  QueryClientProvider,
  timeoutManager,
} from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/api/navigation';
import { createCoalescedTimeouts } from '../lib/chunks/coalesced-timeouts';
import { inOneNextTask } from '../lib/chunks/next-task';
import { LoadingMask } from './frame/loading-mask';

// TanStack Query tells its observers on a zero-delay timer by default: one more timer for every
// change of every query, about eighty on a private page's first load, each recorded with the whole
// React stack beneath it wherever the page is traced (decision 302). The notifications are
// delivered in the next task instead (a yield to the browser, no timer), so the render they cause
// does not lengthen the task that read and checked the answer; all of one task's come in one next
// task, and React renders them together (decision 306).
notifyManager.setScheduler(inOneNextTask());
// Its stale and garbage timers on one timer of the browser's, set before any client is made, as
// the library asks (decision 306).
timeoutManager.setTimeoutProvider(createCoalescedTimeouts());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client routes each failure once (spec 1 §8); a retry would route it again.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Lets the API client's failure handler change the page through the router. */
function ApiNavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      registerNavigator({
        navigate: (path) => void navigate(path),
        currentPath: () => current.current,
      }),
    [navigate],
  );
  return null;
}

export interface ServerStateProps {
  /** Tests pass their own client; the app makes one when the layer mounts. */
  readonly client?: QueryClient;
  readonly children: ReactNode;
}

/**
 * TanStack Query and the loading mask around the routed pages, in the route boundary. Part of the
 * entry since decision 192: every first page talks to the server, so the library is on the first
 * page's path anyway, and a lazy layer here was one more wait before the page. Anything that talks
 * to the server sits below this layer.
 */
export function ServerState({ client, children }: ServerStateProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ApiNavigationBridge />
      {children}
      <LoadingMask />
    </QueryClientProvider>
  );
}
