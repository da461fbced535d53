import { getVariant, type Language } from '@onboarding/domain';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, VariantProvider } from '@onboarding/web-shell';
import { testI18n } from '../../../test/render';

/**
 * Renders a building block with the app's translator (test/render.tsx's catalogue, where a
 * missing key fails the test) as a wrapper, so `rerender` keeps it.
 */
export function renderUi(ui: ReactElement, options: { language?: Language } = {}) {
  const i18n = testI18n(options.language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VariantProvider variant={getVariant(options.language === 'sq' ? 'al' : 'si')}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </VariantProvider>
  );
  return render(ui, { wrapper });
}
