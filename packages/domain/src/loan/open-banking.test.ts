import { describe, expect, it } from 'vitest';
import { ZIncomeFound } from './api';
import {
  bankReturnParameters,
  detectIncome,
  maskAccount,
  providerCountryOf,
  ZCreateLoginRequest,
  ZInteractiveLoginRequest,
  type TProviderTransaction,
} from './open-banking';

let sequence = 0;
function tx(
  made_on: string,
  amount: number,
  description: string,
  more: Partial<TProviderTransaction> = {},
): TProviderTransaction {
  sequence += 1;
  return {
    id: `t${sequence}`,
    amount,
    currency_code: 'EUR',
    description,
    made_on,
    category: amount > 0 ? 'other_income' : 'shopping',
    ...more,
  };
}

const BASE = {
  today: '2026-11-23',
  currency: 'EUR',
  bankCode: '98',
  bankName: 'Sandbox banka',
  accountMasked: '•••• 1234',
};

/** Rent, groceries and a card payment every month: never income, never a loan. */
const everyday = ['2026-08', '2026-09', '2026-10'].flatMap((month) => [
  tx(`${month}-02`, -520, 'NAJEMNINA STANOVANJE', { category: 'rent' }),
  tx(`${month}-07`, -84.37, 'MERCATOR LJUBLJANA', { category: 'groceries' }),
  tx(`${month}-19`, -23.9, 'KARTICA SPAR', { category: 'shopping' }),
  tx(`${month}-21`, 50, 'NAKAZILO od mame', { extra: { payee: 'MARIJA NOVAK' } }),
]);

