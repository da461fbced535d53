import type { TIncomeFound } from '@onboarding/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi, type MockAnswer } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import { renderStep, STEP_PROSPECT_ID } from '../../test/render-step';
import { SalaryStatementPage } from './salary-statement-page';
import { FOUND } from './testing';

const PRODUCT_ID = '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/*
 * The bank connection (H1) and the upload (H2) have their own tests; here they are stand-ins that
 * hand their result up through the props this page gives them.
 */
vi.mock('./bank-connection/bank-connection', () => ({
  BankConnection: (props: {
    prospectId: string;
    onIncomeFound: (income: TIncomeFound) => void;
    onChooseUpload: () => void;
    returned?: unknown;
  }) => (
    <div>
      <p>{`bank connection for ${props.prospectId}`}</p>
      <p>{`returned ${JSON.stringify(props.returned ?? null)}`}</p>
      <button type="button" onClick={() => props.onIncomeFound(FOUND)}>
        finish connection
      </button>
      <button type="button" onClick={props.onChooseUpload}>
        upload instead
      </button>
    </div>
  ),
}));

vi.mock('./statement-upload/statement-upload', () => ({
  StatementUpload: (props: {
    prospectId: string;
    onFinalized: (result: { bankCode: string }) => void;
  }) => (
    <div>
      <p>{`statement upload for ${props.prospectId}`}</p>
      <button type="button" onClick={() => props.onFinalized({ bankCode: '56' })}>
        finish upload
      </button>
    </div>
  ),
}));

const RISK = `PATCH /onboarding/products/${PRODUCT_ID}/risk`;

/** After the confirmation the loan waits at the consents (decision 147). */
const statusAfterConfirmation: MockAnswer = {
  body: aStatus(
    aProcess({
      processName: 'PERSONALLOAN',
      prospectId: STEP_PROSPECT_ID,
      productId: PRODUCT_ID,
      prospectState: 'PROSPECT_INFO_UPLOADED',
      productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    }),
  ),
};

function renderPage(risk: MockAnswer = { body: {} }, foundBefore?: TIncomeFound, search?: string) {
  const api = mockApi({
    [RISK]: risk,
    'GET /externalservices/saltedge/income': { body: foundBefore ?? null },
    'GET /onboarding/prospects/status': statusAfterConfirmation,
  });
  const view = renderStep('/salarystatement', <SalaryStatementPage />, {
    processName: 'PERSONALLOAN',
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_NEW',
    productId: PRODUCT_ID,
    ...(search === undefined ? {} : { search }),
  });
  return { ...api, ...view };
}

