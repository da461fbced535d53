import { getVariant } from '@onboarding/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../lib/api/testing/mock-api';
import { bannerStore } from '../lib/notifications/banner-store';
import { testI18n } from '../test/render';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// The shell as main.tsx mounts it: the route table under the hash router.
function renderShell(hash: string) {
  window.location.hash = hash;
  return render(
    <AppProviders variant={getVariant('si')} i18n={testI18n('en')}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>,
  );
}

describe('app shell under the hash router', () => {
  afterEach(() => {
    window.location.hash = '';
    vi.unstubAllGlobals();
    for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('routes by the hash; the home gate sends a visitor without a session to /lightsignup', async () => {
    mockApi({ 'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') } });
    renderShell('#/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    const home = screen.getByRole('link', { name: 'Back to the start page' });
    expect(home.getAttribute('href')).toBe('#/');

    await userEvent.click(home);
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
    expect(window.location.hash).toBe('#/lightsignup');
    // A visitor who never signed in just sees the first page: nobody logged them out (decision 208).
    expect(screen.queryByText('User not logged in.')).toBeNull();
  });

  it('the skip link keeps href="#main" but focuses <main> without changing the route', async () => {
    // jsdom has no scrollIntoView; the skip link calls it after moving focus.
    Element.prototype.scrollIntoView = vi.fn();
    renderShell('#/lightsignup');
    await screen.findByRole('heading', { name: 'Open your account online' });

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');

    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('#/lightsignup');
    expect(screen.getByRole('heading', { name: 'Open your account online' })).toBeDefined();
  });
});
