import { type TOfferChoice } from '@onboarding/domain';
import { formatMoney } from '@onboarding/domain/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import {
  errorBody,
  mockApi,
  type MockAnswer,
  type RecordedCall,
} from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { renderStep } from '../../test/render-step';
import { CreditApprovalPage } from './credit-approval-page';
import { PRODUCT_ID, PROSPECT_ID, RUN_ID, SECCI_ID, aResult, anOffer } from './testing';

const RESULT = 'POST /user/getriskassessmentresult';
const QUOTE = `PATCH /onboarding/products/${PRODUCT_ID}/alternateoffer/update`;
const SECCI = `POST /onboarding/products/${PRODUCT_ID}/secci`;
const SELECT = 'POST /user/selectloan';
const STATUS = 'GET /onboarding/prospects/status';
const PAYOUT = `GET /onboarding/products/${PRODUCT_ID}/payoutaccount`;
const TYPED_IBAN = 'SI56 2633 0001 2039 086';

afterEach(() => {
  vi.unstubAllGlobals();
});

function quoteOf(call: RecordedCall): MockAnswer {
  const choice = call.body as TOfferChoice;
  const max = Math.min(30_000, (choice.insurance ? 188 : 200) * choice.tenorMonths);
  return {
    body: { offer: anOffer(choice), affordable: choice.amount <= max, maxAffordableAmount: max },
  };
}

function renderPage(
  handlers: Parameters<typeof mockApi>[0] = {},
  productState:
    'PRODUCT_RISK_UPLOADED' | 'PRODUCT_WAITING_OFFER_SELECTION' = 'PRODUCT_RISK_UPLOADED',
) {
  const api = mockApi({
    [RESULT]: { body: aResult() },
    [QUOTE]: quoteOf,
    [PAYOUT]: {
      body: { bankConnection: null, chosen: null, payoutDateIfSignedToday: '2027-01-29' },
    },
    [SECCI]: (call) => ({
      body: {
        secciId: SECCI_ID,
        sha256: 'a'.repeat(64),
        offer: anOffer(call.body as TOfferChoice),
        issuedAt: '2026-11-23T10:00:00.000Z',
      },
    }),
    [SELECT]: (call) => ({
      body: {
        productState: 'PRODUCT_OFFER_SELECTED',
        offer: anOffer((call.body as { choice: TOfferChoice }).choice),
        longProcessId: RUN_ID,
      },
    }),
    [STATUS]: {
      body: aStatus(
        aProcess({
          processName: 'PERSONALLOAN',
          prospectId: PROSPECT_ID,
          productId: PRODUCT_ID,
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_OFFER_SELECTED',
        }),
      ),
    },
    ...handlers,
  });
  const view = renderStep('/creditapproval', <CreditApprovalPage />, {
    processName: 'PERSONALLOAN',
    productState,
    productId: PRODUCT_ID,
  });
  return { ...api, ...view };
}

/** The amounts are the domain's calculation; the text is how the module writes euros in English. */
const money = (cents: number) => formatMoney(cents, 'EUR', 'en');
const amountBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount in euros' });
const amountSlider = () => screen.getByRole('slider', { name: 'Loan amount, slider' });
const tenorSlider = () => screen.getByRole('slider', { name: 'Repayment period, slider' });
const monthly = () =>
  within(screen.getByRole('region', { name: 'The figures of this loan' })).getByText(/^Monthly/)
    .nextElementSibling?.textContent;

/** The payout account typed and declared as the applicant's own (decision 233). */
async function giveTypedPayout(iban = TYPED_IBAN) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'IBAN of the account' }), iban);
  await userEvent.click(screen.getByRole('checkbox', { name: 'This account is in my name.' }));
}

async function getSecci() {
  await userEvent.click(
    screen.getByRole('button', { name: 'Get the information for this loan (PDF)' }),
  );
  return screen.findByRole('link', { name: /Open the Standard European Consumer Credit/ });
}

/** The SECCI got and read, and a typed payout account declared: all a choice needs. */
async function readyToChoose() {
  await getSecci();
  await userEvent.click(
    screen.getByRole('checkbox', {
      name: 'I have read the Standard European Consumer Credit Information.',
    }),
  );
  await giveTypedPayout();
}

