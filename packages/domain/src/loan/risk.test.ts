import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeForError } from '../error-routing';
import { LOAN_PRODUCT_STATES } from '../states';
import { BSI_LIMITS_2023, PERSONAL_LOAN_PRODUCT } from './limits';
import type { LoanTermsRequest, RiskFacts, RiskRules } from './risk';
import {
  DEFAULT_RISK_RULES,
  RISK_OUTCOMES,
  RISK_OUTCOME_ROUTING,
  ZRiskCheckRequest,
  ZRiskFacts,
  assessLoanRisk,
  debtServiceToIncome,
  isAffordable,
  largestAffordableAmountCents,
  loanTermsFromRiskCheck,
  longestTenorForAge,
  monthlyRepaymentCents,
  repaymentCapacityCents,
  shortestAffordableTenorMonths,
} from './risk';

/** 2,000.00 EUR net, no other credit: DSTI (1,000.00) binds before the minimum (1,255.00). */
const BASE: RiskFacts = {
  monthlyNetIncomeCents: 200_000,
  existingMonthlyObligationsCents: 0,
  dependants: 0,
  birthDate: '1980-06-15',
  today: '2026-11-23',
  requiresManualReview: false,
};
const facts = (changes: Partial<RiskFacts> = {}): RiskFacts => ({ ...BASE, ...changes });
const loan = (amountEuros: number, tenorMonths: number, insurance = false): LoanTermsRequest => ({
  amountCents: amountEuros * 100,
  tenorMonths,
  insurance,
});
/** 10,000 EUR over 60 months at 6.99 %: 197.96 a month. */
const REQUEST = loan(10_000, 60);
const REPAYMENT = 19_796;

