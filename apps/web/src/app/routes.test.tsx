import { OPERATOR_OPENING_HOURS, toWeeklyOpeningHours } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../lib/api/testing/mock-api';
import { markSignedIn } from '../lib/api/signed-in-marker';
import { bannerStore } from '../lib/notifications/banner-store';
import { aProcess, aStatus, TEST_UID } from '../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../test/render';
import { preloadRoute } from './routes';
import { renderApp } from './testing/render-app';

describe('route table', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the light sign-up page inside the page frame', async () => {
    renderRoute('/lightsignup', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeDefined();

    const benefits = within(screen.getByRole('list', { name: 'What you get' }));
    expect(benefits.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Become a client online | Bank'));
  });

  it('paints a preloaded first page at once: frame, heading and intro, no loading indicator (decision 192)', async () => {
    // What main.tsx does before the first render, in parallel with the catalogue.
    await preloadRoute('/lightsignup');
    renderRoute('/lightsignup', { language: 'en' });
    // No findBy: the first commit already holds the page.
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'What you get' })).toBeDefined();
    expect(screen.queryByText('Loading, please wait…')).toBeNull();
  });

  it('shows the Slovenian page in Slovenian', async () => {
    renderRoute('/lightsignup/loginback', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Dobrodošli nazaj' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Banka – na spletno stran banke' })).toBeDefined();
    expect(document.title).toBe('Ponovna prijava | Banka');
  });

  it('hides header and footer on the home gate and keeps one h1', async () => {
    // The gate of a browser that had a session waits for the answer; this one never comes.
    markSignedIn();
    mockApi({ 'GET /security/action/whoami': () => new Promise(() => undefined) });
    renderRoute('/', { language: 'en' });
    expect(await screen.findAllByText('Opening your application…')).not.toHaveLength(0);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('pushes a custompageview for the route', async () => {
    window.dataLayer = [];
    renderRoute('/usermessages/saveprocess', { language: 'en' });
    await screen.findByRole('heading', { name: 'Your application is being processed' });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'custompageview',
        virtualPath: '/onboarding/usermessages/saveprocess',
        title: 'Your application is being processed',
        language: 'en',
      }),
    );
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('leads /legalInfo to /consents (spec 1 §2, decision 010), query kept, never the not-found page', async () => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
    mockApi({
      'GET /onboarding/prospects/status': {
        body: aStatus(
          aProcess({
            prospectState: 'PROSPECT_INFO_UPLOADED',
            productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
          }),
        ),
      },
      'GET /external/info/openinghours': {
        body: {
          timeZone: 'Europe/Ljubljana',
          openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
          holidays: [],
          closedStatus: false,
        },
      },
    });
    const { app } = renderApp('/legalInfo?product=CURRENTACCOUNT');
    await waitFor(() => expect(app.location()).toBe('/consents?product=CURRENTACCOUNT'));
    expect(
      await screen.findByRole('heading', { name: 'Legal questions and consents' }),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    document.cookie = 'uid=; Path=/; Max-Age=0';
    for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
  });
});
