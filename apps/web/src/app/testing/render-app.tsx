import { getVariant, type Language } from '@onboarding/domain';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { testI18n } from '../../test/render';
import { AppProviders } from '../providers';
import { AppRoutes } from '../routes';

export interface AppHandle {
  /** The router's current path and query, as the applicant would see it in the hash. */
  readonly location: () => string;
  /** Moves like a click on a link or the browser's address bar would. */
  readonly navigate: (to: string) => void;
}

/** The whole app (frame, route table, guard) at `path`, with a handle on the router. */
export function renderApp(path: string, language: Language = 'en') {
  let current = path;
  let navigateTo: NavigateFunction = () => undefined;
  function Probe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    navigateTo = useNavigate();
    return null;
  }
  const result = render(
    <AppProviders variant={getVariant('si')} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  const handle: AppHandle = {
    location: () => current,
    navigate: (to) => void navigateTo(to),
  };
  return { ...result, app: handle };
}
