import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Variant } from '../lib/variant/read-variant';
import { VariantProvider } from '../lib/variant/variant-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

export interface AppProvidersProps {
  readonly variant: Variant;
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/** Everything a page may rely on: the variant, translations and server state. */
export function AppProviders({ variant, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <VariantProvider variant={variant}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </VariantProvider>
  );
}
