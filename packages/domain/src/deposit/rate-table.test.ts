import { describe, expect, it } from 'vitest';
import { DEPOSIT_TERMS_ERRORS, depositTermsSchema, typedAmountToMinor } from './choice';
import {
  DEFAULT_DEPOSIT_RATE_TABLES,
  ZDepositRateTable,
  ZDepositRateTables,
  amountLimits,
  rateBpsFor,
  rateTableOn,
  type TDepositRateTable,
} from './rate-table';

const SI = DEFAULT_DEPOSIT_RATE_TABLES.si[0];
/** The IBAN registry's Slovenian example, typed with spaces and in lower case. */
const IBAN = 'si56 2633 0001 2039 086';

describe('the rate table (decision 232)', () => {
  it('when the development defaults are read, then they pass their own schema', () => {
    expect(ZDepositRateTables.safeParse(DEFAULT_DEPOSIT_RATE_TABLES.si).success).toBe(true);
    expect(ZDepositRateTables.safeParse(DEFAULT_DEPOSIT_RATE_TABLES.al).success).toBe(true);
  });

  it('when bands leave a gap, a rate is missing or validity ends before it starts, then the table is refused', () => {
    const broken = {
      ...SI,
      bands: [
        { fromMinor: 100_000, toMinor: 999_999 },
        { fromMinor: 1_000_001, toMinor: 2_000_000 },
      ],
      ratesBps: [[100]],
      validTo: '2025-12-31',
    };
    const paths = ZDepositRateTable.safeParse(broken).error?.issues.map((issue) =>
      issue.path.join('.'),
    );
    expect(paths).toEqual(expect.arrayContaining(['bands.1', 'ratesBps', 'validTo']));
  });

  it('when a term and an amount are looked up, then the rate of its band is given', () => {
    expect(rateBpsFor(SI, 91, 100_000)).toBe(150);
    expect(rateBpsFor(SI, 91, 999_999)).toBe(150);
    expect(rateBpsFor(SI, 91, 1_000_000)).toBe(170);
    expect(rateBpsFor(SI, 365, 10_000_000)).toBe(290);
    expect(rateBpsFor(SI, 60, 1_000_000)).toBeNull();
    expect(amountLimits(SI)).toEqual({ min: 100_000, max: 10_000_000 });
  });

  it('when tables follow each other, then the one valid on the day is taken, both ends included', () => {
    const old: TDepositRateTable = { ...SI, validFrom: '2026-01-01', validTo: '2026-06-30' };
    const next: TDepositRateTable = { ...SI, validFrom: '2026-07-01', validTo: null };
    expect(rateTableOn([old, next], '2026-06-30')).toBe(old);
    expect(rateTableOn([old, next], '2026-07-01')).toBe(next);
    expect(rateTableOn([old, next], '2025-12-31')).toBeNull();
  });
});

describe('the applicant’s choice (decision 232)', () => {
  const schema = depositTermsSchema(SI);
  const errorsOf = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('when the amount is typed with a comma or spaces, then it is read in cents', () => {
    expect(typedAmountToMinor('5000')).toBe(500_000);
    expect(typedAmountToMinor('5 000,5')).toBe(500_050);
    expect(typedAmountToMinor('5000.05')).toBe(500_005);
    expect(typedAmountToMinor('5,000.00')).toBeNull();
    expect(typedAmountToMinor('')).toBeNull();
  });

  it('when the choice is within the table, then the output carries the amount in minor units', () => {
    expect(
      schema.parse({ amount: '5000,00', termDays: 91, atMaturity: 'RENEW', ownIban: IBAN }),
    ).toEqual({
      amountMinor: 500_000,
      termDays: 91,
      atMaturity: 'RENEW',
      ownIban: 'SI56263300012039086',
    });
    expect(
      schema.parse({ amount: '1000', termDays: 31, atMaturity: 'PAYOUT', ownIban: IBAN })
        .amountMinor,
    ).toBe(100_000);
    expect(
      schema.parse({ amount: '100000', termDays: 31, atMaturity: 'PAYOUT', ownIban: IBAN })
        .amountMinor,
    ).toBe(10_000_000);
  });

  it('when the amount is below the minimum, above the maximum or not an amount, then its field says so', () => {
    expect(
      errorsOf({ amount: '999,99', termDays: 91, atMaturity: 'PAYOUT', ownIban: IBAN }),
    ).toEqual([['amount', DEPOSIT_TERMS_ERRORS.amountBelowMin]]);
    expect(
      errorsOf({ amount: '100000,01', termDays: 91, atMaturity: 'PAYOUT', ownIban: IBAN }),
    ).toEqual([['amount', DEPOSIT_TERMS_ERRORS.amountAboveMax]]);
    expect(errorsOf({ amount: 'ten', termDays: 91, atMaturity: 'PAYOUT', ownIban: IBAN })).toEqual([
      ['amount', DEPOSIT_TERMS_ERRORS.amountInvalid],
    ]);
  });

  it('when the own account is empty, mistyped or outside SEPA for euros, then its field says so', () => {
    const choice = { amount: '5000', termDays: 91, atMaturity: 'PAYOUT' } as const;
    expect(errorsOf({ ...choice, ownIban: '' })).toEqual([
      ['ownIban', DEPOSIT_TERMS_ERRORS.ibanRequired],
    ]);
    expect(errorsOf({ ...choice, ownIban: 'SI56 2633 0001 2039 087' })).toEqual([
      ['ownIban', DEPOSIT_TERMS_ERRORS.ibanChecksum],
    ]);
    expect(errorsOf({ ...choice, ownIban: '12345' })).toEqual([
      ['ownIban', DEPOSIT_TERMS_ERRORS.ibanFormat],
    ]);
    // The registry's Brazilian example: a valid IBAN no SEPA transfer reaches.
    const brazil = 'BR1800360305000010009795493C1';
    expect(errorsOf({ ...choice, ownIban: brazil })).toEqual([
      ['ownIban', DEPOSIT_TERMS_ERRORS.ibanNotSepa],
    ]);
    // A deposit in lek is paid by a domestic transfer: any valid IBAN will do.
    const al = depositTermsSchema(DEFAULT_DEPOSIT_RATE_TABLES.al[0]);
    expect(al.safeParse({ ...choice, amount: '200000', ownIban: brazil }).success).toBe(true);
  });

  it('when the term is not offered or the maturity choice is missing, then those fields say so', () => {
    expect(errorsOf({ amount: '5000', termDays: 60, atMaturity: 'PAYOUT', ownIban: IBAN })).toEqual(
      [['termDays', DEPOSIT_TERMS_ERRORS.termNotOffered]],
    );
    expect(errorsOf({ amount: '5000', termDays: 91, atMaturity: 'KEEP', ownIban: IBAN })).toEqual([
      ['atMaturity', 'depositTerms.errors.atMaturityRequired'],
    ]);
  });
});
