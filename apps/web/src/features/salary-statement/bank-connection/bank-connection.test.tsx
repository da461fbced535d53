import type { TBankConnection, TIncomeFound } from '@onboarding/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { BankConnection, type BankReturn } from './bank-connection';

const PROSPECT_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CONNECTION_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const BASE = '/externalservices/saltedge';

const BANKS = [
  { code: 'sandbox_banka_si', name: 'Sandbox banka', countryCode: 'SI', interactive: false },
  { code: 'sandbox_banka_sms_si', name: 'Sandbox banka SMS', countryCode: 'SI', interactive: true },
  {
    code: 'sandbox_banka_pocasna_si',
    name: 'Sandbox banka – počasna',
    countryCode: 'SI',
    interactive: false,
  },
];

const ACCOUNTS = [
  { id: 'acc-current', name: 'Osebni račun', accountMasked: '•••• 5678', currencyCode: 'EUR' },
  { id: 'acc-savings', name: 'Varčevalni račun', accountMasked: '•••• 4321', currencyCode: 'EUR' },
];

const CONNECTED: TBankConnection = {
  connectionId: CONNECTION_ID,
  status: 'CONNECTED',
  accounts: ACCOUNTS,
};

const INCOME: TIncomeFound = {
  source: 'OPEN_BANKING',
  bankCode: '98',
  bankName: 'Sandbox banka SMS',
  accountMasked: '•••• 5678',
  months: [
    { month: '2026-08', salaryCents: 148_000, loanRepaymentsCents: 0 },
    { month: '2026-09', salaryCents: 151_200, loanRepaymentsCents: 0 },
    { month: '2026-10', salaryCents: 149_900, loanRepaymentsCents: 0 },
  ],
  monthlyNetIncomeCents: 149_700,
  existingMonthlyObligationsCents: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderConnection(
  handlers: Parameters<typeof mockApi>[0] = {},
  returned: BankReturn | null = null,
) {
  const api = mockApi({
    [`GET ${BASE}/check`]: { body: { available: true, provider: 'sandbox' } },
    [`GET ${BASE}/providers`]: { body: { providers: BANKS } },
    ...handlers,
  });
  const onIncomeFound = vi.fn();
  const onChooseUpload = vi.fn();
  const leaveFor = vi.fn();
  const view = renderWithProviders(
    <BankConnection
      prospectId={PROSPECT_ID}
      onIncomeFound={onIncomeFound}
      onChooseUpload={onChooseUpload}
      returned={returned}
      leaveFor={leaveFor}
    />,
    { language: 'en' },
  );
  return { ...api, ...view, onIncomeFound, onChooseUpload, leaveFor };
}

async function chooseBank(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const BANK_PAGE = 'http://localhost:3000/sandbox-bank/authorize?bank=sandbox_banka_si&state=s';
const REDIRECT: TBankConnection = {
  connectionId: CONNECTION_ID,
  status: 'REDIRECT',
  redirectUrl: BANK_PAGE,
};

describe('BankConnection', () => {
  it('lists the banks of the applicant’s country (SL) and asks for one first', async () => {
    const { calls, container } = renderConnection();
    expect(await screen.findByRole('radio', { name: 'Sandbox banka SMS' })).toBeDefined();
    const listing = calls.find((call) => call.path === `${BASE}/providers`);
    expect(listing?.query.get('countrycode')).toBe('SL');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your bank.')).toBeDefined();
  });

  it('sends the applicant to the bank’s own page: no password is asked here (decision 250)', async () => {
    const { calls, leaveFor, container } = renderConnection({
      [`POST ${BASE}/createlogin`]: { body: REDIRECT },
    });
    expect(
      await screen.findByText(
        'You log in on your bank’s own page, and your bank sends you back here. We never see your bank password.',
      ),
    ).toBeDefined();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await expectNoAxeViolations(container);
    await chooseBank('Sandbox banka');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(BANK_PAGE));
    expect(calls.find((call) => call.path === `${BASE}/createlogin`)?.body).toEqual({
      prospectId: PROSPECT_ID,
      providerCode: 'sandbox_banka_si',
      language: 'en',
    });
    expect(screen.getByText('Taking you to Sandbox banka…')).toBeDefined();
  }, 15_000);

  it('back from the bank: the connection read, accounts, the income handed up', async () => {
    const { calls, onIncomeFound, container } = renderConnection(
      {
        [`GET ${BASE}/connection`]: { body: CONNECTED },
        [`POST ${BASE}/finishselection`]: { body: { ...INCOME, bankName: 'Sandbox banka' } },
      },
      { connectionId: CONNECTION_ID },
    );
    expect(
      await screen.findByRole('heading', { name: 'Choose your salary account' }),
    ).toBeDefined();
    const read = calls.find((call) => call.path === `${BASE}/connection`);
    expect(read?.query.get('connectionId')).toBe(CONNECTION_ID);
    expect(read?.query.get('prospectId')).toBe(PROSPECT_ID);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    expect(await screen.findByText('Choose the account your salary is paid into.')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Osebni račun, •••• 5678' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    await waitFor(() => expect(onIncomeFound).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === `${BASE}/finishselection`)?.body).toEqual({
      prospectId: PROSPECT_ID,
      connectionId: CONNECTION_ID,
      accountId: 'acc-current',
    });
  }, 15_000);

  it('back from the bank with a failure: its message, focused, with start again and upload', async () => {
    const { onChooseUpload } = renderConnection({}, { error: 'BANK_DENIED' });
    const heading = await screen.findByRole('heading', {
      name: 'The login at your bank was cancelled, so we could not read your statement. Start again or upload your statements instead.',
    });
    expect(heading.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements instead' }));
    expect(onChooseUpload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Choose your bank' })).toBeDefined();
  }, 15_000);

  it('an answer not of this browser, or an unknown code: said plainly, never a crash', async () => {
    renderConnection({}, { error: 'BANK_STATE_MISMATCH' });
    expect(
      await screen.findByText(
        'We could not match your bank’s answer to this browser’s application. Please start again from this page.',
      ),
    ).toBeDefined();
  });

  it('the slow bank: a plain message and the upload alternative', async () => {
    const { onChooseUpload, container } = renderConnection({
      [`POST ${BASE}/createlogin`]: { status: 504, body: errorBody('BANK_TIMEOUT') },
    });
    await chooseBank('Sandbox banka – počasna');
    const message = await screen.findByText(
      'Your bank did not answer in time. Try again later or upload your statements instead.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements instead' }));
    expect(onChooseUpload).toHaveBeenCalledTimes(1);
    // Or start again with another bank.
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Choose your bank' })).toBeDefined();
  });

  it('a failing bank while reading the statement: the upload alternative too', async () => {
    const { onChooseUpload } = renderConnection(
      {
        [`GET ${BASE}/connection`]: { body: CONNECTED },
        [`POST ${BASE}/finishselection`]: { status: 502, body: errorBody('BANK_FAILED') },
      },
      { connectionId: CONNECTION_ID },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Osebni račun, •••• 5678' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    expect(
      await screen.findByText(
        'Your bank answered with an error, so we could not read your statement. Try again later or upload your statements instead.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements instead' }));
    expect(onChooseUpload).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('no provider configured: straight to the upload alternative', async () => {
    const { onChooseUpload, calls } = renderConnection({
      [`GET ${BASE}/check`]: { body: { available: false, provider: null } },
    });
    expect(
      await screen.findByText(
        'Connecting a bank is not possible at the moment. Please upload your statements instead.',
      ),
    ).toBeDefined();
    expect(calls.some((call) => call.path === `${BASE}/providers`)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements instead' }));
    expect(onChooseUpload).toHaveBeenCalledTimes(1);
  });
});