describe('/creditapproval', () => {
  it('shows the offer: the monthly instalment large, the rate, APR and total, all the figures', async () => {
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Your loan offer' })).toBeDefined();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    const offer = anOffer({ amount: 8_000, tenorMonths: 60, insurance: false });
    const figures = screen.getByRole('region', { name: 'The figures of this loan' });
    expect(monthly()).toBe(money(offer.monthlyPaymentCents));
    expect(within(figures).getByText('Annual percentage rate of charge (APR)')).toBeDefined();
    expect(within(figures).getByText('Total amount payable').nextElementSibling?.textContent).toBe(
      money(offer.totalToRepayCents),
    );
    expect(within(figures).getByText('Last instalment').nextElementSibling?.textContent).toBe(
      money(offer.lastInstalmentCents),
    );
    expect(within(figures).getByText('Number of instalments').nextElementSibling?.textContent).toBe(
      '60',
    );
    expect(within(figures).getByText('Repayment period').nextElementSibling?.textContent).toBe(
      '5 years',
    );
    expect(amountSlider().getAttribute('max')).toBe('12000');
    expect(await screen.findByText('The bank has confirmed these figures.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('the figures follow the sliders in the next frame, and the server confirms them', async () => {
    const { calls } = renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    fireEvent.change(amountSlider(), { target: { value: '10000' } });
    expect(amountBox().value).toBe('10000');
    // The key's frame shows the box; the figures follow once it is painted (decision 311).
    await waitFor(() =>
      expect(monthly()).toBe(
        money(anOffer({ amount: 10_000, tenorMonths: 60, insurance: false }).monthlyPaymentCents),
      ),
    );
    fireEvent.change(tenorSlider(), { target: { value: '66' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Years' }).value).toBe('5');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Months' }).value).toBe('6');
    expect(tenorSlider().getAttribute('aria-valuetext')).toBe('5 years and 6 months');
    const expected = anOffer({ amount: 10_000, tenorMonths: 66, insurance: false });
    await waitFor(() => expect(monthly()).toBe(money(expected.monthlyPaymentCents)));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.method === 'PATCH' &&
            JSON.stringify(call.body) ===
              JSON.stringify({ amount: 10_000, tenorMonths: 66, insurance: false }),
        ),
      ).toBe(true),
    );
  });

  it('insurance adds 6 % to the instalment, explained with its amount', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    const without = anOffer({ amount: 8_000, tenorMonths: 60, insurance: false });
    const withIt = anOffer({ amount: 8_000, tenorMonths: 60, insurance: true });
    expect(
      screen.getByText(
        new RegExp(
          `adds 6 % to each instalment: ${money(withIt.insurancePremiumCents).replace('.', '\\.')} a month`,
        ),
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'With insurance' }));
    expect(
      screen.getByRole('button', { name: 'With insurance' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await screen.findByText('Monthly payment with insurance')).toBeDefined();
    expect(monthly()).toBe(money(withIt.monthlyPaymentCents));
    expect(withIt.monthlyPaymentCents).toBe(
      without.instalmentCents + Math.round(without.instalmentCents * 0.06),
    );
  });

  it('keeps to the bounds: a shorter tenor lowers the amount; too much typed is refused beside the field', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    fireEvent.change(tenorSlider(), { target: { value: '24' } });
    // €200 a month of tenor: 24 months afford €4,800.
    expect(amountBox().value).toBe('4800');
    expect(amountSlider().getAttribute('max')).toBe('4800');

    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '6000');
    expect(
      await screen.findByText('For this period we can lend you at most €4,800.'),
    ).toBeDefined();
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    // Leaving the box, it takes the largest the slider shows (decision 233).
    await userEvent.tab();
    expect(amountBox().value).toBe('4800');
    await waitFor(() => expect(amountBox().getAttribute('aria-invalid')).toBeNull());

    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '4850');
    expect(await screen.findByText('Enter the amount in steps of €100.')).toBeDefined();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '500');
    expect(await screen.findByText('The smallest amount is €1,000.')).toBeDefined();

    const months = screen.getByRole('textbox', { name: 'Months' });
    await userEvent.clear(months);
    await userEvent.type(months, '14');
    expect(
      await screen.findByText('Enter from 0 to 11 months; whole years go in the years box.'),
    ).toBeDefined();
    const years = screen.getByRole('textbox', { name: 'Years' });
    await userEvent.clear(months);
    await userEvent.clear(years);
    await userEvent.type(years, '9');
    expect(await screen.findByText('The longest period is 7 years.')).toBeDefined();
  });

  it('says plainly when the server finds the amount not affordable, and offers the largest', async () => {
    renderPage({
      [QUOTE]: (call) => {
        const choice = call.body as TOfferChoice;
        return {
          body: { offer: anOffer(choice), affordable: false, maxAffordableAmount: 7_500 },
        };
      },
    });
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    expect(
      await screen.findByText(
        'We cannot lend you this amount over this period. The most we can lend you over this period is €7,500.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Use €7,500' }));
    expect(amountBox().value).toBe('7500');
  });

  it('needs the SECCI read before the choice, then chooses and goes on to /longtimeservice', async () => {
    const { calls, container } = renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    expect(
      screen.getByText(
        'Before you choose, get and read the Standard European Consumer Credit Information for the loan shown.',
      ),
    ).toBeDefined();
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);

    const link = await getSecci();
    expect(link.getAttribute('href')).toBe(
      `/services/slo/onboarding/products/${PRODUCT_ID}/secci/${SECCI_ID}`,
    );
    expect(
      calls.find((call) => call.method === 'POST' && call.path.endsWith('/secci'))?.body,
    ).toEqual({ amount: 8_000, tenorMonths: 60, insurance: false });
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    expect(screen.getByText('Please confirm that you have read the information.')).toBeDefined();
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);
    // Decision 248: focus on the first field in error on the step, its message read with it.
    const readBox = screen.getByRole('checkbox', {
      name: 'I have read the Standard European Consumer Credit Information.',
    });
    expect(document.activeElement).toBe(readBox);
    expect(readBox.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I have read the Standard European Consumer Credit Information.',
      }),
    );
    await giveTypedPayout();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/longtimeservice'),
    );
    expect(calls.find((call) => call.path === '/user/selectloan')?.body).toEqual({
      prospectId: PROSPECT_ID,
      choice: { amount: 8_000, tenorMonths: 60, insurance: false },
      secciId: SECCI_ID,
      payoutAccount: { source: 'TYPED', iban: TYPED_IBAN, ownAccountDeclared: true },
    });
  });

  it('a changed choice makes the SECCI outdated: a new one is needed', async () => {
    const { calls } = renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await getSecci();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I have read the Standard European Consumer Credit Information.',
      }),
    );
    fireEvent.change(amountSlider(), { target: { value: '9000' } });
    expect(
      await screen.findByText(
        /You have changed the loan, so the information you received no longer/,
      ),
    ).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: /I have read the Standard/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    expect(screen.getByText(/Before you choose, get and read/)).toBeDefined();
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);
    await getSecci();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path.endsWith('/secci')).at(-1)?.body,
    ).toEqual({ amount: 9_000, tenorMonths: 60, insurance: false });
  });

  it('a choice made before the figures follow a key is of the terms in the boxes', async () => {
    const { calls } = renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await readyToChoose();
    // Typed and chosen within one frame: the check of 9000 has not rendered yet (decision 311).
    fireEvent.change(amountBox(), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    expect(screen.getByText(/Before you choose, get and read/)).toBeDefined();
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);
  });

  it.each([
    [
      422,
      'OFFER_NOT_AVAILABLE',
      'This loan is no longer available on these terms. Please check the amount and the period and try again.',
    ],
    [
      409,
      'SECCI_MISMATCH',
      'The information you read was for other terms. Please get the information for the loan shown and read it again.',
    ],
  ])('a refused choice (%i %s) is said in plain language', async (status, code, text) => {
    renderPage({ [SELECT]: { status, body: errorBody(code) } });
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await readyToChoose();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByTestId('location').textContent).toBe('/creditapproval');
    if (code === 'SECCI_MISMATCH') {
      expect(
        screen.getByRole('button', { name: 'Get the information for this loan (PDF)' }),
      ).toBeDefined();
    }
  });

  it('the bank’s alternate offer comes with a clear note', async () => {
    const alternate = { amount: 6_000, tenorMonths: 72, insurance: false };
    const { container } = renderPage(
      {
        [RESULT]: {
          body: aResult({
            outcome: 'ALTERNATE_OFFER',
            reasons: ['DSTI_OVER_CAP'],
            wish: { amount: 20_000, tenorMonths: 60, insurance: false },
            offer: anOffer(alternate),
          }),
        },
      },
      'PRODUCT_WAITING_OFFER_SELECTION',
    );
    expect(
      await screen.findByText(
        /We cannot lend you €20,000 over 5 years, but we can offer you this instead\./,
      ),
    ).toBeDefined();
    expect(amountBox().value).toBe('6000');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Years' }).value).toBe('6');
    await expectNoAxeViolations(container);
  });

  it('while the assessment runs it goes to /shorttimeservice', async () => {
    renderPage({
      [RESULT]: {
        body: aResult({ phase: 'EVALUATING_RISK', outcome: null, offer: null, bounds: null }),
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/shorttimeservice'),
    );
  });

  it('a refused loan goes to its CREDIT_APPROVAL page', async () => {
    renderPage({
      [RESULT]: {
        body: aResult({
          phase: 'WAITING_PROCESS_SWITCH_SELECTION',
          outcome: 'REJECT',
          creditApprovalCode: 'REJECT',
          offer: null,
          bounds: null,
        }),
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/loannotdisemborsed',
      ),
    );
  });

  it('a run cancelled by the bank says so and offers contact', async () => {
    const { container } = renderPage({
      [RESULT]: { body: aResult({ phase: 'CANCELLED' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your loan application has been stopped' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/usermessages/contact',
    );
    await expectNoAxeViolations(container);
  });
});

describe('/creditapproval: where the loan is paid (decision 233)', () => {
  const choose = () => userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
  async function readSecci() {
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await getSecci();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I have read the Standard European Consumer Credit Information.',
      }),
    );
  }

  it('offers the bank connection’s account, and pays into it once declared as the applicant’s own', async () => {
    const { calls, container } = renderPage({
      [PAYOUT]: {
        body: {
          bankConnection: { bankName: 'Sandbox banka', accountMasked: '•••• 3438' },
          chosen: null,
          payoutDateIfSignedToday: '2027-01-29',
        },
      },
    });
    const offered = await screen.findByRole('radio', {
      name: 'My account at Sandbox banka, •••• 3438',
    });
    expect((offered as HTMLInputElement).checked).toBe(true);
    // Paid out on 29 January if signed today; the first instalment a month later (decision 233).
    expect(
      screen.getByText(
        'We pay the loan out on the first working day after you sign the agreement: on 29 January 2027 if you sign today. The first instalment falls due one month after the payout, on 28 February 2027, and the others on the same day of each month.',
      ),
    ).toBeDefined();
    const figures = within(screen.getByRole('region', { name: 'The figures of this loan' }));
    expect(
      figures.getByText('First instalment due (if you sign today)').nextElementSibling?.textContent,
    ).toBe('28 February 2027');
    expect(screen.queryByRole('textbox', { name: 'IBAN of the account' })).toBeNull();
    await readSecci();
    await choose();
    expect(
      screen.getByText('Please confirm that the account is in your name.', { exact: false }),
    ).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check the account we pay the loan into.',
    );
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('checkbox', { name: 'This account is in my name.' }));
    await choose();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/longtimeservice'),
    );
    expect(calls.find((call) => call.path === '/user/selectloan')?.body).toMatchObject({
      payoutAccount: { source: 'BANK_CONNECTION', ownAccountDeclared: true },
    });
  });

  it('checks a typed IBAN at its field with the shared schema: checksum, then SEPA', async () => {
    const { calls } = renderPage();
    await readSecci();
    await giveTypedPayout('SI56 2633 0001 2039 087');
    await choose();
    const box = screen.getByRole('textbox', { name: 'IBAN of the account' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('This IBAN is not valid. Please check it for typing errors.'),
    ).toBeDefined();
    await userEvent.clear(box);
    await userEvent.type(box, 'TR330006100519786457841326');
    expect(
      screen.getByText('We can pay only into an account at a bank in the SEPA area.'),
    ).toBeDefined();
    expect(calls.some((call) => call.path === '/user/selectloan')).toBe(false);
  });

  it('shows the server’s refusal at the field it names', async () => {
    renderPage({
      [PAYOUT]: {
        body: {
          bankConnection: { bankName: 'Sandbox banka', accountMasked: '•••• 3438' },
          chosen: null,
          payoutDateIfSignedToday: '2027-01-29',
        },
      },
      [SELECT]: {
        status: 422,
        body: {
          ...errorBody('PAYOUT_ACCOUNT_UNAVAILABLE'),
          fieldErrors: [
            {
              field: 'payoutAccount.source',
              code: 'creditApproval.payout.errors.noBankConnection',
            },
          ],
        },
      },
    });
    await readSecci();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This account is in my name.' }));
    await choose();
    expect(
      await screen.findByText(/The account of your bank connection cannot be used\./),
    ).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/creditapproval');
  });
});

