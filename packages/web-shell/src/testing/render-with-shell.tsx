import { getVariant, type Language } from '@onboarding/domain';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-context';
import type { Variant } from '../variant/read-variant';
import { VariantProvider } from '../variant/variant-context';
import { testI18n } from './test-i18n';

export interface ShellRenderOptions {
  readonly language?: Language;
  readonly variant?: Variant;
}

/** Renders `ui` inside the shell's providers (variant and translator) as a wrapper, so `rerender` keeps them. */
export function renderWithShell(ui: ReactElement, options: ShellRenderOptions = {}) {
  const language = options.language ?? 'en';
  const i18n = testI18n(language);
  const variant = options.variant ?? getVariant(language === 'sq' ? 'al' : 'si');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VariantProvider variant={variant}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </VariantProvider>
  );
  return { ...render(ui, { wrapper }), i18n };
}
