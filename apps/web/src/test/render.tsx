import { getVariant, type Language } from '@onboarding/domain';
import { createTranslator, type Catalog } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import type { I18n } from '../lib/i18n/i18n-context';
import type { Variant } from '../lib/variant/read-variant';

const CATALOGUES: Record<Language, Catalog> = { sl, en, sq };

export interface RenderOptions {
  readonly language?: Language;
  readonly variant?: Variant;
  readonly queryClient?: QueryClient;
}

/** The app's translator with the catalogue loaded synchronously; a missing key fails the test. */
export function testI18n(language: Language = 'en'): I18n {
  const t = createTranslator(CATALOGUES[language], language, {
    onMissing: (key) => console.error(`Missing message "${key}" in the ${language} catalogue`),
  });
  return { language, t };
}

/**
 * Renders `ui` inside the app's providers. It also gets a QueryClientProvider, as pages do below
 * the lazily loaded server-state layer.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const i18n = testI18n(options.language);
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders variant={options.variant ?? getVariant('si')} i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, i18n, queryClient };
}

/** Renders the real route table at `path`, as the hash router would. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const i18n = testI18n(options.language);
  const result = render(
    <AppProviders variant={options.variant ?? getVariant('si')} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, i18n };
}
