import { z } from 'zod';
import { lazily } from './lazily';
import type { VariantId } from './variants';

/** spec 2 §4: employment types of the general catalogue. */
export const EMPLOYMENT_TYPES = [
  'EMPLOYED',
  'EXECUTIVE',
  'ENTREPRENEUR',
  'STUDENT',
  'PENSIONER',
  'FREELANCE',
  'UNEMPLOYED',
  'HOUSEWIFE',
] as const;

/** spec 2 §4: the Slovenian catalogue adds these to the general one. */
export const SLOVENIAN_EMPLOYMENT_TYPE_ADDITIONS = [
  'DEPENDENT_MINOR',
  'DEPENDENT_ADULT',
  'SMALL_SCALE_FARMER',
  'SELF_EMPLOYED',
] as const;

export const ALL_EMPLOYMENT_TYPES = [
  ...EMPLOYMENT_TYPES,
  ...SLOVENIAN_EMPLOYMENT_TYPE_ADDITIONS,
] as const;
export type EmploymentType = (typeof ALL_EMPLOYMENT_TYPES)[number];
export const employmentTypeSchema = lazily(() => z.enum(ALL_EMPLOYMENT_TYPES));
export const ZEmploymentType = /* @__PURE__ */ employmentTypeSchema();

/** Which catalogue each country variant offers. */
export const EMPLOYMENT_TYPES_BY_VARIANT = {
  si: ALL_EMPLOYMENT_TYPES,
  al: EMPLOYMENT_TYPES,
} as const satisfies Readonly<Record<VariantId, readonly EmploymentType[]>>;

/** spec 2 §4: position held (politically exposed roles); OTHER is the catalogue's "none". */
export const POSITIONS_HELD = [
  'PUBLIC_SECTOR_INSTITUTION',
  'CORPORATE_ROLE',
  'MANAGING_PUBLIC_FUNDS',
  'OTHER',
] as const;
export type PositionHeld = (typeof POSITIONS_HELD)[number];
export const positionHeldSchema = lazily(() => z.enum(POSITIONS_HELD));
export const ZPositionHeld = /* @__PURE__ */ positionHeldSchema();

/** spec 2 §4: income sources, questionnaire reading (monthly incomes of the applicant). */
export const INCOME_SOURCES = [
  'SALARY',
  'SAVINGS',
  'FINANCIAL_ASSETS',
  'REAL_ESTATE',
  'REIMBURSEMENTS',
  'TRANSFER_OF_CAPITAL',
  'DONATIONS',
  'WINNINGS',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const incomeSourceSchema = lazily(() => z.enum(INCOME_SOURCES));
export const ZIncomeSource = /* @__PURE__ */ incomeSourceSchema();

/**
 * spec 2 §4: income sources, catalogue reading. Decision 014: it serves the employment record's
 * sourceOfIncome (spec 2 §3 prospect data conversion), the long list serves the questionnaire.
 */
export const EMPLOYMENT_INCOME_SOURCES = ['SALARY', 'BUSINESS', 'INVESTMENTS', 'PENSION'] as const;
export type EmploymentIncomeSource = (typeof EMPLOYMENT_INCOME_SOURCES)[number];
export const employmentIncomeSourceSchema = lazily(() => z.enum(EMPLOYMENT_INCOME_SOURCES));
export const ZEmploymentIncomeSource = /* @__PURE__ */ employmentIncomeSourceSchema();

/** spec 2 §4: PurposeOfTheAccount (multi-select). */
export const ACCOUNT_PURPOSES = [
  'SAVINGS',
  'CURRENT_DOMESTIC_NEEDS',
  'INVESTMENTS',
  'CREDIT_REPAYMENT',
  'MUTUAL_FUNDS',
  'OTHERS',
] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];
export const accountPurposeSchema = lazily(() => z.enum(ACCOUNT_PURPOSES));
export const ZAccountPurpose = /* @__PURE__ */ accountPurposeSchema();

/** spec 2 §4: OriginOfFunds (multi-select, catalogue). */
export const ORIGINS_OF_FUNDS = [
  'SAVINGS',
  'SALE_OF_FINANCIAL_ASSETS_OR_REAL_ESTATE',
  'REIMBURSEMENTS',
  'CAPITAL_FROM_ABROAD',
  'INHERITANCE',
  'WINNINGS',
] as const;
export type OriginOfFunds = (typeof ORIGINS_OF_FUNDS)[number];
export const originOfFundsSchema = lazily(() => z.enum(ORIGINS_OF_FUNDS));
export const ZOriginOfFunds = /* @__PURE__ */ originOfFundsSchema();
