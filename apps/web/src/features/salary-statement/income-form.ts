import {
  PERSONAL_LOAN_PRODUCT,
  ZIncomeConfirmation,
  type TIncomeConfirmation,
  type TIncomeFound,
} from '@onboarding/domain';
import { z } from 'zod';

/**
 * The income confirmation form (decision 147): the applicant types euros, years and months; the
 * form's output is the request body, checked by the server's own schema `ZIncomeConfirmation`
 * (the `.pipe` below), so nothing the server would refuse leaves the browser. The field checks in
 * front of it only put each error, in plain words, next to its field.
 */

/** Where the income came from, and with a bank connection what was found. */
export type IncomeContext =
  | { readonly source: 'OPEN_BANKING'; readonly found: TIncomeFound }
  | { readonly source: 'UPLOAD'; readonly bankCode: string };

export interface IncomeFormValues {
  /** Euros, with a bank connection unused (the income is the bank's finding). */
  monthlyNetIncome: string;
  /** Euros: all existing repayments (upload) or those the bank connection did not see. */
  obligations: string;
  dependants: string;
  /** Whole euros. */
  amount: string;
  tenorYears: string;
  tenorMonths: string;
  insurance: '' | 'yes' | 'no';
}

export const EMPTY_INCOME_FORM: IncomeFormValues = {
  monthlyNetIncome: '',
  obligations: '0',
  dependants: '0',
  amount: '',
  tenorYears: '',
  tenorMonths: '0',
  insurance: '',
};

const E = 'salaryStatement.errors';

/** The largest euro figure the body's cents allow (100 000 000 cents). */
const MAX_EUROS = 1_000_000;
/** The wish's limits of `ZRiskCheckRequest`: beyond the online product is a case for the branch. */
const MAX_WISH_TENOR_MONTHS = 360;

const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;
const DIGITS = /^\d+$/;

/** "1250", "1250,5" or "1250.50" → cents; null for anything else. */
export function eurosToCents(text: string): number | null {
  const clean = text.trim();
  if (!EUROS.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

/** Digits → a whole number; null for anything else (empty included). */
export function wholeNumber(text: string): number | null {
  const clean = text.trim();
  return DIGITS.test(clean) ? Number(clean) : null;
}

/** The tenor in months from the two fields; null unless both are whole numbers. */
export function tenorMonthsOfFields(years: string, months: string): number | null {
  const y = wholeNumber(years);
  const m = wholeNumber(months === '' ? '0' : months);
  return y === null || m === null ? null : y * 12 + m;
}

function eurosField(requiredKey: string | null) {
  return z.string().superRefine((text, ctx) => {
    if (text.trim() === '') {
      if (requiredKey !== null) ctx.addIssue({ code: 'custom', message: requiredKey });
      else ctx.addIssue({ code: 'custom', message: `${E}.euros` });
      return;
    }
    const cents = eurosToCents(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: `${E}.euros` });
    else if (cents > MAX_EUROS * 100) ctx.addIssue({ code: 'custom', message: `${E}.tooLarge` });
    else if (requiredKey !== null && cents === 0) {
      ctx.addIssue({ code: 'custom', message: requiredKey });
    }
  });
}

const dependantsField = z.string().superRefine((text, ctx) => {
  const count = wholeNumber(text);
  if (count === null || count > 20) ctx.addIssue({ code: 'custom', message: `${E}.countRequired` });
});

const amountField = z.string().superRefine((text, ctx) => {
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: `${E}.amountRequired` });
    return;
  }
  const euros = wholeNumber(text);
  const stepEuros = PERSONAL_LOAN_PRODUCT.amountStepCents / 100;
  if (euros === null) ctx.addIssue({ code: 'custom', message: `${E}.wholeEuros` });
  else if (euros < PERSONAL_LOAN_PRODUCT.minAmountCents / 100) {
    ctx.addIssue({ code: 'custom', message: `${E}.amountMinimum` });
  } else if (euros > MAX_EUROS) ctx.addIssue({ code: 'custom', message: `${E}.tooLarge` });
  else if (euros % stepEuros !== 0) ctx.addIssue({ code: 'custom', message: `${E}.amountStep` });
});

const tenorMonthsField = z.string().superRefine((text, ctx) => {
  const months = wholeNumber(text === '' ? '0' : text);
  if (months === null || months > 11) {
    ctx.addIssue({ code: 'custom', message: `${E}.monthsRange` });
  }
});

function toConfirmation(values: IncomeFormValues, context: IncomeContext): TIncomeConfirmation {
  const wish = {
    amount: wholeNumber(values.amount) ?? 0,
    tenorMonths: tenorMonthsOfFields(values.tenorYears, values.tenorMonths) ?? 0,
    insurance: values.insurance === 'yes',
  };
  const dependants = wholeNumber(values.dependants) ?? 0;
  const declared = eurosToCents(values.obligations) ?? 0;
  if (context.source === 'OPEN_BANKING') {
    return {
      source: 'OPEN_BANKING',
      // What the transactions show, plus what the applicant repays elsewhere.
      existingMonthlyObligationsCents: context.found.existingMonthlyObligationsCents + declared,
      dependants,
      wish,
    };
  }
  return {
    source: 'UPLOAD',
    monthlyNetIncomeCents: eurosToCents(values.monthlyNetIncome) ?? 0,
    existingMonthlyObligationsCents: declared,
    dependants,
    wish,
  };
}

const insuranceField = z.enum(['', 'yes', 'no']).refine((value) => value !== '', {
  message: `${E}.insuranceRequired`,
});

/**
 * The fields whose every rule is their own (the period's years and months share one rule of the
 * whole): a change to one of them is checked by its own schema alone (decision 311).
 */
export function incomeOwnChecks(context: IncomeContext) {
  return {
    monthlyNetIncome:
      context.source === 'OPEN_BANKING' ? z.string() : eurosField(`${E}.incomeRequired`),
    obligations: eurosField(null),
    dependants: dependantsField,
    amount: amountField,
    insurance: insuranceField,
  };
}

/** The form's schema for this income source: field checks, then the request body's schema. */
export function incomeFormSchema(context: IncomeContext) {
  return z
    .object({
      ...incomeOwnChecks(context),
      tenorYears: z.string(),
      tenorMonths: tenorMonthsField,
    })
    .superRefine((values, ctx) => {
      // The period's error sits on the years, the field the applicant starts with.
      const total = tenorMonthsOfFields(values.tenorYears, values.tenorMonths);
      if (values.tenorYears.trim() === '' || total === null) {
        ctx.addIssue({ code: 'custom', path: ['tenorYears'], message: `${E}.tenorRequired` });
      } else if (total < PERSONAL_LOAN_PRODUCT.minTenorMonths || total > MAX_WISH_TENOR_MONTHS) {
        ctx.addIssue({ code: 'custom', path: ['tenorYears'], message: `${E}.tenorRange` });
      }
    })
    .transform((values) => toConfirmation(values, context))
    .pipe(ZIncomeConfirmation);
}
