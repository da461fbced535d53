import { lazy, Suspense } from 'react';
import { PageLoading } from './frame/loading-indicator';
import { RouteErrorBoundary } from './frame/route-boundary';

// The route table, the page frame and the domain tables they use (with zod, which the domain's
// route and step modules need when they load) are one lazily loaded chunk, requested as soon as
// the entry runs, in parallel with the catalogue (decision 063). The entry keeps React, the
// router and the translator, so the first paint does not wait for them.
const routeTableModule = import('./route-table');
routeTableModule.catch(() => undefined);
const RouteTable = lazy(() => routeTableModule.then((module) => ({ default: module.RouteTable })));

/** The app's routes; main.tsx puts them in a HashRouter, tests in a MemoryRouter. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary resetKey="app">
      <Suspense
        fallback={
          <main id="main" tabIndex={-1}>
            <PageLoading />
          </main>
        }
      >
        <RouteTable />
      </Suspense>
    </RouteErrorBoundary>
  );
}
