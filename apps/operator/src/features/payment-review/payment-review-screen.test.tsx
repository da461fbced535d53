import type { TPaymentReview } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUPERVISOR, type fakeFetch } from '../../testing/fake-fetch';
import { renderConsole, signedOutReason } from '../../testing/render-console';
import { PaymentReviewScreen } from './payment-review-screen';

const ID = '11111111-2222-4333-8444-555555555555';
const item: TPaymentReview = {
  id: ID,
  prospectId: '22222222-3333-4444-8555-666666666666',
  payerName: 'Marko Horvat',
  applicantName: 'Ana Novak',
  amountCents: 100,
  reason: 'PAYER_NAME',
  expectedAmountCents: 100,
  currency: 'EUR',
  reference: 'SI121234567890120',
  receivedAt: '2026-11-23T10:00:00.000Z',
  outcome: 'IN_REVIEW',
  decidedAt: null,
  payerIban: 'SI56192001234567892',
  declaredIban: 'SI56263300012039086',
};

function renderScreen(routes: Parameters<typeof fakeFetch>[0]) {
  return renderConsole(<PaymentReviewScreen />, routes, { staff: SUPERVISOR });
}

describe('payment review', () => {
  it('lists payer and applicant side by side; Accept by keyboard activates and reloads the list', async () => {
    let pending = [item];
    const { container, calls } = renderScreen({
      'GET payment-reviews': () => ({ status: 200, body: { items: pending } }),
      [`POST payment-reviews/${ID}/accept`]: () => {
        pending = [];
        return { status: 200, body: { ...item, outcome: 'ACCEPTED', decidedAt: item.receivedAt } };
      },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Marko Horvat' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Ana Novak')).toBeDefined();
    expect(cells.getByText('€1.00')).toBeDefined();
    expect(cells.getByText('SI12 1234567890120')).toBeDefined();
    await expectNoAxeViolations(container);

    const accept = screen.getByRole('button', { name: 'Accept the payment from Marko Horvat' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Accepted: the product of Ana Novak is active.')).toBeDefined();
    expect(await screen.findByText('No payments to check.')).toBeDefined();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET payment-reviews',
      `POST payment-reviews/${ID}/accept`,
      'GET payment-reviews',
    ]);
  });

  it('shows why each payment waits: a day deposit’s other amount or account (decision 232)', async () => {
    const deposit: TPaymentReview = {
      ...item,
      id: '33333333-2222-4333-8444-555555555555',
      payerName: 'Ana Novak',
      amountCents: 900_000,
      expectedAmountCents: 1_000_000,
      reason: 'AMOUNT',
    };
    const foreign: TPaymentReview = {
      ...item,
      id: '44444444-2222-4333-8444-555555555555',
      payerName: 'Ana Novak Horvat',
      reason: 'PAYER_ACCOUNT',
    };
    const { container } = renderScreen({
      'GET payment-reviews': () => ({ status: 200, body: { items: [item, deposit, foreign] } }),
    });
    const nameRow = (await screen.findByRole('rowheader', { name: 'Marko Horvat' })).closest('tr');
    expect(
      within(nameRow as HTMLElement).getByText('The payer’s name differs from the applicant’s.'),
    ).toBeDefined();
    const amountRow = screen.getByRole('rowheader', { name: 'Ana Novak' }).closest('tr');
    const amountCells = within(amountRow as HTMLElement);
    expect(amountCells.getByText('€9,000.00')).toBeDefined();
    expect(amountCells.getByText('The amount differs from the €10,000.00 chosen.')).toBeDefined();
    const accountRow = screen.getByRole('rowheader', { name: 'Ana Novak Horvat' }).closest('tr');
    expect(
      within(accountRow as HTMLElement).getByText(
        'Paid from another account than the one the applicant declared.',
      ),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('says when another operator decided first, and ends the session on 401', async () => {
    const { client } = renderScreen({
      'GET payment-reviews': { status: 200, body: { items: [item] } },
      [`POST payment-reviews/${ID}/refuse`]: {
        status: 409,
        body: { mainError: { code: 'ALREADY_DECIDED', message: 'decided' }, fieldErrors: [] },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refuse the payment from Marko Horvat' }),
    );
    expect(
      await screen.findByText(
        'Someone decided this payment already; the list is up to date again.',
      ),
    ).toBeDefined();
    expect(signedOutReason(client)).toBeUndefined();
  });

  it('hands a lost session back to the console', async () => {
    const { client } = renderScreen({
      'GET payment-reviews': {
        status: 401,
        body: { mainError: { code: 'UNAUTHORIZED', message: 'x' }, fieldErrors: [] },
      },
    });
    await vi.waitFor(() => expect(signedOutReason(client)).toBe('sessionEnded'));
  });
});
