import type { ReactNode } from 'react';
import { I18nProvider, VariantProvider } from '@onboarding/web-shell';
import type { Variant, I18n } from '@onboarding/web-shell';

export interface AppProvidersProps {
  readonly variant: Variant;
  readonly i18n: I18n;
  readonly children: ReactNode;
}

/**
 * What the frame and every page rely on: the variant and the translator. Server state (TanStack
 * Query) is provided by the route boundary's server-state layer (app/server-state.tsx).
 */
export function AppProviders({ variant, i18n, children }: AppProvidersProps) {
  return (
    <VariantProvider variant={variant}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </VariantProvider>
  );
}