async function fillWish() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount (€)' }), '8000');
  await userEvent.type(screen.getByRole('textbox', { name: 'Years' }), '4');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Months' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Months' }), '6');
  await userEvent.click(screen.getByRole('radio', { name: 'Yes, with insurance' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/salarystatement', () => {
  it('offers the bank connection or the upload, and is accessible', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your income' })).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'How would you like to share your income?' }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Connect your bank' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Upload statements' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('after a reload, the income a bank connection found goes straight to the confirmation', async () => {
    const { container } = renderPage({ body: {} }, FOUND);
    const resume = await screen.findByRole('button', { name: 'Continue with these figures' });
    expect(
      screen.getByRole('heading', { name: 'Continue with the income found at Sandbox Bank' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(resume);
    expect(
      screen.getByRole('heading', { name: 'Confirm your income and your loan' }),
    ).toBeDefined();
    expect(screen.getByText('What we found at Sandbox Bank')).toBeDefined();
  });

  it('with uploads: errors next to the fields, then the confirmation and on to the consents', async () => {
    const { calls, container } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements' }));
    expect(screen.getByText(`statement upload for ${STEP_PROSPECT_ID}`)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'finish upload' }));

    const heading = screen.getByRole('heading', { name: 'Confirm your income and your loan' });
    expect(document.activeElement).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    expect(await screen.findByText('Enter your monthly net income.')).toBeDefined();
    const income = screen.getByRole('textbox', { name: 'Monthly net income (€)' });
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(income.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Enter the amount you wish to borrow.')).toBeDefined();
    expect(screen.getByText('Choose whether you want the insurance.')).toBeDefined();
    await expectNoAxeViolations(container);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.type(income, '1850,50');
    await userEvent.clear(screen.getByRole('textbox', { name: /existing loans/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /existing loans/ }), '120');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (€)' }), '8050');
    await userEvent.tab();
    expect(screen.getByText('Enter the amount in steps of 100.')).toBeDefined();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount (€)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Years' }), '4');
    await fillWishAmountAndRest();
    // 8 000 € over 54 months at 6.99 %: 173.09 € + 6 % insurance (domain buildLoanOffer).
    expect(screen.getByText('€183.49 a month')).toBeDefined();
    expect(screen.getByText('including €10.39 insurance')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/consents');
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.query.get('bank')).toBe('56');
    expect(patch?.body).toEqual({
      source: 'UPLOAD',
      monthlyNetIncomeCents: 185_050,
      existingMonthlyObligationsCents: 12_000,
      dependants: 0,
      wish: { amount: 8000, tenorMonths: 54, insurance: true },
    });
  }, 15_000);

  it('with a bank connection: shows what was found and adds the repayments declared', async () => {
    const { calls, container } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Connect your bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'finish connection' }));

    expect(screen.getByRole('heading', { name: 'What we found at Sandbox Bank' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Salary and loan repayments per month' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.textContent).toMatch(/August 2026/);
    expect(screen.queryByRole('textbox', { name: 'Monthly net income (€)' })).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: /did not see/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /did not see/ }), '50');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Family members you support' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Family members you support' }), '1');
    await fillWish();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/consents');
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.query.get('bank')).toBe('02');
    expect(patch?.body).toEqual({
      source: 'OPEN_BANKING',
      existingMonthlyObligationsCents: 17_000,
      dependants: 1,
      wish: { amount: 8000, tenorMonths: 54, insurance: true },
    });
  }, 15_000);

  it('the amount and period sliders move the fields', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements' }));
    await userEvent.click(screen.getByRole('button', { name: 'finish upload' }));
    // jsdom does not move a range input by keys; the browser does, with the same change event.
    fireEvent.change(screen.getByRole('slider', { name: 'Amount' }), { target: { value: '1200' } });
    expect(screen.getByRole('textbox', { name: 'Amount (€)' })).toHaveProperty('value', '1200');
    const tenor = screen.getByRole('slider', { name: 'Repayment period' });
    fireEvent.change(tenor, { target: { value: '84' } });
    expect(screen.getByRole('textbox', { name: 'Years' })).toHaveProperty('value', '7');
    expect(screen.getByRole('textbox', { name: 'Months' })).toHaveProperty('value', '0');
    expect(tenor.getAttribute('aria-valuetext')).toBe('7 yr 0 mo');
  });

  it('a statement the server no longer has: says so and offers to share the income again', async () => {
    renderPage({ status: 409, body: errorBody('STATEMENT_NOT_FINALIZED') });
    await userEvent.click(screen.getByRole('button', { name: 'Upload statements' }));
    await userEvent.click(screen.getByRole('button', { name: 'finish upload' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Monthly net income (€)' }), '1850');
    await fillWish();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(
      await screen.findByText('We no longer have your statement. Please share your income again.'),
    ).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/salarystatement');
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(screen.getByRole('button', { name: 'Connect your bank' })).toBeDefined();
  });

  it('the bank connection can hand over to the upload', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Connect your bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'upload instead' }));
    expect(screen.getByText(`statement upload for ${STEP_PROSPECT_ID}`)).toBeDefined();
  });

  it('back from the bank (decision 250): opens at the bank connection with its answer, then forgets it', async () => {
    renderPage({ body: {} }, undefined, '?bankError=BANK_DENIED');
    expect(await screen.findByText('returned {"error":"BANK_DENIED"}')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Connect your bank' })).toBeDefined();
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/salarystatement');
    });
  });

  it('back from the bank with the connection made: handed to the bank connection', async () => {
    renderPage({ body: {} }, undefined, `?bankConnection=${STEP_PROSPECT_ID}`);
    expect(
      await screen.findByText(`returned {"connectionId":"${STEP_PROSPECT_ID}"}`),
    ).toBeDefined();
  });
});

async function fillWishAmountAndRest() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount (€)' }), '8000');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Months' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Months' }), '6');
  await userEvent.click(screen.getByRole('radio', { name: 'Yes, with insurance' }));
}
