import { createHashRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageLoading } from './frame/loading-mask';
import { PageFrame } from './frame/page-frame';
import { RouteError } from './frame/route-error';

/**
 * The one route table of the applicant app (spec 1 §2). Pages are lazy: each is its own chunk, so
 * the first download holds only the frame. Paths come from config/paths.ts.
 *
 * A function rather than a constant: react-router keeps per-route state on the route objects it is
 * given (lazy results), so every router (tests create many) gets its own fresh table.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: PageFrame,
      children: [
        {
          // Pathless layer inside the frame: a page that fails to load or render keeps the frame.
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoading,
          children: [
            {
              path: paths.home.path,
              lazy: {
                Component: async () => (await import('../features/start/start-page')).StartPage,
              },
            },
            {
              path: paths.notFound.path,
              lazy: {
                Component: async () =>
                  (await import('../features/not-found/not-found-page')).NotFoundPage,
              },
            },
          ],
        },
      ],
    },
  ];
}

/** Hash history under /onboarding: URLs look like /onboarding/#/lightsignup (decision 030). */
export function createAppRouter() {
  return createHashRouter(createRoutes());
}
