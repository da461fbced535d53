import '@onboarding/web-shell/zod-without-eval';
import '@onboarding/tokens/tokens.css';
import '@onboarding/web-shell/base.css';
import './app/global.css';
import {
  applyDisplaySettings,
  bankNamesOr,
  bankPage,
  loadCoreI18n,
  readDisplaySettings,
  startLanguage,
} from '@onboarding/web-shell';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/routes';
import { handOverPrerenderedPage } from './lib/prerendered/hand-over';

/** The route in the hash (#/lightsignup?product=… → /lightsignup), as HashRouter reads it. */
function hashPath(): string {
  const path = window.location.hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

async function start(): Promise<void> {
  // The stored contrast and text size apply before the first paint (spec 3 §2).
  applyDisplaySettings(readDisplaySettings());
  // A private first page waits for the applicant's status and the opening hours: they are asked
  // now, with the page's code and texts, not after them (decision 219; index.html preloads this).
  void import('./lib/wizard/api/early-requests').then((early) => early.askForFirstPage(hashPath()));
  // Variant and language (decision 032): only the active language's core texts are downloaded, in
  // parallel with the first page's code and its own texts (decision 217), and all are here before
  // the first render, so the first paint is the page itself, not a loading indicator (192).
  const [{ variant, i18n }] = await Promise.all([
    startLanguage(loadCoreI18n),
    preloadRoute(hashPath()),
  ]);
  const { name } = bankNamesOr(bankPage(), i18n.t('common.bankName'));
  document.title = i18n.t('frame.documentTitle', { bank: name });

  // The code is loaded by index.html's script (decision 221) and may run before the body is read.
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <AppProviders variant={variant} i18n={i18n}>
        {/* Hash history under /onboarding: URLs look like /onboarding/#/lightsignup (030). */}
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>
  );
  const root = createRoot(container);
  // A page index.html painted stays until the app's own render of it is ready; meanwhile that
  // render may take turns with the browser, in slices, as a transition (decision 224).
  if (handOverPrerenderedPage(container)) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
