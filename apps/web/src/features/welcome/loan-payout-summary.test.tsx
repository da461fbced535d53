import type { TLoanPayoutView, TWelcomeData } from '@onboarding/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';
import { WelcomePage } from './welcome-page';

const PRODUCT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const WELCOME = `GET /onboarding/products/${PRODUCT_ID}/welcome`;
const UPDATE = `PATCH /onboarding/products/${PRODUCT_ID}/welcomeupdate`;
const BRANCH = `GET /onboarding/prospects/${STEP_PROSPECT_ID}/branch`;

const PAYOUT: TLoanPayoutView = {
  currency: 'EUR',
  amountCents: 1_000_000,
  account: { source: 'BANK_CONNECTION', iban: 'SI56191000000123438', bankName: 'Sandbox banka' },
  signed: true,
  payoutDate: '2026-11-30',
  firstInstalmentDate: '2026-12-30',
  lastInstalmentDate: '2031-11-30',
  instalments: 60,
  firstPaymentCents: 19_796,
  lastPaymentCents: 19_790,
};

/** A personal loan's welcome: the server still reports the account it keeps for the loan. */
function loanWelcome(): TWelcomeData {
  return {
    prospectId: STEP_PROSPECT_ID,
    productId: PRODUCT_ID,
    state: 'ACTIVE',
    product: { process: 'PERSONALLOAN', packageName: null, fee: null, hasDebitCard: false },
    account: { iban: 'SI56263300012039086', ibanFormatted: 'SI56 2633 0001 2039 086' },
    activation: null,
    times: { accountActiveWithinHours: 24, debitCardWithinWeeks: null, activatedAt: null },
    welcomeShownAt: null,
    conversion: { productType: 'PERSONALLOAN', itemList: [] },
    loanPayout: PAYOUT,
  };
}

describe('/welcome for a personal loan (decision 233)', () => {
  it('says what is paid, into which account, when, the first instalment and the plan; no account of ours', async () => {
    mockApi({
      [WELCOME]: { body: loanWelcome() },
      [UPDATE]: { body: { welcomeShownAt: '2026-11-23T10:01:00.000Z', firstTime: true } },
      [BRANCH]: { body: { chosen: null } },
    });
    const { container } = renderStep('/welcome', <WelcomePage />, {
      language: 'en',
      processName: 'PERSONALLOAN',
      productId: PRODUCT_ID,
      productState: 'PRODUCT_ACTIVE',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to the bank' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Your loan at a glance' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'What you opened' })).toBeNull();
    expect(
      screen.getByText(
        'Your personal loan is signed. We pay it into your own account: here is when, and what comes next.',
      ),
    ).toBeDefined();
    const payout = within(screen.getByRole('region', { name: 'Your loan payout' }));
    const value = (name: string) => payout.getByText(name).nextElementSibling?.textContent;
    expect(value('We pay out')).toBe('€10,000.00');
    expect(value('Into your account')).toBe('SI56 1910 0000 0123 438 (Sandbox banka)');
    expect(value('Payout date')).toBe('30 November 2026');
    expect(value('First instalment')).toBe('€197.96 on 30 December 2026');
    expect(value('Instalments')).toBe('60 monthly instalments, the last on 30 November 2031');
    expect(
      payout.getByRole('link', { name: 'Download the repayment plan (PDF)' }).getAttribute('href'),
    ).toBe(`/services/slo/onboarding/products/${PRODUCT_ID}/repaymentplan`);

    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(
      next.getByText(
        'On 30 November 2026 we send €10,000.00 to your account SI56 1910 0000 0123 438.',
      ),
    ).toBeDefined();
    expect(
      next.getByText(
        'Your first instalment of €197.96 falls due on 30 December 2026, and the next ones on the same day of each month.',
      ),
    ).toBeDefined();
    // A loan opens no account: neither the account number nor "is open" nor "fully active".
    expect(screen.queryByText('SI56 2633 0001 2039 086')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your account number' })).toBeNull();
    expect(container.textContent).not.toMatch(/is open|fully active/);
    await expectNoAxeViolations(container);
  });
});
