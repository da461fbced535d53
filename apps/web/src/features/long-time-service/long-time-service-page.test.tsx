import { LONG_PROCESS_POLL_INTERVAL_MS, type TLongProcess } from '@onboarding/domain';
import { pastRealTimer } from '@onboarding/web-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi, type MockAnswer } from '../../lib/api/testing/mock-api';
import { aStatus, aProcess } from '../../lib/wizard/testing/status-fixtures';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';
import { LongTimeServicePage } from './long-time-service-page';

const RUN_ID = '0b8f3c1e-6a2d-4e0f-9b7a-1c2d3e4f5a6b';

function aRun(overrides: Partial<TLongProcess> = {}): TLongProcess {
  return {
    id: RUN_ID,
    prospectId: STEP_PROSPECT_ID,
    state: 'GETTING_DOCUMENTS',
    tokenId: `${RUN_ID}:1`,
    currentProcess: 'CURRENTACCOUNT',
    contentInfoKey: 'dossier',
    contentInfo: { startedAt: new Date().toISOString(), expectedSeconds: 20 },
    errorCode: null,
    ...overrides,
  };
}

/** The status after the run: the product waits at /certificate. */
const statusAfterRun: MockAnswer = {
  body: aStatus(
    aProcess({
      prospectId: STEP_PROSPECT_ID,
      prospectState: 'PROSPECT_VERIFIED',
      productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      longTimeServiceState: 'END',
    }),
  ),
};

function renderPage(answers: Record<string, MockAnswer | (() => MockAnswer)>) {
  const api = mockApi({
    'GET /onboarding/prospects/status': statusAfterRun,
    ...answers,
  });
  // Polling only: jsdom's WebSocket would try to connect.
  vi.stubGlobal('WebSocket', undefined);
  return { api, ...renderStep('/longtimeservice', <LongTimeServicePage />) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LongTimeServicePage', () => {
  it('names the phase, offers slides and the countdown, and is accessible', async () => {
    const { container } = renderPage({
      'POST /processes/longprocesses': { body: aRun() },
      [`GET /processes/longprocesses/${RUN_ID}`]: { body: aRun() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are preparing your contracts' }),
    ).toBeDefined();
    expect(screen.getByRole('timer').textContent).toMatch(/^0:[012]\d$/);
    await userEvent.click(screen.getByRole('button', { name: 'Show the time waited' }));
    expect(screen.getByText('Time waited')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Read before you sign' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('with no run yet (a loan starts its own later), it waits and asks again', async () => {
    let asked = 0;
    renderPage({
      'POST /processes/longprocesses': () => {
        asked += 1;
        return asked === 1 ? { status: 404, body: errorBody('NOT_FOUND') } : { body: aRun() };
      },
      [`GET /processes/longprocesses/${RUN_ID}`]: { body: aRun() },
    });
    expect(
      await screen.findByRole('heading', { name: 'We are processing your application' }),
    ).toBeDefined();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We are preparing your contracts' },
        pastRealTimer(LONG_PROCESS_POLL_INTERVAL_MS),
      ),
    ).toBeDefined();
  });

  it('moves on to the certificate when the run ends', async () => {
    const { api } = renderPage({
      'POST /processes/longprocesses': { body: aRun({ state: 'END' }) },
    });
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/certificate');
    });
    expect(api.calls.some((call) => call.path === '/onboarding/prospects/status')).toBe(true);
  });

  it('a failed run says so and starts again on request', async () => {
    const { api } = renderPage({
      'POST /processes/longprocesses': {
        body: aRun({ state: 'ERROR', errorCode: 'DOSSIER_FAILED' }),
      },
      [`GET /processes/longprocesses/${RUN_ID}`]: {
        body: aRun({ state: 'ERROR', errorCode: 'DOSSIER_FAILED' }),
      },
      'POST /processes/createdossier': {
        body: aRun({ state: 'GETTING_DOCUMENTS', tokenId: `${RUN_ID}:2` }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not finish preparing your contracts' }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are preparing your contracts' }),
    ).toBeDefined();
    expect(api.calls.find((call) => call.path === '/processes/createdossier')?.body).toEqual({
      prospectId: STEP_PROSPECT_ID,
    });
  });

  it('a loan: saves the choice first, then prepares the credit agreement', async () => {
    renderPage({
      'POST /processes/longprocesses': {
        body: aRun({ state: 'SAVING_LOAN_CHOICE', currentProcess: 'PERSONALLOAN' }),
      },
      // The next poll hears the run's next phase.
      [`GET /processes/longprocesses/${RUN_ID}`]: {
        body: aRun({ state: 'GETTING_DOCUMENTS', currentProcess: 'PERSONALLOAN' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are saving your choice' }),
    ).toBeDefined();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We are preparing your credit agreement' },
        pastRealTimer(LONG_PROCESS_POLL_INTERVAL_MS),
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Your money' })).toBeDefined();
  });

  it('after a loan switched to an account, says so while the account run saves the switch', async () => {
    const switched = aRun({
      state: 'SAVING_PROCESS_SWITCH_CHOICE',
      currentProcess: 'ACCOUNTOPENINGFROMLOAN',
    });
    const { container } = renderPage({
      'POST /processes/longprocesses': { body: switched },
      [`GET /processes/longprocesses/${RUN_ID}`]: { body: switched },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We are switching your application to an account',
      }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('a run a supervisor cancelled says so, offers contact and no retry', async () => {
    const cancelled = aRun({ state: 'CANCELLED' });
    const { container } = renderPage({
      'POST /processes/longprocesses': { body: cancelled },
      [`GET /processes/longprocesses/${RUN_ID}`]: { body: cancelled },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'The processing of your application was stopped',
      }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/usermessages/contact',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
