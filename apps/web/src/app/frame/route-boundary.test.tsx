import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@onboarding/domain';
import { I18nProvider } from '@onboarding/web-shell';
import { testI18n } from '../../test/render';
import { RouteErrorBoundary } from './route-boundary';
import { lazyPage } from '../../lib/chunks/lazy-component';

function Broken(): never {
  throw new Error('render failed');
}

function Welcome() {
  return <h2>Welcome page</h2>;
}

/** An import() that fails while the connection is down and succeeds once it is back. */
function flakyImport() {
  let online = false;
  const load = vi.fn(() =>
    online
      ? Promise.resolve({ Welcome })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const goOnline = () => {
    online = true;
  };
  return { load, goOnline };
}

function renderBoundary(children: ReactNode, language: Language = 'en', reload = vi.fn()) {
  // React reports the caught error with console.error, which would fail the test (setup.ts).
  vi.mocked(console.error).mockImplementation(() => undefined);
  render(
    <I18nProvider i18n={testI18n(language)}>
      <RouteErrorBoundary resetKey="/welcome" reload={reload}>
        <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
      </RouteErrorBoundary>
    </I18nProvider>,
  );
  return { reload };
}

describe('RouteErrorBoundary', () => {
  it('shows the route error in place of a failing page and forgets it on another route', () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const i18n = testI18n('en');
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <RouteErrorBoundary resetKey="/broken">
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();

    rerender(
      <I18nProvider i18n={i18n}>
        <RouteErrorBoundary resetKey="/">
          <p>Start</p>
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('Start')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('says a page chunk did not arrive and imports it again on "Try again"', async () => {
    const { load, goOnline } = flakyImport();
    const Page = lazyPage(load, 'Welcome');
    renderBoundary(<Page />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The page did not load');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(screen.queryByText('Loading')).toBeNull();

    goOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome page' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when importing the chunk again fails too', async () => {
    const { load } = flakyImport();
    const Page = lazyPage(load, 'Welcome');
    const { reload } = renderBoundary(<Page />);

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // Still offline: the second import fails as well, and the message comes back.
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each<[Language, string, string]>([
    ['sl', 'Stran se ni naložila', 'Poskusi znova'],
    ['sq', 'Faqja nuk u ngarkua', 'Provo përsëri'],
  ])('says it in the page language (%s)', async (language, title, retry) => {
    const { load } = flakyImport();
    const Page = lazyPage(load, 'Welcome');
    renderBoundary(<Page />, language);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
    expect(screen.getByRole('button', { name: retry })).toBeDefined();
  });
});

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ Welcome }));
    const Page = lazyPage(load, 'Welcome');
    await Page.preload();
    renderBoundary(<Page />);
    // Synchronously: the first commit is the page, never the fallback.
    expect(screen.getByRole('heading', { name: 'Welcome page' })).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the chunk once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ Welcome }));
    const Page = lazyPage(load, 'Welcome');
    await Promise.all([Page.preload(), Page.preload()]);
    renderBoundary(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
