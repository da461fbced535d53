import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageFrame } from './frame/page-frame';
import { RouteBoundary } from './frame/route-boundary';

// Every page is lazy: its own chunk, downloaded when its route is first shown.
const StartPage = lazy(() =>
  import('../features/start/start-page').then((module) => ({ default: module.StartPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * The one route table of the applicant app (spec 1 §2, decisions 030 and 034): the page frame as
 * the root layout, a pathless layer with the error boundary and the loading fallback, and one
 * route per page. Paths come from config/paths.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { path: paths.home.path, element: <StartPage /> },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Renders the route table; main.tsx puts it in a HashRouter, tests in a MemoryRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}
