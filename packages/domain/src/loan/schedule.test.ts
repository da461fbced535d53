import { describe, expect, it } from 'vitest';
import { bankHolidays } from '../holidays';
import { PERSONAL_LOAN_PRODUCT } from './limits';
import { buildLoanOffer } from './offer';
import {
  instalmentDueDate,
  loanPayoutDate,
  payoutFacts,
  repaymentPlan,
  repaymentPlanCells,
} from './schedule';

// 12 % a year is 1 % a month: figures a reader can check with a pencil.
const TWELVE_PERCENT = { ...PERSONAL_LOAN_PRODUCT, nominalAnnualRate: 0.12 };
const SLOVENIAN_CLOSING_DAYS = (year: number) => bankHolidays('si', year);

describe('the repayment plan (decision 233)', () => {
  it('€1,200 at 12 % over 3 months, by hand: 408.03, 408.03, and 408.02 closing it', () => {
    // Annuity 1200 × 0.01 / (1 − 1.01⁻³) = 408.0265… → 408.03.
    // 1: interest 1200.00 × 1 % = 12.00, principal 396.03, owed 803.97.
    // 2: interest 8.0397 → 8.04, principal 399.99, owed 403.98.
    // 3: interest 4.0398 → 4.04, principal the 403.98 owed, instalment 408.02.
    const plan = repaymentPlan(
      { amountCents: 120_000, tenorMonths: 3, insurancePremiumCents: 0 },
      '2027-01-15',
      TWELVE_PERCENT,
    );
    expect(plan.rows).toEqual([
      {
        number: 1,
        dueDate: '2027-02-15',
        instalmentCents: 40_803,
        interestCents: 1_200,
        principalCents: 39_603,
        premiumCents: 0,
        paymentCents: 40_803,
        balanceCents: 80_397,
      },
      {
        number: 2,
        dueDate: '2027-03-15',
        instalmentCents: 40_803,
        interestCents: 804,
        principalCents: 39_999,
        premiumCents: 0,
        paymentCents: 40_803,
        balanceCents: 40_398,
      },
      {
        number: 3,
        dueDate: '2027-04-15',
        instalmentCents: 40_802,
        interestCents: 404,
        principalCents: 40_398,
        premiumCents: 0,
        paymentCents: 40_802,
        balanceCents: 0,
      },
    ]);
    expect(plan).toMatchObject({
      payoutDate: '2027-01-15',
      firstInstalmentDate: '2027-02-15',
      lastInstalmentDate: '2027-04-15',
      totalInterestCents: 2_408,
      totalPremiumCents: 0,
      totalPaymentsCents: 122_408,
    });
  });

  it('adds the insurance premium to every payment', () => {
    // 6 % of 408.03 = 24.4818 → 24.48 a month, three times.
    const plan = repaymentPlan(
      { amountCents: 120_000, tenorMonths: 3, insurancePremiumCents: 2_448 },
      '2027-01-15',
      TWELVE_PERCENT,
    );
    expect(plan.rows.map((row) => row.paymentCents)).toEqual([43_251, 43_251, 43_250]);
    expect(plan.totalPremiumCents).toBe(7_344);
    expect(plan.totalPaymentsCents).toBe(122_408 + 7_344);
  });

  it('agrees with the offer: its instalment, last instalment, interest and total', () => {
    const offer = buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: true });
    const plan = repaymentPlan(offer, '2027-03-01');
    expect(plan.rows).toHaveLength(60);
    expect(plan.rows[0]?.instalmentCents).toBe(offer.instalmentCents);
    expect(plan.rows[59]?.instalmentCents).toBe(offer.lastInstalmentCents);
    expect(plan.rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(1_000_000);
    expect(plan.totalInterestCents).toBe(offer.totalInterestCents);
    expect(plan.totalPaymentsCents + offer.feesCents).toBe(offer.totalToRepayCents);
    expect(plan.lastInstalmentDate).toBe('2032-03-01');
  });

  it('counts every due date from the payout day, the month’s last day when it is shorter', () => {
    expect([1, 2, 3, 13].map((number) => instalmentDueDate('2027-01-31', number))).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2028-02-29',
    ]);
    expect(() => instalmentDueDate('2027-01-31', 0)).toThrow(RangeError);
  });

  it('pays out on the next working day after signing, in the bank’s time zone', () => {
    // Thursday 24 December 2026, 15:00 in Ljubljana: Christmas (Friday) and Independence Day
    // (Saturday) are work-free, then Sunday; Monday 28 December.
    expect(
      loanPayoutDate(new Date('2026-12-24T14:00:00Z'), 'Europe/Ljubljana', SLOVENIAN_CLOSING_DAYS),
    ).toBe('2026-12-28');
    // 23:30 UTC on Tuesday is already Wednesday in Ljubljana: Thursday.
    expect(
      loanPayoutDate(new Date('2027-03-02T23:30:00Z'), 'Europe/Ljubljana', SLOVENIAN_CLOSING_DAYS),
    ).toBe('2027-03-04');
  });
});

