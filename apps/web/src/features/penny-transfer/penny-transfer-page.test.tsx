import type { TPennyTransfer } from '@onboarding/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPennyTransfer } from '../../components/payment-instructions/testing';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi } from '../../lib/api/testing/mock-api';
import { renderStep } from '../../test/render-step';
import { PennyTransferPage } from './penny-transfer-page';

const PRODUCT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DISPLAY = `GET /onboarding/products/${PRODUCT_ID}/pennytransfer`;

function renderPage(language: 'en' | 'sl' = 'en') {
  return renderStep('/pennytransfer', <PennyTransferPage />, {
    language,
    productId: PRODUCT_ID,
    productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/pennytransfer', () => {
  it('shows what to pay, the UPN QR and the times while it waits', async () => {
    mockApi({ [DISPLAY]: { body: aPennyTransfer() } });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Make your first payment' })).toBeDefined();
    expect(screen.getByText(/send €1\.00 from your own account/)).toBeDefined();
    expect(screen.getByText(/We are waiting for your payment\./).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.getByText('SI12 1234567890120')).toBeDefined();
    expect(screen.getByRole('img', { name: /^UPN QR code of the payment/ })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('asks again every 10 s and offers Continue when the payment is matched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: TPennyTransfer = aPennyTransfer();
    const api = mockApi({ [DISPLAY]: () => ({ body: answer }) });
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Make your first payment' });
    answer = aPennyTransfer({ state: 'PAID', paidAt: '2026-11-24T10:00:00.000Z' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined();
    expect(api.calls.filter((call) => call.path.endsWith('/pennytransfer')).length).toBe(2);
    await expectNoAxeViolations(container);
  });

  it('says a colleague checks a payer of another name, and what a refusal means', async () => {
    let answer: TPennyTransfer = aPennyTransfer({ state: 'IN_REVIEW' });
    mockApi({ [DISPLAY]: () => ({ body: answer }) });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'Your payment has arrived' })).toBeDefined();
    expect(screen.queryByText('Payment details')).toBeNull();
    first.unmount();
    answer = aPennyTransfer({ state: 'REFUSED' });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'We returned your payment' })).toBeDefined();
    expect(screen.getByText(/Please contact the bank/)).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('offers to try again when the details cannot be loaded; in Slovenian', async () => {
    mockApi({ [DISPLAY]: { status: 503, body: errorBody('SERVICE_UNAVAILABLE') } });
    renderPage('sl');
    expect(await screen.findByText('Podatkov za plačilo nismo mogli naložiti.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Poskusi znova' })).toBeDefined();
  });
});
