import type { Language, TStaffMember } from '@onboarding/domain';
import { renderWithShell } from '@onboarding/web-shell/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { HashRouter, MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { createConsoleQueryClient, ServerState } from '../app/server-state';
import { StaffApiProvider } from '../shared/api/staff-api-context';
import { consoleKeys } from '../shared/api/query-keys';
import { startSession, type Session } from '../shared/session/session';
import { fakeFetch, OPERATOR } from './fake-fetch';

export interface RenderConsoleOptions {
  readonly language?: Language;
  /** The address the router starts at (`/call/…`); `/` when left out. */
  readonly path?: string;
  /**
   * The route pattern the screen is mounted at, when it reads its parameters (`/call/:id`).
   * Left out, the screen renders at any address.
   */
  readonly route?: string;
  /** The member signed in before the screen renders; null for nobody (the sign-in tests). */
  readonly staff?: TStaffMember | null;
  /**
   * In the HashRouter main.tsx uses, at `#${path}` of the test's window: links read `#/…` and
   * `window.location.hash` follows. A MemoryRouter otherwise.
   */
  readonly hash?: boolean;
}

/** Where the router is now: tests read `location.current.pathname` after a link or navigate(). */
export interface CurrentLocation {
  current: Location | null;
}

function LocationProbe({ onLocation }: { readonly onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders a console screen as the console does: the real staff API client over `routes` (see
 * fakeFetch), a fresh query client, a MemoryRouter at `path`, and (unless `staff: null`) a
 * signed-in operator. For the whole console, render `<OperatorApp />` with `staff: null` and let
 * it ask `GET auth/whoami`.
 */
export function renderConsole(
  ui: ReactElement,
  routes: Parameters<typeof fakeFetch>[0],
  { language, path = '/', route = '*', staff = OPERATOR, hash = false }: RenderConsoleOptions = {},
) {
  const { fetch, calls } = fakeFetch(routes);
  const location: CurrentLocation = { current: null };
  const client: QueryClient = createConsoleQueryClient();
  if (staff !== null) startSession(client, staff);
  const routed = (
    <>
      <Routes>
        <Route path={route} element={ui} />
      </Routes>
      <LocationProbe
        onLocation={(now) => {
          location.current = now;
        }}
      />
    </>
  );
  if (hash) window.location.hash = `#${path}`;
  const result = renderWithShell(
    <StaffApiProvider fetch={fetch}>
      <ServerState client={client}>
        {hash ? (
          <HashRouter>{routed}</HashRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>{routed}</MemoryRouter>
        )}
      </ServerState>
    </StaffApiProvider>,
    language ? { language } : {},
  );
  return { ...result, calls, client, location };
}

/** Why the console shows the sign-in now (a 401 ends the session), or undefined while signed in. */
export function signedOutReason(client: QueryClient): string | null | undefined {
  const session = client.getQueryData<Session>(consoleKeys.session);
  return session?.staff === null ? session.reason : undefined;
}