describe('the printed plan', () => {
  const format = { money: (cents: number) => (cents / 100).toFixed(2), date: (iso: string) => iso };

  it('prints one line per instalment, the insurance column only with insurance', () => {
    const without = repaymentPlan(
      { amountCents: 120_000, tenorMonths: 3, insurancePremiumCents: 0 },
      '2027-01-15',
      TWELVE_PERCENT,
    );
    const printed = repaymentPlanCells(without, format);
    expect(printed.columns.map((column) => column.id)).toEqual([
      'number',
      'dueDate',
      'payment',
      'interest',
      'principal',
      'balance',
    ]);
    expect(printed.columns.reduce((sum, column) => sum + column.width, 0)).toBeCloseTo(1, 9);
    expect(printed).toMatchObject({
      rows: [
        ['1', '2027-02-15', '408.03', '12.00', '396.03', '803.97'],
        ['2', '2027-03-15', '408.03', '8.04', '399.99', '403.98'],
        ['3', '2027-04-15', '408.02', '4.04', '403.98', '0.00'],
      ],
    });
    const insured = repaymentPlan(
      { amountCents: 120_000, tenorMonths: 3, insurancePremiumCents: 2_448 },
      '2027-01-15',
      TWELVE_PERCENT,
    );
    expect(repaymentPlanCells(insured, format).rows[0]).toEqual([
      '1',
      '2027-02-15',
      '432.51',
      '12.00',
      '396.03',
      '24.48',
      '803.97',
    ]);
  });
});

describe('the payout facts the documents print', () => {
  const plan = {
    payoutDate: '2026-12-01',
    firstInstalmentDate: '2027-01-01',
    lastInstalmentDate: '2027-03-01',
  };
  const reversed = (iso: string) => iso.split('-').reverse().join('/');

  it('when the bank connection named the paying bank, then it follows the grouped IBAN', () => {
    const facts = payoutFacts(
      { iban: 'SI56191000000123438', bankName: 'Banka Koper' },
      plan,
      reversed,
    );
    expect(facts).toEqual([
      { fact: 'account', value: 'SI56 1910 0000 0123 438' },
      { fact: 'payoutBank', value: 'Banka Koper' },
      { fact: 'payoutDate', value: '01/12/2026' },
      { fact: 'firstInstalment', value: '01/01/2027' },
      { fact: 'lastInstalment', value: '01/03/2027' },
    ]);
  });

  it('when the IBAN was typed, then no paying bank is printed', () => {
    const facts = payoutFacts({ iban: 'SI56191000000123438', bankName: null }, plan, reversed);
    expect(facts.map(({ fact }) => fact)).toEqual([
      'account',
      'payoutDate',
      'firstInstalment',
      'lastInstalment',
    ]);
  });
});
