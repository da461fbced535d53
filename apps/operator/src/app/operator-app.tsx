import type { QueryClient } from '@tanstack/react-query';
import { ConsoleRoutes } from './route-table';
import { ServerState } from './server-state';

export interface OperatorAppProps {
  /** Reloads the page in the new language; tests pass a spy. */
  readonly reload?: () => void;
  /** Tests pass their own query client; the console makes one. */
  readonly client?: QueryClient;
}

/**
 * The operator console: server state (TanStack Query) around the route table. main.tsx puts it
 * in a HashRouter, tests in a MemoryRouter (testing/render-console.tsx).
 */
export function OperatorApp({ reload, client }: OperatorAppProps) {
  return (
    <ServerState {...(client ? { client } : {})}>
      <ConsoleRoutes {...(reload ? { reload } : {})} />
    </ServerState>
  );
}
