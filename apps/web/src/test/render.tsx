import { getVariant, type Language } from '@onboarding/domain';
import type { Messages } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { initI18n } from '../lib/i18n/create-i18n';
import type { Variant } from '../lib/variant/read-variant';

const CATALOGUES: Record<Language, Messages> = { sl, en, sq };

export interface RenderOptions {
  readonly language?: Language;
  readonly variant?: Variant;
  readonly queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers, with the catalogue loaded synchronously. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const language = options.language ?? 'en';
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = initI18n(language, CATALOGUES[language]);
  const result = render(
    <AppProviders
      variant={options.variant ?? getVariant('si')}
      i18n={i18n}
      queryClient={queryClient}
    >
      {ui}
    </AppProviders>,
  );
  return { ...result, i18n, queryClient };
}

/** Renders the real route table at `path`, as the hash router would. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}