describe('detectIncome', () => {
  it('a salary that varies month to month: each month as paid, the average of the three', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        ...everyday,
        tx('2026-08-15', 1_712.4, 'PLAČA 07/2026', {
          category: 'salary',
          extra: { payee: 'ACME D.O.O.' },
        }),
        tx('2026-09-15', 1_689.1, 'PLAČA 08/2026', {
          category: 'salary',
          extra: { payee: 'ACME D.O.O.' },
        }),
        tx('2026-10-15', 1_754.85, 'PLAČA 09/2026', {
          category: 'salary',
          extra: { payee: 'ACME D.O.O.' },
        }),
        // The current month is not a full month: left out.
        tx('2026-11-15', 1_800, 'PLAČA 10/2026', { category: 'salary' }),
      ],
    });
    expect(ZIncomeFound.parse(income)).toEqual(income);
    expect(income.months).toEqual([
      { month: '2026-08', salaryCents: 171_240, loanRepaymentsCents: 0 },
      { month: '2026-09', salaryCents: 168_910, loanRepaymentsCents: 0 },
      { month: '2026-10', salaryCents: 175_485, loanRepaymentsCents: 0 },
    ]);
    // (171240 + 168910 + 175485) / 3 = 171878.33 → whole cents, rounded down.
    expect(income.monthlyNetIncomeCents).toBe(171_878);
    expect(income.existingMonthlyObligationsCents).toBe(0);
  });

  it('finds an uncategorised salary by its description when the same payer pays every month', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        ...everyday,
        tx('2026-08-10', 1_450, 'OD 07-2026 ZAVOD ZA ZDRAVSTVO'),
        tx('2026-09-10', 1_450, 'OD 08-2026 ZAVOD ZA ZDRAVSTVO'),
        tx('2026-10-10', 1_450, 'OD 09-2026 ZAVOD ZA ZDRAVSTVO'),
        // Salary-like but once, from someone else: not an income.
        tx('2026-09-25', 300, 'vračilo za plača kosila', { extra: { payee: 'JANEZ KRANJC' } }),
      ],
    });
    expect(income.months.map((month) => month.salaryCents)).toEqual([145_000, 145_000, 145_000]);
    expect(income.monthlyNetIncomeCents).toBe(145_000);
  });

  it('a bonus month: the holiday allowance and a bonus are not regular income', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        tx('2026-08-15', 1_500, 'PLAČA 07/2026', { category: 'salary' }),
        tx('2026-09-15', 1_500, 'PLAČA 08/2026', { category: 'salary' }),
        tx('2026-09-15', 1_300, 'REGRES ZA LETNI DOPUST 2026', { category: 'salary' }),
        tx('2026-10-15', 1_500, 'PLAČA 09/2026', { category: 'salary' }),
        tx('2026-10-20', 800, 'BONUS Q3', { category: 'salary' }),
      ],
    });
    expect(income.months.map((month) => month.salaryCents)).toEqual([150_000, 150_000, 150_000]);
    expect(income.monthlyNetIncomeCents).toBe(150_000);
  });

  it('a salary paid in two parts in a month counts both', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        tx('2026-08-05', 600, 'AKONTACIJA PLAČE 08/2026', { extra: { payee: 'ACME' } }),
        tx('2026-08-20', 900, 'POPLAČILO PLAČE 08/2026', { extra: { payee: 'ACME' } }),
        tx('2026-09-05', 600, 'AKONTACIJA PLAČE 09/2026', { extra: { payee: 'ACME' } }),
        tx('2026-09-20', 900, 'POPLAČILO PLAČE 09/2026', { extra: { payee: 'ACME' } }),
      ],
    });
    expect(income.months.map((month) => month.salaryCents)).toEqual([150_000, 150_000, 0]);
  });

  it('a missing month counts as nothing: the average is over three months', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        ...everyday,
        tx('2026-08-15', 1_500, 'SALARY', { category: 'wages' }),
        tx('2026-10-15', 1_500, 'SALARY', { category: 'wages' }),
      ],
    });
    expect(income.months.map((month) => month.salaryCents)).toEqual([150_000, 0, 150_000]);
    expect(income.monthlyNetIncomeCents).toBe(100_000);
  });

  it('no salary: income 0', () => {
    const income = detectIncome({ ...BASE, transactions: everyday });
    expect(income.monthlyNetIncomeCents).toBe(0);
    expect(income.months.every((month) => month.salaryCents === 0)).toBe(true);
    expect(ZIncomeFound.safeParse(income).success).toBe(true);
  });

  it('existing loan instalments, by category or by description, averaged', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        ...everyday,
        tx('2026-08-28', -215.3, 'OBROK KREDITA 123-456', { category: 'transfer' }),
        tx('2026-09-28', -215.3, 'OBROK KREDITA 123-456', { category: 'transfer' }),
        tx('2026-10-28', -215.3, 'OBROK KREDITA 123-456', { category: 'transfer' }),
        tx('2026-10-03', -180, 'SUMMIT LEASING', { category: 'transfer' }),
        tx('2026-09-03', -99, 'Mesečni obrok', { category: 'loan' }),
        // A refund from a credit company is money in, not a repayment.
        tx('2026-09-09', 40, 'KREDIT VRAČILO'),
      ],
    });
    expect(income.months.map((month) => month.loanRepaymentsCents)).toEqual([
      21_530, 31_430, 39_530,
    ]);
    expect(income.existingMonthlyObligationsCents).toBe(30_830);
  });

  it('leaves out pending and duplicated transactions and other currencies', () => {
    const income = detectIncome({
      ...BASE,
      transactions: [
        tx('2026-08-15', 1_500, 'PLAČA', { category: 'salary' }),
        tx('2026-08-15', 1_500, 'PLAČA', { category: 'salary', duplicated: true }),
        tx('2026-09-15', 1_500, 'PLAČA', { category: 'salary', status: 'pending' }),
        tx('2026-10-15', 1_500, 'SALARY', { category: 'salary', currency_code: 'USD' }),
      ],
    });
    expect(income.months.map((month) => month.salaryCents)).toEqual([150_000, 0, 0]);
  });
});

describe('helpers and schemas', () => {
  it('masks an account except its last four characters', () => {
    expect(maskAccount('SI56 9800 0000 0012 345')).toBe('•••• 2345');
    expect(maskAccount('123')).toBe('123');
  });

  it('reads the spec’s SL as Slovenia', () => {
    expect(providerCountryOf('SL')).toBe('SI');
    expect(providerCountryOf('xf')).toBe('XF');
  });

  it('refuses unknown keys and an empty password', () => {
    const prospectId = '6f1c1c1e-8a4b-4a77-9a53-1a2b3c4d5e6f';
    expect(
      ZCreateLoginRequest.safeParse({
        prospectId,
        providerCode: 'sandbox_banka_si',
        credentials: { login: 'demo', password: '' },
      }).success,
    ).toBe(false);
    expect(
      ZInteractiveLoginRequest.safeParse({
        prospectId,
        connectionId: prospectId,
        code: '123456',
        extra: 1,
      }).success,
    ).toBe(false);
  });
});

describe('bankReturnParameters (decision 250)', () => {
  it('keeps the first of a repeated parameter and drops an oversized one', () => {
    expect(
      bankReturnParameters({ state: ['first', 'second'], code: 'x'.repeat(2049), error: 'denied' }),
    ).toEqual({ state: 'first', error: 'denied' });
    expect(bankReturnParameters({ code: [] })).toEqual({});
  });
});