describe('figures', () => {
  it('the repayment of the request is the rounded annuity, +6 % with insurance', () => {
    expect(monthlyRepaymentCents(REQUEST, PERSONAL_LOAN_PRODUCT)).toBe(REPAYMENT);
    expect(monthlyRepaymentCents({ ...REQUEST, insurance: true }, PERSONAL_LOAN_PRODUCT)).toBe(
      20_984,
    );
  });

  it('capacity is the tighter of DSTI and the minimum creditworthiness', () => {
    expect(repaymentCapacityCents(facts(), BSI_LIMITS_2023)).toBe(100_000);
    // 1,200.00 net: DSTI allows 600.00, the €745 minimum only 455.00.
    expect(repaymentCapacityCents(facts({ monthlyNetIncomeCents: 120_000 }), BSI_LIMITS_2023)).toBe(
      45_500,
    );
    // A dependant raises the minimum by 248.92.
    expect(
      repaymentCapacityCents(
        facts({ monthlyNetIncomeCents: 120_000, dependants: 1 }),
        BSI_LIMITS_2023,
      ),
    ).toBe(20_608);
  });

  it('DSTI is all instalments over income; infinite without income', () => {
    expect(debtServiceToIncome(facts({ existingMonthlyObligationsCents: 50_000 }), 50_000)).toBe(
      0.5,
    );
    expect(debtServiceToIncome(facts({ monthlyNetIncomeCents: 0 }), 1)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('ACCEPT', () => {
  it('accepts a request within every limit and offers it as asked', () => {
    expect(assessLoanRisk(facts(), REQUEST)).toMatchObject({
      outcome: 'ACCEPT',
      reasons: [],
      offer: REQUEST,
      figures: { requestedRepaymentCents: REPAYMENT, longestOnlineTenorMonths: 84 },
    });
  });
});

describe('DSTI cap 50 % (UL RS 63/2023)', () => {
  const atCap = 100_000 - REPAYMENT;
  it.each([
    ['just under', atCap - 1, 'ACCEPT'],
    ['at', atCap, 'ACCEPT'],
    ['just over', atCap + 1, 'ALTERNATE_OFFER'],
  ] as const)('%s the cap → %s', (_label, existing, outcome) => {
    const result = assessLoanRisk(facts({ existingMonthlyObligationsCents: existing }), REQUEST);
    expect(result.outcome).toBe(outcome);
    expect(result.reasons.includes('DSTI_OVER_CAP')).toBe(outcome !== 'ACCEPT');
    expect(result.reasons.includes('BELOW_MINIMUM_CREDITWORTHINESS')).toBe(false);
  });

  it('over the cap, the alternate keeps the amount over the shortest longer tenor that fits', () => {
    const tight = facts({ existingMonthlyObligationsCents: atCap + 1 });
    const result = assessLoanRisk(tight, REQUEST);
    expect(result.offer).toEqual({ amountCents: 1_000_000, tenorMonths: 61, insurance: false });
  });
});

describe('minimum creditworthiness €745 (+ dependants)', () => {
  // 1,200.00 net: the minimum binds (capacity 455.00), DSTI stays below 50 %.
  const atMinimum = 45_500 - REPAYMENT;
  const low = (existing: number, dependants = 0) =>
    facts({
      monthlyNetIncomeCents: 120_000,
      existingMonthlyObligationsCents: existing,
      dependants,
    });
  it.each([
    ['just under', atMinimum - 1, 'ACCEPT'],
    ['at', atMinimum, 'ACCEPT'],
    ['just over', atMinimum + 1, 'ALTERNATE_OFFER'],
  ] as const)('%s the limit → %s', (_label, existing, outcome) => {
    const result = assessLoanRisk(low(existing), REQUEST);
    expect(result.outcome).toBe(outcome);
    expect(result.reasons.includes('BELOW_MINIMUM_CREDITWORTHINESS')).toBe(outcome !== 'ACCEPT');
    expect(result.reasons.includes('DSTI_OVER_CAP')).toBe(false);
  });

  it('the remaining income at the limit is exactly the minimum', () => {
    expect(assessLoanRisk(low(atMinimum), REQUEST).figures.remainingIncomeCents).toBe(74_500);
  });

  it('a dependant raises the minimum by 248.92, past what this income leaves: refused', () => {
    const result = assessLoanRisk(low(atMinimum, 1), REQUEST);
    expect(result.outcome).toBe('REJECT');
    expect(result.reasons).toEqual(['BELOW_MINIMUM_CREDITWORTHINESS', 'NO_AFFORDABLE_OFFER']);
    expect(result.figures.minimumRemainingIncomeCents).toBe(99_392);
  });
});

describe('maximum maturity 84 months (UL RS 63/2023 instrument (a))', () => {
  it.each([
    [83, 'ACCEPT'],
    [84, 'ACCEPT'],
  ] as const)('%i months → %s', (tenor, outcome) => {
    expect(assessLoanRisk(facts(), loan(10_000, tenor)).outcome).toBe(outcome);
  });

  it('85 months, affordable as asked → SEND_TO_BRANCH (only the bank grants exemptions)', () => {
    expect(assessLoanRisk(facts(), loan(10_000, 85))).toMatchObject({
      outcome: 'SEND_TO_BRANCH',
      reasons: ['TENOR_OVER_REGULATORY_MAXIMUM'],
      offer: null,
    });
  });

  it('85 months, not affordable as asked → an online alternate within 84 months', () => {
    const result = assessLoanRisk(facts({ monthlyNetIncomeCents: 110_000 }), loan(30_000, 85));
    expect(result.outcome).toBe('ALTERNATE_OFFER');
    expect(result.offer?.tenorMonths).toBe(84);
  });

  it('beyond the 10-year exemption ceiling no branch can grant it → online alternate', () => {
    const result = assessLoanRisk(facts(), loan(10_000, 121));
    expect(result.outcome).toBe('ALTERNATE_OFFER');
    expect(result.offer).toEqual({ amountCents: 1_000_000, tenorMonths: 84, insurance: false });
  });

  it('a product shorter than the regulation caps the tenor at its own maximum', () => {
    const rules: RiskRules = {
      ...DEFAULT_RISK_RULES,
      product: { ...PERSONAL_LOAN_PRODUCT, maxTenorMonths: 72 },
    };
    expect(assessLoanRisk(facts(), loan(10_000, 72), rules).outcome).toBe('ACCEPT');
    expect(assessLoanRisk(facts(), loan(10_000, 73), rules)).toMatchObject({
      outcome: 'ALTERNATE_OFFER',
      reasons: ['TENOR_OVER_PRODUCT_MAXIMUM'],
      offer: { amountCents: 1_000_000, tenorMonths: 72, insurance: false },
    });
  });
});

describe('age at maturity: repaid before the 75th birthday (bank policy)', () => {
  // today + 60 months = 2031-11-23.
  it.each([
    ['the day before the 75th birthday', '1956-11-24', 'ACCEPT'],
    ['on the 75th birthday', '1956-11-23', 'ALTERNATE_OFFER'],
    ['after the 75th birthday', '1956-11-22', 'ALTERNATE_OFFER'],
  ] as const)('last instalment %s → %s', (_label, birthDate, outcome) => {
    const result = assessLoanRisk(facts({ birthDate }), REQUEST);
    expect(result.outcome).toBe(outcome);
    expect(result.reasons.includes('AGE_AT_MATURITY')).toBe(outcome !== 'ACCEPT');
  });

  it('the alternate shortens the tenor to the last month before the birthday', () => {
    const result = assessLoanRisk(facts({ birthDate: '1956-11-23' }), REQUEST);
    expect(result.offer).toEqual({ amountCents: 1_000_000, tenorMonths: 59, insurance: false });
    expect(result.figures.longestOnlineTenorMonths).toBe(59);
  });

  it('too old for even the shortest tenor → REJECT', () => {
    const result = assessLoanRisk(facts({ birthDate: '1952-06-01' }), loan(5_000, 12));
    expect(result.outcome).toBe('REJECT');
    expect(result.reasons).toEqual(['AGE_AT_MATURITY', 'NO_AFFORDABLE_OFFER']);
  });

  it('longestTenorForAge counts whole months up to the day before the birthday', () => {
    const policy = { maxAgeAtMaturityYears: 75 };
    expect(longestTenorForAge({ birthDate: '1956-11-24', today: '2026-11-23' }, policy, 120)).toBe(
      60,
    );
    expect(longestTenorForAge({ birthDate: '1956-11-23', today: '2026-11-23' }, policy, 120)).toBe(
      59,
    );
    expect(longestTenorForAge({ birthDate: '1990-01-01', today: '2026-11-23' }, policy, 120)).toBe(
      120,
    );
    expect(longestTenorForAge({ birthDate: '1951-01-01', today: '2026-11-23' }, policy, 120)).toBe(
      0,
    );
  });
});

describe('product limits (1,000–30,000 EUR, 12–84 months)', () => {
  it.each([
    ['999 EUR', loan(999, 60), 'ALTERNATE_OFFER', ['AMOUNT_BELOW_PRODUCT_MINIMUM']],
    ['1,000 EUR', loan(1_000, 60), 'ACCEPT', []],
    ['30,000 EUR', loan(30_000, 84), 'ACCEPT', []],
    ['30,100 EUR', loan(30_100, 84), 'SEND_TO_BRANCH', ['AMOUNT_OVER_PRODUCT_MAXIMUM']],
    ['11 months', loan(5_000, 11), 'ALTERNATE_OFFER', ['TENOR_BELOW_PRODUCT_MINIMUM']],
    ['12 months', loan(5_000, 12), 'ACCEPT', []],
  ] as const)('%s → %s', (_label, request, outcome, reasons) => {
    const result = assessLoanRisk(facts(), request);
    expect(result.outcome).toBe(outcome);
    expect(result.reasons).toEqual(reasons);
  });

  it('raises a too small amount and a too short tenor to the product minimum', () => {
    expect(assessLoanRisk(facts(), loan(999, 60)).offer).toEqual(loan(1_000, 60));
    expect(assessLoanRisk(facts(), loan(5_000, 11)).offer).toEqual(loan(5_000, 12));
  });

  it('an amount over the maximum that is not affordable gets the largest online amount instead', () => {
    const result = assessLoanRisk(facts({ monthlyNetIncomeCents: 110_000 }), loan(40_000, 84));
    expect(result.outcome).toBe('ALTERNATE_OFFER');
    expect(result.offer?.amountCents).toBeLessThanOrEqual(PERSONAL_LOAN_PRODUCT.maxAmountCents);
    expect(result.offer?.tenorMonths).toBe(84);
  });
});

describe('REJECT', () => {
  it('no income', () => {
    expect(assessLoanRisk(facts({ monthlyNetIncomeCents: 0 }), REQUEST)).toMatchObject({
      outcome: 'REJECT',
      reasons: ['NO_INCOME'],
      offer: null,
    });
  });

  it('existing instalments already use the whole DSTI', () => {
    const result = assessLoanRisk(facts({ existingMonthlyObligationsCents: 100_000 }), REQUEST);
    expect(result.outcome).toBe('REJECT');
    expect(result.reasons).toContain('NO_AFFORDABLE_OFFER');
    expect(result.figures.repaymentCapacityCents).toBe(0);
  });

  it('the capacity does not reach the smallest loan over the longest tenor', () => {
    // 1,000 EUR over 84 months costs 15.09 a month.
    const smallest = monthlyRepaymentCents(loan(1_000, 84), PERSONAL_LOAN_PRODUCT);
    const justShort = facts({ existingMonthlyObligationsCents: 100_000 - smallest + 1 });
    expect(assessLoanRisk(justShort, REQUEST).outcome).toBe('REJECT');
    const justEnough = facts({ existingMonthlyObligationsCents: 100_000 - smallest });
    expect(assessLoanRisk(justEnough, REQUEST)).toMatchObject({
      outcome: 'ALTERNATE_OFFER',
      offer: loan(1_000, 84),
    });
  });

  it('a person-review case with nothing affordable is refused, not sent on', () => {
    const result = assessLoanRisk(
      facts({ requiresManualReview: true, existingMonthlyObligationsCents: 100_000 }),
      REQUEST,
    );
    expect(result.outcome).toBe('REJECT');
  });
});

describe('SEND_TO_BRANCH', () => {
  it('when the caller asks for a person to decide', () => {
    expect(assessLoanRisk(facts({ requiresManualReview: true }), REQUEST)).toMatchObject({
      outcome: 'SEND_TO_BRANCH',
      reasons: ['MANUAL_REVIEW_REQUIRED'],
      offer: null,
    });
  });
});

describe('alternate offers', () => {
  it('insurance counts in what is affordable and stays chosen in the alternate', () => {
    // Capacity exactly the repayment without insurance: with its 6 % it no longer fits.
    const tight = facts({ existingMonthlyObligationsCents: 100_000 - REPAYMENT });
    expect(assessLoanRisk(tight, REQUEST).outcome).toBe('ACCEPT');
    const insured = assessLoanRisk(tight, { ...REQUEST, insurance: true });
    expect(insured.outcome).toBe('ALTERNATE_OFFER');
    expect(insured.offer?.insurance).toBe(true);
    expect(insured.offer?.amountCents).toBe(REQUEST.amountCents);
    expect(insured.offer?.tenorMonths).toBeGreaterThan(60);
  });

  it('the largest amount when even 84 months cannot carry the amount asked', () => {
    // Capacity 200.00 a month.
    const tight = facts({ existingMonthlyObligationsCents: 80_000 });
    const result = assessLoanRisk(tight, loan(30_000, 36));
    expect(result.outcome).toBe('ALTERNATE_OFFER');
    const offer = result.offer;
    expect(offer?.tenorMonths).toBe(84);
    expect(
      offer !== null && offer !== undefined && isAffordable(tight, offer, DEFAULT_RISK_RULES),
    ).toBe(true);
    expect(
      offer !== null &&
        offer !== undefined &&
        isAffordable(
          tight,
          { ...offer, amountCents: offer.amountCents + 10_000 },
          DEFAULT_RISK_RULES,
        ),
    ).toBe(false);
  });
});

describe('largestAffordableAmountCents / shortestAffordableTenorMonths (properties)', () => {
  const arbitraryFacts = fc.record({
    monthlyNetIncomeCents: fc.integer({ min: 80_000, max: 1_000_000 }),
    existingMonthlyObligationsCents: fc.integer({ min: 0, max: 200_000 }),
    dependants: fc.integer({ min: 0, max: 3 }),
    birthDate: fc.constant('1985-03-10'),
    today: fc.constant('2026-11-23'),
    requiresManualReview: fc.constant(false),
  });
  const { product } = DEFAULT_RISK_RULES;

  it('the amount found is affordable, in steps, within the product, and one step more is not', () => {
    fc.assert(
      fc.property(
        arbitraryFacts,
        fc.integer({ min: 12, max: 84 }),
        fc.boolean(),
        (f, tenor, insurance) => {
          const amount = largestAffordableAmountCents(f, tenor, insurance, DEFAULT_RISK_RULES);
          const affordable = (cents: number) =>
            isAffordable(
              f,
              { amountCents: cents, tenorMonths: tenor, insurance },
              DEFAULT_RISK_RULES,
            );
          if (amount === null) return !affordable(product.minAmountCents);
          return (
            amount % product.amountStepCents === 0 &&
            amount >= product.minAmountCents &&
            amount <= product.maxAmountCents &&
            affordable(amount) &&
            (amount === product.maxAmountCents || !affordable(amount + product.amountStepCents))
          );
        },
      ),
    );
  });

  it('the tenor found is the shortest affordable one', () => {
    fc.assert(
      fc.property(arbitraryFacts, fc.integer({ min: 1_000, max: 30_000 }), (f, euros) => {
        const amountCents = euros * 100;
        const tenor = shortestAffordableTenorMonths(
          f,
          amountCents,
          false,
          { from: 12, to: 84 },
          DEFAULT_RISK_RULES,
        );
        const affordable = (months: number) =>
          isAffordable(
            f,
            { amountCents, tenorMonths: months, insurance: false },
            DEFAULT_RISK_RULES,
          );
        if (tenor === null) return !affordable(84);
        return affordable(tenor) && (tenor === 12 || !affordable(tenor - 1));
      }),
    );
  });

  it('every alternate offer is affordable and inside the online limits', () => {
    fc.assert(
      fc.property(
        arbitraryFacts,
        fc.integer({ min: 100, max: 60_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (f, euros, tenorMonths, insurance) => {
          const result = assessLoanRisk(f, loan(euros, tenorMonths, insurance));
          if (result.outcome !== 'ALTERNATE_OFFER' && result.outcome !== 'ACCEPT') return true;
          const offer = result.offer;
          return (
            offer !== null &&
            isAffordable(f, offer, DEFAULT_RISK_RULES) &&
            offer.amountCents >= product.minAmountCents &&
            offer.amountCents <= product.maxAmountCents &&
            offer.tenorMonths >= product.minTenorMonths &&
            offer.tenorMonths <= product.maxTenorMonths
          );
        },
      ),
    );
  });
});

describe('RISK_OUTCOME_ROUTING (spec 1 §8)', () => {
  it.each(RISK_OUTCOMES)('%s leads where the CREDIT_APPROVAL error routing leads', (outcome) => {
    const routing = RISK_OUTCOME_ROUTING[outcome];
    expect(LOAN_PRODUCT_STATES).toContain(routing.productState);
    if (routing.creditApprovalCode !== null) {
      expect(
        routeForError({ status: 409, code: routing.creditApprovalCode, scope: 'CREDIT_APPROVAL' }),
      ).toBe(routing.route);
    } else {
      expect(routing.route).toBe('/creditapproval');
    }
  });

  it('sends a branch case to select-branch-or-continue-online and a refusal to loan-not-disbursed', () => {
    expect(RISK_OUTCOME_ROUTING.SEND_TO_BRANCH.route).toBe(
      '/usermessages/errorpage/selectbranchorcontinueonline',
    );
    expect(RISK_OUTCOME_ROUTING.REJECT.route).toBe('/usermessages/errorpage/loannotdisemborsed');
  });
});

describe('ZRiskFacts', () => {
  it('accepts whole cents and ISO dates, refuses anything else', () => {
    expect(ZRiskFacts.safeParse(BASE).success).toBe(true);
    expect(ZRiskFacts.safeParse({ ...BASE, monthlyNetIncomeCents: 10.5 }).success).toBe(false);
    expect(ZRiskFacts.safeParse({ ...BASE, existingMonthlyObligationsCents: -1 }).success).toBe(
      false,
    );
    expect(ZRiskFacts.safeParse({ ...BASE, birthDate: '15.06.1980' }).success).toBe(false);
  });
});

describe('ZRiskCheckRequest', () => {
  it('lets a wish beyond the online product through to the rules, in whole euros', () => {
    const wish = ZRiskCheckRequest.parse({ amount: 40_000, tenorMonths: 96, insurance: false });
    expect(loanTermsFromRiskCheck(wish)).toEqual(loan(40_000, 96));
  });

  it.each([
    { amount: 0, tenorMonths: 60, insurance: false },
    { amount: 10_050, tenorMonths: 60, insurance: false },
    { amount: 10_000.5, tenorMonths: 60, insurance: false },
    { amount: 10_000, tenorMonths: 361, insurance: false },
    { amount: 10_000, tenorMonths: 60 },
    { amount: 10_000, tenorMonths: 60, insurance: false, nominalRatePercent: 1 },
  ])('refuses %o', (body) => {
    expect(ZRiskCheckRequest.safeParse(body).success).toBe(false);
  });
});
