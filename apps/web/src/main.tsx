import '@onboarding/tokens/tokens.css';
import '@onboarding/web-shell/base.css';
import './app/global.css';
import { applyDisplaySettings, readDisplaySettings, startLanguage } from '@onboarding/web-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

async function start(): Promise<void> {
  // The stored contrast and text size apply before the first paint (spec 3 §2).
  applyDisplaySettings(readDisplaySettings());
  // Variant and language (decision 032); only the active catalogue is downloaded, before the first render.
  const { variant, i18n } = await startLanguage();
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
