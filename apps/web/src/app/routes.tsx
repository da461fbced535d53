import { RouteErrorBoundary } from './frame/route-boundary';
import { RouteTable } from './route-table';

export { preloadRoute } from './route-table';

/**
 * The app's routes; main.tsx puts them in a HashRouter, tests in a MemoryRouter. The route table
 * and the page frame are part of the entry again (decision 192): the domain's route and step
 * tables no longer build zod schemas, so they cost a few KB, and the frame paints with the page.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary resetKey="app">
      <RouteTable />
    </RouteErrorBoundary>
  );
}
