import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortisationSchedule,
  exactMonthlyAnnuity,
  instalmentWithInsuranceCents,
  insurancePremiumCents,
  monthlyInstalmentCents,
} from './annuity';

/**
 * Published calculators' own examples (decision 145 lists them). Each: where it is published, its
 * inputs and the figure it prints. Our instalment, rounded to the cent, must equal theirs.
 */
const PUBLISHED_ANNUITIES = [
  {
    source: 'Microsoft Excel PMT, support.microsoft.com/en-US/excel/functions/pmt-function',
    principalCents: 1_000_000,
    nominalAnnualRate: 0.08,
    months: 10,
    published: 1037.03,
  },
  {
    source: 'NumPy pmt, docs.scipy.org/doc/numpy-1.3.x/reference/generated/numpy.pmt.html',
    principalCents: 20_000_000,
    nominalAnnualRate: 0.075,
    months: 180,
    published: 1854.0247200054619,
  },
  {
    source: 'Claris FileMaker PMT, help.claris.com/en/pro-help/content/pmt.html',
    principalCents: 2_100_000,
    nominalAnnualRate: 0.069,
    months: 48,
    published: 501.9,
  },
  {
    source:
      'Adobe FormCalc Pmt, help.adobe.com/ja_JP/livecycle/10.0/DesignerFormCalcRef/WS92d06802c76abadb-32254d55129f5ee7c98-7fb0.html',
    principalCents: 15_000_000,
    nominalAnnualRate: 0.0475,
    months: 300,
    published: 855.17604207164,
  },
  {
    source:
      'Intesa Sanpaolo Bank informativni izračun, www.intesasanpaolobank.si/stanovanjski_kredit (fixed 2.75 %, 15 years)',
    principalCents: 4_000_000,
    nominalAnnualRate: 0.0275,
    months: 180,
    published: 271.45,
  },
] as const;

describe('monthly annuity against published calculators', () => {
  it.each(PUBLISHED_ANNUITIES)('$source', (example) => {
    const terms = {
      principalCents: example.principalCents,
      nominalAnnualRate: example.nominalAnnualRate,
      months: example.months,
    };
    expect(monthlyInstalmentCents(terms)).toBe(Math.round(example.published * 100));
  });

  it('matches the unrounded figures NumPy and FormCalc print to their last digits', () => {
    expect(exactMonthlyAnnuity(200_000, 0.075, 180)).toBeCloseTo(1854.0247200054619, 8);
    expect(exactMonthlyAnnuity(150_000, 0.0475, 300)).toBeCloseTo(855.17604207164, 8);
  });
});

describe('amortisationSchedule', () => {
  it('a rate of 0 splits the principal evenly, the last instalment taking the odd cent', () => {
    const schedule = amortisationSchedule({
      principalCents: 100_000,
      nominalAnnualRate: 0,
      months: 3,
    });
    expect(schedule.rows.map((row) => row.instalmentCents)).toEqual([33_333, 33_333, 33_334]);
    expect(schedule.totalInterestCents).toBe(0);
    expect(schedule.totalToRepayCents).toBe(100_000);
  });

  it('splits each instalment into interest on the balance and principal, ending at zero', () => {
    const schedule = amortisationSchedule({
      principalCents: 1_000_000,
      nominalAnnualRate: 0.08,
      months: 10,
    });
    const [first] = schedule.rows;
    // 10,000.00 × 8 %/12 = 66.666… → 66.67 interest; 1,037.03 − 66.67 = 970.36 principal.
    expect(first).toEqual({
      month: 1,
      instalmentCents: 103_703,
      interestCents: 6_667,
      principalCents: 97_036,
      balanceCents: 902_964,
    });
    expect(schedule.rows.at(-1)?.balanceCents).toBe(0);
    expect(schedule.rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(1_000_000);
    expect(schedule.totalToRepayCents).toBe(
      schedule.rows.reduce((sum, row) => sum + row.instalmentCents, 0),
    );
    expect(schedule.totalInterestCents).toBe(schedule.totalToRepayCents - 1_000_000);
  });

  it('lets the last instalment absorb the rounding of the others', () => {
    const schedule = amortisationSchedule({
      principalCents: 4_000_000,
      nominalAnnualRate: 0.0275,
      months: 180,
    });
    expect(schedule.instalmentCents).toBe(27_145);
    expect(schedule.rows.slice(0, -1).every((row) => row.instalmentCents === 27_145)).toBe(true);
    expect(schedule.lastInstalmentCents).toBe(27_109);
  });

  it.each([
    { principalCents: 0, nominalAnnualRate: 0.05, months: 12 },
    { principalCents: -100, nominalAnnualRate: 0.05, months: 12 },
    { principalCents: 10.5, nominalAnnualRate: 0.05, months: 12 },
    { principalCents: 100_000, nominalAnnualRate: -0.01, months: 12 },
    { principalCents: 100_000, nominalAnnualRate: Number.NaN, months: 12 },
    { principalCents: 100_000, nominalAnnualRate: 0.05, months: 0 },
    { principalCents: 100_000, nominalAnnualRate: 0.05, months: 12.5 },
  ])('refuses impossible terms %o', (terms) => {
    expect(() => amortisationSchedule(terms)).toThrow(RangeError);
  });
});

describe('insurance (spec 1 §9: +6 % of the instalment)', () => {
  it('adds 6 % of the instalment, rounded half up to a cent', () => {
    // 197.96 × 6 % = 11.8776 → 11.88
    expect(insurancePremiumCents(19_796)).toBe(1_188);
    // 100.25 × 6 % = 6.015 → 6.02 (half up, not to even)
    expect(insurancePremiumCents(10_025)).toBe(602);
    expect(instalmentWithInsuranceCents(19_796, true)).toBe(20_984);
    expect(instalmentWithInsuranceCents(19_796, false)).toBe(19_796);
  });

  it('refuses a negative or fractional instalment', () => {
    expect(() => insurancePremiumCents(-1)).toThrow(RangeError);
    expect(() => insurancePremiumCents(1.5)).toThrow(RangeError);
  });
});

const arbitraryTerms = fc.record({
  principalCents: fc.integer({ min: 1, max: 100_000_000 }),
  nominalAnnualRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
  months: fc.integer({ min: 1, max: 360 }),
});

describe('properties', () => {
  it('the schedule repays exactly the principal and ends with nothing owed', () => {
    fc.assert(
      fc.property(arbitraryTerms, (terms) => {
        const schedule = amortisationSchedule(terms);
        const repaid = schedule.rows.reduce((sum, row) => sum + row.principalCents, 0);
        const last = schedule.rows.at(-1);
        return (
          repaid === terms.principalCents &&
          last?.balanceCents === 0 &&
          schedule.rows.length === terms.months &&
          schedule.rows.every((row) => row.principalCents >= 0 && row.interestCents >= 0) &&
          schedule.totalToRepayCents === terms.principalCents + schedule.totalInterestCents
        );
      }),
    );
  });

  it('the instalment decreases with a longer tenor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 10_000_000 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 359 }),
        fc.integer({ min: 1, max: 120 }),
        (principalCents, nominalAnnualRate, months, longer) => {
          const shorter = { principalCents, nominalAnnualRate, months };
          const longerTerms = { ...shorter, months: months + longer };
          return (
            exactMonthlyAnnuity(principalCents, nominalAnnualRate, months + longer) <
              exactMonthlyAnnuity(principalCents, nominalAnnualRate, months) &&
            monthlyInstalmentCents(longerTerms) <= monthlyInstalmentCents(shorter)
          );
        },
      ),
    );
  });
});
