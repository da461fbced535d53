import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Fetch } from './http';
import { createStaffApi, type StaffApi } from './staff-api';

interface StaffApiValue {
  readonly api: StaffApi;
  readonly fetch: Fetch;
}

const StaffApiContext = createContext<StaffApiValue | null>(null);

const browserFetch: Fetch = (input, init) => fetch(input, init);

/**
 * The fetch every staff call goes through: the browser's in main.tsx, a fake over a table of
 * answers in tests (testing/render-console.tsx). A feature's own API file is built over it with
 * `useStaffFetch()`, so a test answers all of a screen's calls in one place.
 */
export function StaffApiProvider({
  fetch = browserFetch,
  children,
}: {
  readonly fetch?: Fetch;
  readonly children: ReactNode;
}) {
  const value = useMemo(() => ({ api: createStaffApi(fetch), fetch }), [fetch]);
  return <StaffApiContext value={value}>{children}</StaffApiContext>;
}

function useStaffApiValue(): StaffApiValue {
  const value = useContext(StaffApiContext);
  if (!value) throw new Error('the staff API is used outside a StaffApiProvider');
  return value;
}

/** The typed staff API client (shared/api/staff-api.ts). */
export function useStaffApi(): StaffApi {
  return useStaffApiValue().api;
}

/** The fetch a feature builds its own API file over: `createXApi(useStaffFetch())`. */
export function useStaffFetch(): Fetch {
  return useStaffApiValue().fetch;
}
