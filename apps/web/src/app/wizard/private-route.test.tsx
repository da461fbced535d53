import { toWeeklyOpeningHours, OPERATOR_OPENING_HOURS } from '@onboarding/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleApiFailure } from '../../lib/api/api';
import { ApiError } from '../../lib/api/api-error';
import { errorBody, heldAnswer, mockApi, type MockAnswer } from '../../lib/api/testing/mock-api';
import { bannerStore } from '../../lib/notifications/banner-store';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderApp } from '../testing/render-app';

function hours(closedStatus: boolean): MockAnswer {
  return {
    body: {
      timeZone: 'Europe/Ljubljana',
      openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
      holidays: [],
      closedStatus,
    },
  };
}

function api(status: MockAnswer | (() => Promise<MockAnswer>), openingHours = hours(false)) {
  return mockApi({
    'GET /onboarding/prospects/status': typeof status === 'function' ? status : status,
    'GET /external/info/openinghours': openingHours,
  });
}

// A process at the consents step, whose page needs no calls of its own: for the tests about the
// frame around a page rather than the page.
const AT_CONSENTS = aStatus(
  aProcess({
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  }),
);
const CONSENTS_TITLE = 'Legal questions and consents';

describe('private-route guard (spec 1 §4)', () => {
  // The personal-data page is the lazy chunk most tests here open first: imported once before
  // them, so no test's waiting includes the module's first transform on a loaded CI machine.
  beforeAll(() => import('../../features/personal-data/personal-data-page'));
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    window.localStorage.clear();
    for (const message of bannerStore.getMessages()) bannerStore.close(message.id);
  });

  it('renders nothing of the page until the uid and the prospect state are known', async () => {
    // Every status call waits until the test answers; all of them are answered at once, and a
    // call made after that (a refetch) is answered at once too.
    const { handler, answer } = heldAnswer();
    const calls = api(handler);
    renderApp('/personaldata');
    await waitFor(() =>
      expect(calls.calls.some((call) => call.path.endsWith('/status'))).toBe(true),
    );
    expect(calls.calls.find((call) => call.path.endsWith('/status'))?.query.get('uid')).toBe(
      TEST_UID,
    );
    expect(screen.queryByRole('heading', { name: 'Personal data' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Progress of your application' })).toBeNull();

    await act(() => {
      answer({ body: aStatus() });
      return Promise.resolve();
    });
    // The page's own chunk and its data come after the guard lets it through: a busy machine
    // takes more than findBy's default second.
    expect(
      await screen.findByRole('heading', { name: 'Personal data' }, { timeout: 10_000 }),
    ).toBeDefined();
  });

  it('waits for the first opening hours before a page up to the video call shows', async () => {
    mockApi({
      'GET /onboarding/prospects/status': { body: aStatus() },
      'GET /external/info/openinghours': () => new Promise<MockAnswer>(() => undefined),
    });
    renderApp('/personaldata');
    await screen.findByRole('navigation', { name: 'Application' });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Personal data' })).toBeNull();
  });

  it('shows the step with its progress: an ordered list, aria-current on the current step', async () => {
    api({ body: aStatus() });
    renderApp('/personaldata');
    const progress = await screen.findByRole('navigation', {
      name: 'Progress of your application',
    });
    expect(within(progress).getByText('Step 3 of 11', { exact: false })).toBeDefined();
    const items = within(progress).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('completed');
    expect(items[2]?.textContent).toContain('current step');
    expect(items[3]?.textContent).toContain('not started yet');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('gives a personal loan its own steps (salary statement, checks, loan offer)', async () => {
    // A loan's personal data leaves the product new until the salary statement (decision 147).
    api({
      body: aStatus(
        aProcess({
          processName: 'PERSONALLOAN',
          prospectState: 'PROSPECT_INFO_UPLOADED',
          productState: 'PRODUCT_NEW',
        }),
      ),
    });
    renderApp('/salarystatement');
    const progress = await screen.findByRole('navigation', {
      name: 'Progress of your application',
    });
    const names = within(progress)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toHaveLength(14);
    expect(names.some((name) => name?.includes('Salary statement'))).toBe(true);
    expect(names.some((name) => name?.includes('Loan offer'))).toBe(true);
    expect(within(progress).getByText('Step 4 of 14', { exact: false })).toBeDefined();
  });

  it('when the prospect is rejected, then every private page leads to the error page', async () => {
    api({ body: aStatus(aProcess({ prospectState: 'PROSPECT_REJECTED' })) });
    const { app } = renderApp('/personaldata');
    expect(
      await screen.findByRole('heading', { name: 'We cannot open the product for you online' }),
    ).toBeDefined();
    expect(app.location()).toBe('/usermessages/errorpage');
  });

  it('when the prospect is sent to a branch, then the branch page', async () => {
    api({ body: aStatus(aProcess({ prospectState: 'PROSPECT_REDIRECT_TO_BRANCH' })) });
    const { app } = renderApp('/videochat');
    expect(
      await screen.findByRole('heading', { name: 'Please continue at a branch' }),
    ).toBeDefined();
    expect(app.location()).toBe('/usermessages/errorpage/selectbranch');
  });

  it('when several processes run and none is chosen, then the process choice (LIMBO)', async () => {
    api({ body: aStatus(aProcess(), aProcess({ processName: 'PERSONALLOAN' })) });
    const { app } = renderApp('/personaldata');
    expect(
      await screen.findByRole('heading', { name: 'You have more than one application' }),
    ).toBeDefined();
    expect(app.location()).toBe('/usermessages/processchoice');
  });

  it('when the applicant moves backward in the sequence, then they are returned', async () => {
    mockApi({
      'GET /onboarding/prospects/status': { body: AT_CONSENTS },
      'GET /external/info/openinghours': hours(false),
      // The documents page, reached forward below, lists what the server made.
      'GET /onboarding/prospects/prospect-1/consentsdocuments': { body: { documents: [] } },
    });
    const { app } = renderApp('/consents');
    await screen.findByRole('heading', { name: CONSENTS_TITLE });
    act(() => void app.navigate('/personaldata'));
    await waitFor(() => expect(app.location()).toBe('/consents'));
    expect(screen.getByRole('heading', { name: CONSENTS_TITLE })).toBeDefined();

    // Forward is the applicant's way on.
    act(() => void app.navigate('/consents/pdf'));
    expect(await screen.findByRole('heading', { name: 'Your contract documents' })).toBeDefined();
    expect(app.location()).toBe('/consents/pdf');
  });

  it('when the call centre is closed and no choice was made, then the closed page', async () => {
    api({ body: aStatus() }, hours(true));
    const { app } = renderApp('/personaldata');
    expect(
      await screen.findByRole('heading', {
        name: 'Our video advisers are not available right now',
      }),
    ).toBeDefined();
    expect(app.location()).toBe('/usermessages/callcenterclosed');
    expect(screen.getAllByText('08:00–21:00')).toHaveLength(5);
  });

  it('when closed but the applicant chose to continue, then only the video call is closed', async () => {
    document.cookie = 'continueNoVirtualBranch=true; Path=/';
    api({ body: AT_CONSENTS }, hours(true));
    const { app } = renderApp('/consents');
    await waitFor(() => expect(app.location()).toBe('/consents'));
    expect(await screen.findByRole('heading', { name: CONSENTS_TITLE })).toBeDefined();

    act(() => void app.navigate('/videochat'));
    await waitFor(() => expect(app.location()).toBe('/usermessages/callcenterclosed'));
  });

  it('continuing from the closed page sets the cookie and returns to the home gate', async () => {
    api({ body: aStatus() }, hours(true));
    const { app } = renderApp('/usermessages/callcenterclosed');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continue without the video call for now' }),
    );
    expect(document.cookie).toContain('continueNoVirtualBranch=true');
    // The home gate resumes at the state's page, which the gate now lets through.
    await waitFor(() => expect(app.location()).toBe('/personaldata'));
  });

  it('when a visitor who never signed in opens a private page (401), then the first page, no error', async () => {
    api({ status: 401, body: errorBody('UNAUTHORIZED') });
    const { app } = renderApp('/personaldata');
    await waitFor(() => expect(app.location()).toBe('/lightsignup'));
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
    expect(bannerStore.getMessages()).toEqual([]);
    expect(screen.queryByText('User not logged in.')).toBeNull();
  });

  it('when the session of a signed-in applicant ends (401), then the sign-in form with a calm note', async () => {
    api({ body: AT_CONSENTS });
    const { app } = renderApp('/consents');
    await screen.findByRole('heading', { name: CONSENTS_TITLE });
    act(() => handleApiFailure(new ApiError({ status: 401, code: 'UNAUTHORIZED' })));
    await waitFor(() => expect(app.location()).toBe('/lightsignup/loginback'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(bannerStore.getMessages()[0]).toMatchObject({
      status: 'unknown',
      text: 'errors.sessionEnded.title',
    });
    expect(screen.getByText('Your session has ended.')).toBeDefined();
  });

  it('when a later step is opened by its address, then the applicant’s real step', async () => {
    api({ body: AT_CONSENTS });
    const { app } = renderApp('/videochat');
    expect(await screen.findByRole('heading', { name: CONSENTS_TITLE })).toBeDefined();
    expect(app.location()).toBe('/consents');
    const progress = screen.getByRole('navigation', { name: 'Progress of your application' });
    // The video call is not marked as reached, nor the steps before it as done.
    expect(within(progress).getByRole('listitem', { current: 'step' }).textContent).toContain(
      'Consents',
    );
  });

  it('when an earlier step is opened by its address, then the applicant’s real step', async () => {
    api({ body: AT_CONSENTS });
    const { app } = renderApp('/personaldata');
    expect(await screen.findByRole('heading', { name: CONSENTS_TITLE })).toBeDefined();
    expect(app.location()).toBe('/consents');
  });

  it('when the uid is not the session’s (403), then /lightsignup/loginback', async () => {
    api({ status: 403, body: errorBody('FORBIDDEN') });
    const { app } = renderApp('/personaldata');
    await waitFor(() => expect(app.location()).toBe('/lightsignup/loginback'));
  });

  it('the header offers my application, save and exit (clearing mockEnable) and exit', async () => {
    window.sessionStorage.setItem('mockEnable', 'true');
    api({ body: AT_CONSENTS });
    const { app } = renderApp('/consents');
    await screen.findByRole('heading', { name: CONSENTS_TITLE });
    const actions = screen.getByRole('navigation', { name: 'Application' });
    expect(within(actions).getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/usermessages/logout',
    );
    expect(within(actions).getByRole('link', { name: 'My application' }).getAttribute('href')).toBe(
      '/myapplication',
    );
    mockApi({ 'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') } });
    await userEvent.click(within(actions).getByRole('button', { name: 'Save and exit' }));
    expect(window.sessionStorage.getItem('mockEnable')).toBeNull();
    expect(app.location()).toBe('/usermessages/contact');
  });
});
