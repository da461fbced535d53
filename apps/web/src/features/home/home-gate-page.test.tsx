import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { markSignedIn } from '../../lib/api/signed-in-marker';
import { bannerStore } from '../../lib/notifications/banner-store';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';

const OTHER_UID = '6543210987654321';

// A process at the consents step: a light page, so these tests are about the gate alone.
const AT_CONSENTS = aStatus(
  aProcess({
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  }),
);

function serve(status = AT_CONSENTS) {
  return mockApi({
    'GET /onboarding/prospects/status': { body: status },
    'GET /external/info/openinghours': { status: 503, body: errorBody('SERVICE_UNAVAILABLE') },
    'GET /security/action/whoami': {
      body: { uid: TEST_UID, username: 'ana@example.si', fullName: 'Ana Novak' },
    },
  });
}

describe('home gate / (spec 1 §2, §4)', () => {
  // An applicant who has signed in in this browser before: the gate asks the server.
  beforeEach(() => markSignedIn());

  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    Reflect.deleteProperty(window, 'dataLayer');
    for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
  });

  it('when signed in with one process, then the page of its state (the whoami uid)', async () => {
    // main.tsx writes the page's language into <html lang>; the client sends it with each call.
    document.documentElement.lang = 'en';
    const api = serve();
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Legal questions and consents' }),
    ).toBeDefined();
    const status = api.calls.find((call) => call.path === '/onboarding/prospects/status');
    expect(status?.query.get('uid')).toBe(TEST_UID);
    expect(status?.headers.language).toBe('en');
  });

  it('when the link carries a uid, then it is kept in the cookie and used', async () => {
    const api = serve();
    renderRoute(`/?uid=${OTHER_UID}`, { language: 'sl' });
    expect(
      await screen.findByRole('heading', { name: 'Zakonska vprašanja in privolitve' }),
    ).toBeDefined();
    expect(document.cookie).toContain(`uid=${OTHER_UID}`);
    expect(api.calls.some((call) => call.path === '/security/action/whoami')).toBe(false);
    expect(
      api.calls.find((call) => call.path === '/onboarding/prospects/status')?.query.get('uid'),
    ).toBe(OTHER_UID);
  });

  it('when the link’s uid is not a uid, then it is ignored', async () => {
    serve();
    renderRoute('/?uid=../../etc', { language: 'en' });
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    expect(document.cookie).not.toContain('uid=..');
  });

  it('when firstLogin is in the link, then a lightsignup event labelled standard', async () => {
    serve();
    renderRoute('/?firstLogin=true', { language: 'en' });
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    const events = (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'lightsignup',
    );
    expect(events).toEqual([
      expect.objectContaining({
        event: 'lightsignup',
        label: 'standard',
        virtualPath: '/onboarding/',
      }),
    ]);
  });

  it('when registration=social is in the link, then the event is labelled social', async () => {
    serve();
    renderRoute('/?registration=social', { language: 'en' });
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'lightsignup', label: 'social' }),
    );
  });

  it('when a loan waits for its documents, then the long-wait screen (starting step)', async () => {
    serve(
      aStatus(
        aProcess({
          processName: 'PERSONALLOAN',
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
        }),
      ),
    );
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'We are processing your application' }),
    ).toBeDefined();
  });

  it('when the e-mail is not confirmed yet, then the verify-mail page', async () => {
    serve(aStatus(aProcess({ prospectState: 'PROSPECT_NEW' })));
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeDefined();
  });

  it('when several processes run, then the process choice; a choice resumes that one', async () => {
    serve(
      aStatus(
        aProcess(),
        aProcess({ processName: 'PERSONALLOAN', prospectState: 'PROSPECT_CONSENTS_UPLOADED' }),
      ),
    );
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'You have more than one application' }),
    ).toBeDefined();
    const loan = screen.getByRole('button', { name: 'Continue: Personal loan' });
    expect(screen.getByText('Consent documents')).toBeDefined();
    loan.click();
    expect(await screen.findByRole('heading', { name: 'Your contract documents' })).toBeDefined();
    expect(window.sessionStorage.getItem('selectedProcess')).toBe('PERSONALLOAN');
  });

  it('when the session this browser had has ended (401), then the sign-in form', async () => {
    mockApi({ 'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') } });
    renderRoute('/', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(screen.queryByText('User not logged in.')).toBeNull();
  });

  it('when a visitor this browser never saw signed in comes, then the first page at once', async () => {
    window.localStorage.clear();
    const api = mockApi({
      'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') },
    });
    renderRoute('/', { language: 'en' });
    // No spinner and no question to the server in between (decision 216).
    expect(screen.queryByText('Opening your application…')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
    expect(screen.queryByText('User not logged in.')).toBeNull();
    expect(api.calls.some((call) => call.path === '/security/action/whoami')).toBe(false);
  });

  it('when such a visitor comes with a link’s parameters, then the gate still asks', async () => {
    window.localStorage.clear();
    const api = serve();
    renderRoute('/?registration=social', { language: 'en' });
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    expect(api.calls.some((call) => call.path === '/security/action/whoami')).toBe(true);
  });

  it('when the state has no page, then the error is logged and the applicant can retry', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    serve(aStatus(aProcess({ prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_NEW' })));
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', {
        name: 'We could not find where your application stands',
      }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('The state-to-page lookup failed: NO_MATCH'),
    );
  });

  it('when the status call fails, then the generic error page', async () => {
    mockApi({
      'GET /security/action/whoami': { body: { uid: TEST_UID, username: 'a', fullName: 'A' } },
      'GET /onboarding/prospects/status': { status: 500, body: errorBody('INTERNAL_ERROR') },
    });
    renderRoute('/', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
  });
});
