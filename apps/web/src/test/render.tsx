import { getVariant, type Language } from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import type { Variant } from '@onboarding/web-shell';
import { testI18n } from '@onboarding/web-shell/testing';

/** The app's translator with the catalogue loaded synchronously (the shell's); a missing key fails the test. */
export { testI18n };

export interface RenderOptions {
  readonly language?: Language;
  readonly variant?: Variant;
  readonly queryClient?: QueryClient;
}

/**
 * Renders `ui` inside the app's providers. It also gets a QueryClientProvider, as pages do below
 * the lazily loaded server-state layer.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const variant = options.variant ?? getVariant('si');
  const i18n = testI18n(options.language, variant.id);
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders variant={variant} i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, i18n, queryClient };
}

/**
 * What a `findBy…` of a routed page's first screen waits: the route table loads lazily, and the
 * first screen may take a while on a busy machine.
 */
export const FIRST_SCREEN = { timeout: 15_000 };

/** Renders the real route table at `path`, as the hash router would. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const variant = options.variant ?? getVariant('si');
  const i18n = testI18n(options.language, variant.id);
  const result = render(
    <AppProviders variant={variant} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, i18n };
}
