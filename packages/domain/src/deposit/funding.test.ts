import { describe, expect, it } from 'vitest';
import { depositPaymentProblem } from './funding';

const DEPOSIT = { amountMinor: 500_000, ownIban: 'SI56263300012039086' };

describe('a credit to a deposit (decision 232)', () => {
  it('when the chosen amount comes from the declared account, then it fits, however the IBAN is spaced', () => {
    expect(
      depositPaymentProblem(DEPOSIT, {
        amountCents: 500_000,
        payerIban: 'si56 2633 0001 2039 086',
      }),
    ).toBeNull();
  });

  it('when the amount differs, then AMOUNT, even from the declared account', () => {
    expect(
      depositPaymentProblem(DEPOSIT, { amountCents: 499_999, payerIban: DEPOSIT.ownIban }),
    ).toBe('AMOUNT');
  });

  it('when another account paid, or the feed names none, then PAYER_ACCOUNT', () => {
    expect(
      depositPaymentProblem(DEPOSIT, { amountCents: 500_000, payerIban: 'SI56192001234567892' }),
    ).toBe('PAYER_ACCOUNT');
    expect(depositPaymentProblem(DEPOSIT, { amountCents: 500_000, payerIban: null })).toBe(
      'PAYER_ACCOUNT',
    );
  });
});