describe('/creditapproval: the sliders and their boxes agree (decision 233)', () => {
  const years = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Years' });
  const months = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Months' });

  it('a slider moved writes its value into the boxes, at every position', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    for (const tenor of [12, 13, 30, 59, 84]) {
      fireEvent.change(tenorSlider(), { target: { value: String(tenor) } });
      expect(Number(years().value) * 12 + Number(months().value)).toBe(tenor);
      expect((tenorSlider() as HTMLInputElement).value).toBe(String(tenor));
      fireEvent.change(amountSlider(), { target: { value: '2400' } });
      expect(amountBox().value).toBe((amountSlider() as HTMLInputElement).value);
    }
  });

  it('an emptied years box: the slider shows what the boxes say, and they agree once left', async () => {
    const { calls } = renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await userEvent.clear(years());
    // "" years and 0 months is 0 months: the slider stands at its shortest, one year.
    expect(tenorSlider().getAttribute('aria-valuetext')).toBe('1 year');
    await userEvent.tab();
    expect(years().value).toBe('1');
    expect(months().value).toBe('0');
    await waitFor(() => expect(screen.queryByText(/The shortest period is/)).toBeNull());

    // What the slider shows is what is chosen: nothing is refused.
    await readyToChoose();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this loan' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/user/selectloan')?.body).toMatchObject({
        choice: { amount: 2_400, tenorMonths: 12, insurance: false },
      }),
    );
  });

  it('an emptied amount box keeps the slider at the last amount and takes it back when left', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await userEvent.clear(amountBox());
    expect((amountSlider() as HTMLInputElement).value).toBe('8000');
    expect(await screen.findByText('Enter the amount in whole euros.')).toBeDefined();
    await userEvent.tab();
    expect(amountBox().value).toBe('8000');
    await waitFor(() => expect(screen.queryByText('Enter the amount in whole euros.')).toBeNull());
  });

  it('typed values move the slider; months over 11 and off-step amounts are tidied when left', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    await userEvent.clear(months());
    await userEvent.type(months(), '14');
    // 5 years and 14 months is 74 months: 6 years 2 months on the slider.
    expect((tenorSlider() as HTMLInputElement).value).toBe('74');
    await userEvent.tab();
    expect([years().value, months().value]).toEqual(['6', '2']);
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '4850');
    await userEvent.tab();
    expect(amountBox().value).toBe('4900');
    expect((amountSlider() as HTMLInputElement).value).toBe('4900');
  });

  it('insurance that lowers what can be lent lowers the amount in the box and on the slider', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount in euros' });
    fireEvent.change(tenorSlider(), { target: { value: '24' } });
    expect(amountBox().value).toBe('4800');
    await userEvent.click(screen.getByRole('button', { name: 'With insurance' }));
    // €188 a month of tenor with insurance: 24 months afford €4,512, in €100 steps €4,500.
    expect(amountBox().value).toBe('4500');
    expect((amountSlider() as HTMLInputElement).value).toBe('4500');
    expect(amountSlider().getAttribute('max')).toBe('4500');
  });
});
