import type { TPaymentReview } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperatorApp } from '../../app/operator-app';
import { SUPERVISOR } from '../../testing/fake-fetch';
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
  payerIban: 'SI56192001234567892',
  declaredIban: 'SI56263300012039086',
};

/** The console's payment review mounted by its route (#/payments), in the console's HashRouter. */
function paymentRoutes(): Parameters<typeof renderConsole>[1] {
  let pending = [item];
  return {
    'GET payment-reviews': () => ({ status: 200, body: { items: pending } }),
    [`POST payment-reviews/${ID}/accept`]: () => {
      pending = [];
      return { status: 200, body: { ...item, outcome: 'ACCEPTED', decidedAt: item.receivedAt } };
    },
  };
}

const signedInSupervisor = {
  'GET auth/whoami': { status: 200, body: SUPERVISOR },
  'GET queue': { status: 200, body: { entries: [] } },
};

afterEach(() => {
  window.location.hash = '';
});

describe('the console’s #/payments route', () => {
  it('opened by its address, shows the supervisor the payments to check; Accept decides and reloads', async () => {
    const { container, calls } = renderConsole(
      <OperatorApp reload={vi.fn()} />,
      { ...signedInSupervisor, ...paymentRoutes() },
      { path: '/payments', hash: true, staff: null },
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Penny transfers to check' }),
    ).toBeDefined();
    const link = screen.getByRole('link', { name: 'Payments' });
    expect(link.getAttribute('aria-current')).toBe('page');
    const row = (await screen.findByRole('rowheader', { name: 'Marko Horvat' })).closest('tr');
    const cells = within(row as HTMLElement);
    // Decision 265: both accounts beside the names, the applicant linked to the case page.
    expect(cells.getByText('SI56 1920 0123 4567 892')).toBeDefined();
    expect(cells.getByText('SI56 2633 0001 2039 086')).toBeDefined();
    expect(cells.getByRole('link', { name: 'Ana Novak' }).getAttribute('href')).toBe(
      `#/cases/${item.prospectId}`,
    );
    await expectNoAxeViolations(container);

    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the payment from Marko Horvat' }),
    );
    expect(await screen.findByText('Accepted: the product of Ana Novak is active.')).toBeDefined();
    expect(await screen.findByText('No payments to check.')).toBeDefined();
    // The list is read when the screen mounts (once more when the console settles its session),
    // the decision is sent once, and the list is read again after it.
    const sent = calls
      .filter((call) => call.path.startsWith('payment-reviews'))
      .map((call) => `${call.method} ${call.path}`);
    expect(sent.filter((call) => call.startsWith('POST'))).toEqual([
      `POST payment-reviews/${ID}/accept`,
    ]);
    expect(sent.slice(-2)).toEqual([`POST payment-reviews/${ID}/accept`, 'GET payment-reviews']);
    expect(sent.slice(0, -2).every((call) => call === 'GET payment-reviews')).toBe(true);
  });

  it('is reached from the queue through the navigation, and the address follows', async () => {
    renderConsole(
      <OperatorApp reload={vi.fn()} />,
      { ...signedInSupervisor, ...paymentRoutes() },
      { hash: true, staff: null },
    );

    await userEvent.click(await screen.findByRole('link', { name: 'Payments' }));
    expect(window.location.hash).toBe('#/payments');
    expect(
      await screen.findByRole('button', { name: 'Accept the payment from Marko Horvat' }),
    ).toBeDefined();
  });
});
