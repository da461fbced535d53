import { getVariant } from '@onboarding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { readChosenProcess } from '../../lib/wizard/chosen-process';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { testI18n } from '../../test/render';
import { LoanNotDisbursedPage, SelectBranchOrContinueOnlinePage } from './error-pages';
import { OpenAccountPage, SaveLoanProcessPage } from './info-pages';

const PROSPECT_ID = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';
const RUN_ID = '0b6f9c2e-8d41-4f7a-9a3e-2c5d7e9f1a3b';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderAt(path: string, element: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders variant={getVariant('si')} i18n={testI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

function assessment(code: 'REJECT' | 'SEND_TO_BRANCH') {
  return {
    prospectId: PROSPECT_ID,
    longProcessId: RUN_ID,
    phase: 'WAITING_PROCESS_SWITCH_SELECTION',
    outcome: code,
    reasons: code === 'REJECT' ? ['NO_AFFORDABLE_OFFER'] : ['AMOUNT_OVER_PRODUCT_MAXIMUM'],
    creditApprovalCode: code,
    wish: { amount: 40_000, tenorMonths: 96, insurance: false },
    offer: null,
    bounds: null,
    income: {
      source: 'UPLOAD',
      monthlyNetIncomeCents: 150_000,
      existingMonthlyObligationsCents: 0,
    },
  };
}

function serveLoan(code: 'REJECT' | 'SEND_TO_BRANCH', switchStatus = 200) {
  return mockApi({
    'GET /external/info/branches': { body: [] },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          processName: 'PERSONALLOAN',
          prospectId: PROSPECT_ID,
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_WAITING_SWITCH_PRODUCT',
        }),
      ),
    },
    'POST /user/getriskassessmentresult': { body: assessment(code) },
    'POST /processes/switchprocess':
      switchStatus === 200
        ? {
            body: {
              id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
              prospectId: PROSPECT_ID,
              state: 'GETTING_DOCUMENTS',
              tokenId: 'run-2',
              currentProcess: 'ACCOUNTOPENINGFROMLOAN',
              contentInfoKey: 'dossier',
              contentInfo: { startedAt: '2026-11-23T10:00:00.000Z', expectedSeconds: 60 },
              errorCode: null,
            },
          }
        : { status: switchStatus, body: errorBody('PROCESS_SWITCH_NOT_ALLOWED') },
  });
}

describe('the loan pages of CREDIT_APPROVAL (spec 1 §8, decision 147)', () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loannotdisemborsed (REJECT): an account instead switches the process and goes on', async () => {
    const api = serveLoan('REJECT');
    const { container } = renderAt(
      '/usermessages/errorpage/loannotdisemborsed',
      <LoanNotDisbursedPage />,
    );
    expect(
      await screen.findByRole('heading', { name: 'We cannot grant you the loan online' }),
    ).toBeDefined();
    expect(
      await screen.findByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeDefined();
    const button = await screen.findByRole('button', { name: 'Open a current account instead' });
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/longtimeservice'),
    );
    expect(api.calls.find((call) => call.path === '/processes/switchprocess')?.body).toEqual({
      prospectId: PROSPECT_ID,
      processName: 'ACCOUNTOPENINGFROMLOAN',
    });
    expect(readChosenProcess()).toBe('ACCOUNTOPENINGFROMLOAN');
  });

  it('loannotdisemborsed shows the branch-or-online text when a branch may grant it', async () => {
    serveLoan('SEND_TO_BRANCH');
    const { container } = renderAt(
      '/usermessages/errorpage/loannotdisemborsed',
      <LoanNotDisbursedPage />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Continue at a branch or online' }),
    ).toBeDefined();
    expect(
      await screen.findByRole('button', { name: 'Continue online with a current account' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('selectbranchorcontinueonline: continuing online is the same switch', async () => {
    const api = serveLoan('SEND_TO_BRANCH');
    const { container } = renderAt(
      '/usermessages/errorpage/selectbranchorcontinueonline',
      <SelectBranchOrContinueOnlinePage />,
    );
    const button = await screen.findByRole('button', {
      name: 'Continue online with a current account',
    });
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/longtimeservice'),
    );
    expect(api.calls.filter((call) => call.path === '/processes/switchprocess')).toHaveLength(1);
  });

  it('a refused switch is said in place, and the branch stays offered', async () => {
    serveLoan('REJECT', 409);
    renderAt('/usermessages/errorpage/loannotdisemborsed', <LoanNotDisbursedPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open a current account instead' }),
    );
    expect(
      await screen.findByText(
        'We could not switch your application to a current account just now. Please try again, or book an appointment at a branch.',
      ),
    ).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe(
      '/usermessages/errorpage/loannotdisemborsed',
    );
  });

  it('without a loan waiting for the choice, the page links home as before', async () => {
    mockApi({
      'GET /external/info/branches': { body: [] },
      'GET /onboarding/prospects/status': { body: aStatus(aProcess()) },
    });
    renderAt('/usermessages/errorpage/loannotdisemborsed', <LoanNotDisbursedPage />);
    expect(
      (await screen.findByRole('link', { name: 'Open a current account instead' })).getAttribute(
        'href',
      ),
    ).toBe('/');
  });

  it('saveloanprocess: still assessing, with a way back to the waiting screen', async () => {
    mockApi({});
    const { container } = renderAt('/usermessages/saveloanprocess', <SaveLoanProcessPage />);
    expect(
      screen.getByRole('link', { name: 'Check the assessment again' }).getAttribute('href'),
    ).toBe('/shorttimeservice');
    await expectNoAxeViolations(container);
  });

  it('openaccount: the account is being opened, and the applicant goes on', async () => {
    mockApi({});
    const { container } = renderAt('/usermessages/openaccount', <OpenAccountPage />);
    expect(
      screen.getByRole('heading', { name: 'We are opening your current account' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(container);
  });
});
