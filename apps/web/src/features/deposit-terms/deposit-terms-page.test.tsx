import {
  DEFAULT_DEPOSIT_RATE_TABLES,
  EXAMPLE_DEPOSIT_CHOICE,
  getVariant,
  type TDepositStep,
} from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { STEP_PROSPECT_ID, renderStep } from '../../test/render-step';
import { DepositTermsPage } from './deposit-terms-page';

const STEP = `GET /onboarding/prospects/${STEP_PROSPECT_ID}/deposit`;
const CHOOSE = `PUT /onboarding/prospects/${STEP_PROSPECT_ID}/deposit`;

// Monday 2 March 2026: 91 days later is Monday 1 June (decision 232's worked example).
const OFFER: TDepositStep = {
  table: DEFAULT_DEPOSIT_RATE_TABLES.si[0],
  startDate: '2026-03-02',
  extraClosingDays: [],
  choice: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(
  handlers: Parameters<typeof mockApi>[0] = {},
  language: 'en' | 'sl' | 'sq' = 'en',
  variant = getVariant('si'),
) {
  const api = mockApi({
    [STEP]: {
      body: { ...OFFER, table: DEFAULT_DEPOSIT_RATE_TABLES[variant.id][0] } satisfies TDepositStep,
    },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          processName: 'DAYPOSIT',
          prospectId: STEP_PROSPECT_ID,
          prospectState: 'PROSPECT_INFO_UPLOADED',
          productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
        }),
      ),
    },
    ...handlers,
  });
  const view = renderStep('/deposit', <DepositTermsPage />, {
    language,
    processName: 'DAYPOSIT',
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_NEW',
    variant,
  });
  return { ...api, ...view };
}

async function fillIn(amount: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), amount);
  const terms = screen.getByRole('group', { name: 'Term' });
  await userEvent.click(within(terms).getByRole('radio', { name: '91 days' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Pay it out with the interest' }));
  await userEvent.type(screen.getByRole('textbox', { name: /IBAN/ }), 'SI56 2633 0001 2039 086');
}

describe('/deposit (decision 231)', () => {
  it('shows its heading and lead before the rates have come, as the build’s picture (decision 257)', async () => {
    renderPage({ [STEP]: () => new Promise<never>(() => undefined) });
    expect(await screen.findByRole('heading', { name: 'Your deposit', level: 1 })).toBeDefined();
    expect(screen.getByText(/^Choose how much you place/)).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Loading the deposit offer');
    expect(screen.queryByRole('group', { name: 'Term' })).toBeNull();
  });

  it('offers the terms as cards with their lowest rate and asks for a choice before a quote', async () => {
    const { container } = renderPage();
    const terms = await screen.findByRole('group', { name: 'Term' });
    expect(screen.getByRole('heading', { name: 'Your deposit', level: 1 })).toBeDefined();
    expect(
      within(terms)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['31', '91', '181', '365']);
    expect(within(terms).getByText('from 1.50% a year')).toBeDefined();
    expect(screen.getByText(/From €1,000\.00 to €100,000\.00/)).toBeDefined();
    expect(screen.getByText(/Enter an amount and choose a term/)).toBeDefined();
    expect(screen.getByText(/€100,000 per depositor per bank/)).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('shows the rate, interest, EAR and maturity as the applicant types, then moves on to the consents', async () => {
    const { calls, container } = renderPage({
      [CHOOSE]: {
        body: EXAMPLE_DEPOSIT_CHOICE,
      },
    });
    await fillIn('10000');
    const quote = screen.getByRole('complementary', { name: 'Your deposit' });
    // 10,000.00 EUR for 91 days at 1.70 %: 42.38 EUR, EAR 1.71 %, Monday 1 June 2026.
    expect(within(quote).getByText('1.70%')).toBeDefined();
    expect(within(quote).getByText('€42.38')).toBeDefined();
    expect(within(quote).getByText('1.71%')).toBeDefined();
    expect(within(quote).getByText('1 June 2026')).toBeDefined();
    expect(within(quote).getByText('€10,042.38')).toBeDefined();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/consents'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      amount: '10000',
      termDays: 91,
      atMaturity: 'PAYOUT',
      ownIban: 'SI56 2633 0001 2039 086',
    });
  });

  it('when the amount is below the minimum, then its field says so and nothing is sent', async () => {
    const { calls } = renderPage();
    await fillIn('999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This is less than the smallest deposit.')).toBeDefined();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('when the server refuses a field, then the error shows at that field', async () => {
    renderPage({
      [CHOOSE]: {
        status: 400,
        body: {
          mainError: { code: 'VALIDATION_FAILED', message: 'x' },
          fieldErrors: [{ field: 'termDays', code: 'depositTerms.errors.termNotOffered' }],
        },
      },
    });
    await fillIn('10000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose one of the terms offered.')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/deposit');
  });

  it('gives an amount to type from the variant: one the al table takes (decision 240)', async () => {
    renderPage({}, 'sq', getVariant('al'));
    expect(
      await screen.findByText(/Shkruani vetëm shifra, për shembull 500000 ose 500000,50\./),
    ).toBeDefined();
  });

  it('in Slovenian, the figures are written the Slovenian way', async () => {
    renderPage({}, 'sl');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Znesek/ }), '10000');
    await userEvent.click(screen.getByRole('radio', { name: '91 dni' }));
    const quote = screen.getByRole('complementary', { name: 'Vaš depozit' });
    expect(within(quote).getByText('42,38 €')).toBeDefined();
    expect(within(quote).getByText('1. junija 2026')).toBeDefined();
  });
});
