import { createContext, useContext, type ReactNode } from 'react';
import type { StaffApi } from '../api/staff-api';

const StaffApiContext = createContext<StaffApi | null>(null);

/** The staff API the screens call: the real one in main.tsx, one over a test server in tests. */
export function StaffApiProvider({ api, children }: { api: StaffApi; children: ReactNode }) {
  return <StaffApiContext value={api}>{children}</StaffApiContext>;
}

export function useStaffApi(): StaffApi {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error('useStaffApi must be used inside a StaffApiProvider');
  return api;
}
