import type { TPaymentReview } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperatorApp } from '../../app/operator-app';
import { fakeFetch, SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';

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
};

/**
 * The console's payment review mounted by its route (#/payments): the screen calls the browser's
 * fetch, so the payment calls are answered by a fake fetch put in its place.
 */
function paymentCalls() {
  let pending = [item];
  const payments = fakeFetch({
    'GET payment-reviews': () => ({ status: 200, body: { items: pending } }),
    [`POST payment-reviews/${ID}/accept`]: () => {
      pending = [];
      return { status: 200, body: { ...item, outcome: 'ACCEPTED', decidedAt: item.receivedAt } };
    },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    payments.fetch(input instanceof Request ? input.url : String(input), init),
  );
  return payments.calls;
}

const signedInSupervisor = {
  'GET auth/whoami': { status: 200, body: SUPERVISOR },
  'GET queue': { status: 200, body: { entries: [] } },
};

afterEach(() => {
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('the console’s #/payments route', () => {
  it('opened by its address, shows the supervisor the payments to check; Accept decides and reloads', async () => {
    const calls = paymentCalls();
    window.location.hash = '#/payments';
    const { container } = renderConsole(<OperatorApp reload={vi.fn()} />, signedInSupervisor);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Penny transfers to check' }),
    ).toBeDefined();
    const link = screen.getByRole('link', { name: 'Payments' });
    expect(link.getAttribute('aria-current')).toBe('page');
    const row = (await screen.findByRole('rowheader', { name: 'Marko Horvat' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Ana Novak')).toBeDefined();
    await expectNoAxeViolations(container);

    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the payment from Marko Horvat' }),
    );
    expect(await screen.findByText('Accepted: the product of Ana Novak is active.')).toBeDefined();
    expect(await screen.findByText('No payments to check.')).toBeDefined();
    // The list is read when the screen mounts (once more when the console settles its session),
    // the decision is sent once, and the list is read again after it.
    const sent = calls.map((call) => `${call.method} ${call.path}`);
    expect(sent.filter((call) => call.startsWith('POST'))).toEqual([
      `POST payment-reviews/${ID}/accept`,
    ]);
    expect(sent.slice(-2)).toEqual([`POST payment-reviews/${ID}/accept`, 'GET payment-reviews']);
    expect(sent.slice(0, -2).every((call) => call === 'GET payment-reviews')).toBe(true);
  });

  it('is reached from the queue through the navigation, and the address follows', async () => {
    paymentCalls();
    renderConsole(<OperatorApp reload={vi.fn()} />, signedInSupervisor);

    await userEvent.click(await screen.findByRole('link', { name: 'Payments' }));
    expect(window.location.hash).toBe('#/payments');
    expect(
      await screen.findByRole('button', { name: 'Accept the payment from Marko Horvat' }),
    ).toBeDefined();
  });
});
