import type { TBankConnection, TIncomeFound } from '@onboarding/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { BankConnection } from './bank-connection';

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

function renderConnection(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${BASE}/check`]: { body: { available: true, provider: 'sandbox' } },
    [`GET ${BASE}/providers`]: { body: { providers: BANKS } },
    ...handlers,
  });
  const onIncomeFound = vi.fn();
  const onChooseUpload = vi.fn();
  const view = renderWithProviders(
    <BankConnection
      prospectId={PROSPECT_ID}
      onIncomeFound={onIncomeFound}
      onChooseUpload={onChooseUpload}
    />,
    { language: 'en' },
  );
  return { ...api, ...view, onIncomeFound, onChooseUpload };
}

async function chooseBank(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function logIn(password = 'demo1234') {
  await userEvent.type(await screen.findByLabelText('User name'), 'demo');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
}

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

  it('the simple bank: login, accounts, the income handed up', async () => {
    const { calls, onIncomeFound, container } = renderConnection({
      [`POST ${BASE}/createlogin`]: { body: CONNECTED },
      [`POST ${BASE}/finishselection`]: { body: { ...INCOME, bankName: 'Sandbox banka' } },
    });
    await chooseBank('Sandbox banka');
    expect(await screen.findByRole('heading', { name: 'Log in to Sandbox banka' })).toBeDefined();
    expect(screen.getByText('Test bank: user name demo, password demo1234.')).toBeDefined();
    await expectNoAxeViolations(container);
    await logIn();
    expect(calls.find((call) => call.path === `${BASE}/createlogin`)?.body).toEqual({
      prospectId: PROSPECT_ID,
      providerCode: 'sandbox_banka_si',
      credentials: { login: 'demo', password: 'demo1234' },
    });

    expect(
      await screen.findByRole('heading', { name: 'Choose your salary account' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    expect(await screen.findByText('Choose the account your salary is paid into.')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Osebni račun, •••• 5678' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    await waitFor(() => expect(onIncomeFound).toHaveBeenCalledTimes(1));
    expect(onIncomeFound.mock.calls[0]?.[0]).toMatchObject({ bankName: 'Sandbox banka' });
    expect(calls.find((call) => call.path === `${BASE}/finishselection`)?.body).toEqual({
      prospectId: PROSPECT_ID,
      connectionId: CONNECTION_ID,
      accountId: 'acc-current',
    });
  }, 15_000);

  it('wrong credentials: said beside the password, the password emptied', async () => {
    renderConnection({
      [`POST ${BASE}/createlogin`]: { status: 422, body: errorBody('WRONG_CREDENTIALS') },
    });
    await chooseBank('Sandbox banka');
    await logIn('nope');
    expect(
      await screen.findByText(
        'Your bank did not accept this user name or password. Check them and try again.',
      ),
    ).toBeDefined();
    const password = screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    expect(password.value).toBe('');
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('the interactive bank: the SMS code, a wrong one beside the field, then the accounts', async () => {
    let codes = 0;
    const { calls, onIncomeFound, container } = renderConnection({
      [`POST ${BASE}/createlogin`]: {
        body: {
          connectionId: CONNECTION_ID,
          status: 'INTERACTIVE',
          interactive: { fields: ['sms'], hint: 'Sandbox: the SMS code is 123456.' },
        },
      },
      [`POST ${BASE}/interactivelogin`]: () => {
        codes += 1;
        return codes === 1
          ? { status: 400, body: errorBody('WRONG_CODE') }
          : { body: { ...CONNECTED, accounts: [ACCOUNTS[0]] } };
      },
      [`POST ${BASE}/finishselection`]: { body: INCOME },
    });
    await chooseBank('Sandbox banka SMS');
    await logIn();
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your bank' }),
    ).toBeDefined();
    expect(
      screen.getByText('Sandbox banka SMS sent you a code by SMS. Enter it to continue.'),
    ).toBeDefined();
    expect(screen.getByText('Sandbox: the SMS code is 123456.')).toBeDefined();
    await expectNoAxeViolations(container);

    const code = screen.getByLabelText('Code');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Enter the code from the SMS: four to twelve letters or digits.'),
    ).toBeDefined();
    expect(calls.some((call) => call.path === `${BASE}/interactivelogin`)).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The code is not right. Check the SMS and enter it again.'),
    ).toBeDefined();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // One account: already chosen.
    const only = await screen.findByRole('radio', { name: 'Osebni račun, •••• 5678' });
    expect((only as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Read my statement' }));
    await waitFor(() => expect(onIncomeFound).toHaveBeenCalledWith(INCOME));
  }, 15_000);

  it('the slow bank: a plain message and the upload alternative', async () => {
    const { onChooseUpload, container } = renderConnection({
      [`POST ${BASE}/createlogin`]: { status: 504, body: errorBody('BANK_TIMEOUT') },
    });
    await chooseBank('Sandbox banka – počasna');
    await logIn();
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

  it('a failing bank after the code: the upload alternative too', async () => {
    const { onChooseUpload } = renderConnection({
      [`POST ${BASE}/createlogin`]: { body: CONNECTED },
      [`POST ${BASE}/finishselection`]: { status: 502, body: errorBody('BANK_FAILED') },
    });
    await chooseBank('Sandbox banka');
    await logIn();
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
