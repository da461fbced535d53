import {
  LONG_PROCESS_POLL_INTERVAL_MS,
  type TLongProcess,
  type TRiskAssessmentResult,
} from '@onboarding/domain';
import { pastRealTimer } from '@onboarding/web-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi, type MockAnswer } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';
import { ShortTimeServicePage } from './short-time-service-page';

const RUN_ID = '3c9d2e1f-7a6b-4c5d-8e9f-0a1b2c3d4e5f';
const RUN = `GET /processes/longprocesses/${RUN_ID}`;

function aRiskRun(overrides: Partial<TLongProcess> = {}): TLongProcess {
  return {
    id: RUN_ID,
    prospectId: STEP_PROSPECT_ID,
    state: 'EVALUATING_RISK',
    tokenId: `${RUN_ID}:1`,
    currentProcess: 'PERSONALLOAN',
    contentInfoKey: 'risk',
    contentInfo: { startedAt: new Date().toISOString(), expectedSeconds: 30 },
    errorCode: null,
    ...overrides,
  };
}

function aResult(overrides: Partial<TRiskAssessmentResult> = {}): TRiskAssessmentResult {
  return {
    prospectId: STEP_PROSPECT_ID,
    longProcessId: RUN_ID,
    phase: 'WAITING_PROCESS_SWITCH_SELECTION',
    outcome: 'REJECT',
    reasons: ['NO_AFFORDABLE_OFFER'],
    creditApprovalCode: 'REJECT',
    wish: { amount: 8000, tenorMonths: 54, insurance: false },
    offer: null,
    bounds: null,
    income: {
      source: 'UPLOAD',
      monthlyNetIncomeCents: 90_000,
      existingMonthlyObligationsCents: 0,
    },
    ...overrides,
  };
}

const loanStatus: MockAnswer = {
  body: aStatus(
    aProcess({
      processName: 'PERSONALLOAN',
      prospectId: STEP_PROSPECT_ID,
      prospectState: 'PROSPECT_VERIFIED',
      productState: 'PRODUCT_RISK_UPLOADED',
      longTimeServiceState: 'WAITING_LOAN_SELECTION',
    }),
  ),
};

function renderPage(answers: Record<string, MockAnswer | (() => MockAnswer)>) {
  const api = mockApi({ 'GET /onboarding/prospects/status': loanStatus, ...answers });
  // Polling only: jsdom's WebSocket would try to connect.
  vi.stubGlobal('WebSocket', undefined);
  return {
    ...api,
    ...renderStep('/shorttimeservice', <ShortTimeServicePage />, {
      processName: 'PERSONALLOAN',
      productState: 'PRODUCT_RISK_UPLOADED',
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/shorttimeservice', () => {
  it('waits calmly while the loan is assessed, with slides and the countdown, and is accessible', async () => {
    const { container, calls } = renderPage({
      'POST /user/checkrisk': { body: aRiskRun() },
      [RUN]: { body: aRiskRun() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are assessing your loan' }),
    ).toBeDefined();
    expect(screen.getByRole('timer').textContent).toMatch(/^0:[0-3]\d$/);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Read before you choose' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Show the time waited' }));
    expect(screen.getByText('Time waited')).toBeDefined();
    await expectNoAxeViolations(container);
    expect(calls.find((call) => call.path === '/user/checkrisk')?.body).toEqual({
      prospectId: STEP_PROSPECT_ID,
    });
    expect(calls.some((call) => call.path === '/user/getriskassessmentresult')).toBe(false);
  });

  it('follows the run and, with offers, moves on to /creditapproval', async () => {
    let polled = 0;
    renderPage({
      'POST /user/checkrisk': { body: aRiskRun() },
      [RUN]: () => {
        polled += 1;
        return {
          body: aRiskRun({ state: polled < 2 ? 'EVALUATING_RISK' : 'WAITING_LOAN_SELECTION' }),
        };
      },
      'POST /user/getriskassessmentresult': {
        body: aResult({
          phase: 'WAITING_LOAN_SELECTION',
          outcome: 'ALTERNATE_OFFER',
          reasons: ['DSTI_OVER_CAP'],
          creditApprovalCode: null,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We are assessing your loan' }),
    ).toBeDefined();
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/creditapproval');
    }, pastRealTimer(LONG_PROCESS_POLL_INTERVAL_MS));
  }, 20_000);

  it('a refusal leads to the loan-not-granted page', async () => {
    renderPage({
      'POST /user/checkrisk': { body: aRiskRun({ state: 'WAITING_PROCESS_SWITCH_SELECTION' }) },
      [RUN]: { body: aRiskRun({ state: 'WAITING_PROCESS_SWITCH_SELECTION' }) },
      'POST /user/getriskassessmentresult': { body: aResult() },
    });
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/loannotdisemborsed',
      );
    });
  });

  it('a branch case leads to the branch-or-continue-online page', async () => {
    renderPage({
      'POST /user/checkrisk': { body: aRiskRun({ state: 'WAITING_PROCESS_SWITCH_SELECTION' }) },
      [RUN]: { body: aRiskRun({ state: 'WAITING_PROCESS_SWITCH_SELECTION' }) },
      'POST /user/getriskassessmentresult': {
        body: aResult({
          outcome: 'SEND_TO_BRANCH',
          reasons: ['AMOUNT_OVER_PRODUCT_MAXIMUM'],
          creditApprovalCode: 'SEND_TO_BRANCH',
        }),
      },
    });
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/selectbranchorcontinueonline',
      );
    });
  });

  it('a failed run says so and is started again on request', async () => {
    let asked = 0;
    const { calls } = renderPage({
      'POST /user/checkrisk': () => {
        asked += 1;
        return {
          body:
            asked === 1
              ? aRiskRun({ state: 'ERROR', errorCode: 'RISK_FAILED' })
              : aRiskRun({ tokenId: `${RUN_ID}:2` }),
        };
      },
      [RUN]: { body: aRiskRun({ state: 'ERROR', errorCode: 'RISK_FAILED' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not finish the assessment' }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are assessing your loan' }),
    ).toBeDefined();
    expect(calls.filter((call) => call.path === '/user/checkrisk')).toHaveLength(2);
  });

  it('a run a supervisor cancelled says so and offers contact', async () => {
    const { container } = renderPage({
      'POST /user/checkrisk': { body: aRiskRun({ state: 'CANCELLED' }) },
      [RUN]: { body: aRiskRun({ state: 'CANCELLED' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'The assessment of your loan was stopped' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/usermessages/contact',
    );
    await expectNoAxeViolations(container);
  });

  it('right after the video, with no run yet, it waits and asks again', async () => {
    let asked = 0;
    renderPage({
      'POST /user/checkrisk': () => {
        asked += 1;
        return asked === 1 ? { status: 409, body: errorBody('NO_RISK_RUN') } : { body: aRiskRun() };
      },
      [RUN]: { body: aRiskRun() },
    });
    expect(
      await screen.findByRole('heading', { name: 'We are starting the assessment of your loan' }),
    ).toBeDefined();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We are assessing your loan' },
        pastRealTimer(LONG_PROCESS_POLL_INTERVAL_MS),
      ),
    ).toBeDefined();
  }, 20_000);
});
