import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMPTY_INCOME_FORM,
  eurosToCents,
  incomeFormSchema,
  incomeOwnChecks,
  tenorMonthsOfFields,
  type IncomeFormValues,
} from './income-form';
import { FOUND } from './testing';

const FILLED: IncomeFormValues = {
  ...EMPTY_INCOME_FORM,
  monthlyNetIncome: '1850,50',
  obligations: '120',
  dependants: '2',
  amount: '8000',
  tenorYears: '4',
  tenorMonths: '6',
  insurance: 'yes',
};

function messagesOf(values: IncomeFormValues, source: 'UPLOAD' | 'OPEN_BANKING' = 'UPLOAD') {
  const schema = incomeFormSchema(
    source === 'UPLOAD' ? { source, bankCode: '02' } : { source, found: FOUND },
  );
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('income form', () => {
  it('reads euros with a comma or a point and whole numbers of months', () => {
    expect(eurosToCents('1850,5')).toBe(185_050);
    expect(eurosToCents('1850.55')).toBe(185_055);
    expect(eurosToCents('1 850')).toBeNull();
    expect(eurosToCents('-5')).toBeNull();
    expect(tenorMonthsOfFields('4', '6')).toBe(54);
    expect(tenorMonthsOfFields('4', '')).toBe(48);
    expect(tenorMonthsOfFields('', '6')).toBeNull();
  });

  it('with uploads, gives the request body the server checks (ZIncomeConfirmation)', () => {
    const body = incomeFormSchema({ source: 'UPLOAD', bankCode: '02' }).parse(FILLED);
    expect(body).toEqual({
      source: 'UPLOAD',
      monthlyNetIncomeCents: 185_050,
      existingMonthlyObligationsCents: 12_000,
      dependants: 2,
      wish: { amount: 8000, tenorMonths: 54, insurance: true },
    });
  });

  it('with a bank connection, adds the repayments declared to those found and sends no income', () => {
    const body = incomeFormSchema({ source: 'OPEN_BANKING', found: FOUND }).parse({
      ...FILLED,
      monthlyNetIncome: '',
      obligations: '50',
      insurance: 'no',
    });
    expect(body).toEqual({
      source: 'OPEN_BANKING',
      existingMonthlyObligationsCents: 17_000,
      dependants: 2,
      wish: { amount: 8000, tenorMonths: 54, insurance: false },
    });
  });

  it('puts each mistake on its field, as a message key', () => {
    expect(messagesOf(EMPTY_INCOME_FORM)).toEqual({
      monthlyNetIncome: 'salaryStatement.errors.incomeRequired',
      amount: 'salaryStatement.errors.amountRequired',
      tenorYears: 'salaryStatement.errors.tenorRequired',
      insurance: 'salaryStatement.errors.insuranceRequired',
    });
    expect(
      messagesOf({
        ...FILLED,
        monthlyNetIncome: '12abc',
        obligations: '',
        dependants: '21',
        amount: '8050',
        tenorMonths: '12',
      }),
    ).toEqual({
      monthlyNetIncome: 'salaryStatement.errors.euros',
      obligations: 'salaryStatement.errors.euros',
      dependants: 'salaryStatement.errors.countRequired',
      amount: 'salaryStatement.errors.amountStep',
      tenorMonths: 'salaryStatement.errors.monthsRange',
    });
    expect(messagesOf({ ...FILLED, amount: '900' })).toEqual({
      amount: 'salaryStatement.errors.amountMinimum',
    });
    expect(messagesOf({ ...FILLED, tenorYears: '0', tenorMonths: '11' })).toEqual({
      tenorYears: 'salaryStatement.errors.tenorRange',
    });
    expect(messagesOf({ ...FILLED, tenorYears: '31', tenorMonths: '0' })).toEqual({
      tenorYears: 'salaryStatement.errors.tenorRange',
    });
  });

  it('lets a wish beyond the online product through: the branch decides it', () => {
    expect(messagesOf({ ...FILLED, amount: '45000', tenorYears: '10' })).toEqual({});
  });

  it('with a bank connection, does not ask for the income', () => {
    expect(messagesOf({ ...FILLED, monthlyNetIncome: '' }, 'OPEN_BANKING')).toEqual({});
  });

  it('checks a field of its own as the whole form does: the same first error, or none', () => {
    const typed: Record<string, readonly string[]> = {
      monthlyNetIncome: ['', '0', '1850,50', '12,345', '99999999', 'abc'],
      obligations: ['', '0', '120', '1.5.', '10000000'],
      dependants: ['', '2', '21', 'x'],
      amount: ['', '500', '8000', '8050', '2000000', '80,5'],
      insurance: ['', 'yes', 'no'],
    };
    for (const source of ['UPLOAD', 'OPEN_BANKING'] as const) {
      const context = source === 'UPLOAD' ? { source, bankCode: '02' } : { source, found: FOUND };
      const own: Readonly<Record<string, z.ZodType | undefined>> = incomeOwnChecks(context);
      for (const [field, texts] of Object.entries(typed)) {
        for (const text of texts) {
          const values = { ...FILLED, [field]: text };
          const check = own[field];
          expect(check, field).toBeDefined();
          const mine = check?.safeParse(text).error?.issues[0]?.message;
          expect(mine, `${source} ${field} "${text}"`).toBe(messagesOf(values, source)[field]);
        }
      }
    }
  });
});
