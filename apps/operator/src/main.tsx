import '@onboarding/web-shell/zod-without-eval';
import '@onboarding/tokens/tokens.css';
import '@onboarding/web-shell/base.css';
import '@onboarding/web-shell/button.css';
import {
  I18nProvider,
  VariantProvider,
  applyDisplaySettings,
  bankNamesOr,
  bankPage,
  loadI18n,
  readDisplaySettings,
  startLanguage,
} from '@onboarding/web-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { OperatorApp } from './app/operator-app';
import { StaffApiProvider } from './shared/api/staff-api-context';

async function start(): Promise<void> {
  // The applicant app's contrast and text size, if this browser chose them, apply here too.
  applyDisplaySettings(readDisplaySettings());
  const { variant, i18n } = await startLanguage(loadI18n);
  const { name } = bankNamesOr(bankPage(), i18n.t('common.bankName'));
  document.title = i18n.t('operator.documentTitle', { bank: name });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <VariantProvider variant={variant}>
        <I18nProvider i18n={i18n}>
          <StaffApiProvider>
            {/* Hash history under /operator: addresses look like /operator/#/call/<id> (261). */}
            <HashRouter>
              <OperatorApp />
            </HashRouter>
          </StaffApiProvider>
        </I18nProvider>
      </VariantProvider>
    </StrictMode>,
  );
}

void start();
