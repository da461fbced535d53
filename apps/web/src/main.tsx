import '@onboarding/tokens/tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { applyDisplaySettings, readDisplaySettings } from './lib/a11y/display-settings';
import { readStoredLanguage, storeLanguage } from './lib/i18n/language-storage';
import { loadI18n } from './lib/i18n/load-i18n';
import { readLanguageQuery, resolveLanguage } from './lib/i18n/resolve-language';
import { readVariant } from './lib/variant/read-variant';

async function start(): Promise<void> {
  // The stored contrast and text size apply before the first paint (spec 3 §2).
  applyDisplaySettings(readDisplaySettings());
  const variant = readVariant(document);
  const query = readLanguageQuery(window.location);
  const language = resolveLanguage(variant, { query, stored: readStoredLanguage() });
  // A language that came with a link stays chosen for the rest of the visit and later visits.
  if (language === query) storeLanguage(language);

  // Only the active catalogue is downloaded, before the first render.
  const i18n = await loadI18n(language);
  document.documentElement.lang = language;
  document.title = i18n.t('frame.documentTitle');

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders variant={variant} i18n={i18n}>
        {/* Hash history under /onboarding: URLs look like /onboarding/#/lightsignup (030). */}
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
