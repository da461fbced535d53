import type { Language } from '@onboarding/domain';
import { renderWithShell } from '@onboarding/web-shell/testing';
import type { ReactElement } from 'react';
import { createStaffApi } from '../api/staff-api';
import { StaffApiProvider } from '../app/staff-api-context';
import { fakeFetch } from './fake-fetch';

/** Renders a console screen with the real staff API client over `routes` (see fakeFetch). */
export function renderConsole(
  ui: ReactElement,
  routes: Parameters<typeof fakeFetch>[0],
  options: { language?: Language } = {},
) {
  const { fetch, calls } = fakeFetch(routes);
  const result = renderWithShell(
    <StaffApiProvider api={createStaffApi(fetch)}>{ui}</StaffApiProvider>,
    options,
  );
  return { ...result, calls };
}
