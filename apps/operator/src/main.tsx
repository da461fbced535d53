import '@onboarding/tokens/tokens.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, loadI18n } from './i18n';
import { readVariant, reloadInStoredLanguage, resolveLanguage, storeLanguage } from './language';
import { OperatorApp } from './operator-app';

async function start(): Promise<void> {
  const variant = readVariant(document);
  const language = resolveLanguage(variant, window.location);
  // A language that came with a link stays chosen, as in the applicant app.
  if (language === new URLSearchParams(window.location.search).get('language')) {
    storeLanguage(language);
  }
  const i18n = await loadI18n(language);
  document.documentElement.lang = language;
  document.title = i18n.t('operator.documentTitle');

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OperatorApp variant={variant} reload={reloadInStoredLanguage} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
