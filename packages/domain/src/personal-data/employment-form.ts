import { z } from 'zod';
import { lazily } from '../lazily';
import {
  ACCOUNT_PURPOSES,
  ALL_EMPLOYMENT_TYPES,
  EMPLOYMENT_INCOME_SOURCES,
  INCOME_SOURCES,
  POSITIONS_HELD,
} from '../kyc-profile';
import { isCountryCode } from './country-codes';
import { compareDates, parseIsoDate } from './dates';
import { EMPLOYMENT_TERMS } from './enumerations';
import { checkChoice, checkText, formChoice, formText, issuesOf, refinedByRules } from './rules';
import type { FieldIssue, PersonalDataContext } from './rules';

/** spec 2 §5 bounds of the professional section. */
export const EMPLOYMENT_BOUNDS = {
  profession: 50,
  nameOfEmployer: 100,
  monthlyIncomes: 30,
  /** Whole euros; nine digits is far above any salary and keeps the value a safe integer. */
  netSalaryDigits: 9,
} as const;

export const TAXES_PAID_ANSWERS = ['YES', 'NO'] as const;

/**
 * spec 2 §3 "Professional / employment". The employment record of the prospect data (employer,
 * term, start date, place of work, net salary) is asked of workers; TypeOfEmployment and the
 * employer business belong to the purpose-of-business form (its student preset locks them).
 * Built on first use, as the schemas below (lazily.ts).
 */
export const employmentFormShape = lazily(() => ({
  isStudent: z.boolean(),
  isWorker: z.boolean(),
  profession: formText(),
  /** The employer status lookup (employment types of spec 2 §4). */
  employmentStatus: formChoice(ALL_EMPLOYMENT_TYPES),
  /** Monthly income as the applicant writes it ("1500", "about 1.200 EUR"): must hold a digit. */
  monthlyIncomes: formText(),
  /** Where the applicant's income comes from (income sources of spec 2 §4). */
  originOfFunds: formChoice(INCOME_SOURCES),
  /** Purpose of the business relation (the business relations lookup). */
  purposeOfBusinessRelation: formChoice(ACCOUNT_PURPOSES),
  nameOfEmployer: formText(),
  employmentTerm: formChoice(EMPLOYMENT_TERMS),
  /** YYYY-MM-DD */
  employmentStartDate: formText(),
  /** Country of the place of work (ISO 3166 alpha-2). */
  placeOfWork: formText(),
  netSalary: formText(),
  /** The employment record's source of income (catalogue reading, decision 014). */
  sourceOfIncome: formChoice(EMPLOYMENT_INCOME_SOURCES),
  positionHeld: formChoice(POSITIONS_HELD),
  /** "Do you pay taxes in Slovenia?" Must be YES to proceed. */
  taxesPaid: formChoice(TAXES_PAID_ANSWERS),
}));

/** The structure alone: known fields, list values, 250 characters at most. */
export const employmentFormStructureSchema = lazily(() => z.strictObject(employmentFormShape()));
export const ZEmploymentFormStructure = /* @__PURE__ */ employmentFormStructureSchema();
export type TEmploymentForm = z.infer<typeof ZEmploymentFormStructure>;

export const EMPTY_EMPLOYMENT_FORM: TEmploymentForm = {
  isStudent: false,
  isWorker: false,
  profession: '',
  employmentStatus: '',
  monthlyIncomes: '',
  originOfFunds: '',
  purposeOfBusinessRelation: '',
  nameOfEmployer: '',
  employmentTerm: '',
  employmentStartDate: '',
  placeOfWork: '',
  netSalary: '',
  sourceOfIncome: '',
  positionHeld: '',
  taxesPaid: '',
};

/** spec 2 §5 "Professional": Student is an employment status only of a student who does not work. */
export function isStudentStatusAllowed(form: Pick<TEmploymentForm, 'isStudent' | 'isWorker'>) {
  return form.isStudent && !form.isWorker;
}

/** spec 2 §5 "Professional" (worker-only rules, Student status, start date, salary, taxes). */
export function employmentFormSchema(context: PersonalDataContext) {
  return refinedByRules(employmentFormStructureSchema(), (form, issues) => {
    const worker = form.isWorker;
    checkText(issues, 'profession', form.profession, {
      required: worker,
      max: EMPLOYMENT_BOUNDS.profession,
    });
    if (worker) checkChoice(issues, 'employmentStatus', form.employmentStatus);
    if (form.employmentStatus === 'STUDENT' && !isStudentStatusAllowed(form)) {
      issues.add('employmentStatus', 'personalDataRules.employmentStatus.studentNotAllowed');
    }
    const incomes = form.monthlyIncomes.trim();
    if (incomes === '') {
      if (worker) issues.add('monthlyIncomes', 'personalDataRules.required');
    } else if (incomes.length > EMPLOYMENT_BOUNDS.monthlyIncomes) {
      issues.add('monthlyIncomes', 'personalDataRules.tooLong');
    } else if (!/\d/.test(incomes)) {
      issues.add('monthlyIncomes', 'personalDataRules.monthlyIncomes.noDigit');
    }
    if (worker) {
      checkChoice(issues, 'originOfFunds', form.originOfFunds);
      checkChoice(issues, 'purposeOfBusinessRelation', form.purposeOfBusinessRelation);
      checkChoice(issues, 'employmentTerm', form.employmentTerm);
    }
    checkText(issues, 'nameOfEmployer', form.nameOfEmployer, {
      required: worker,
      max: EMPLOYMENT_BOUNDS.nameOfEmployer,
    });
    const start = form.employmentStartDate.trim();
    if (start === '') {
      if (worker) issues.add('employmentStartDate', 'personalDataRules.required');
    } else {
      const date = parseIsoDate(start);
      if (date === null) issues.add('employmentStartDate', 'personalDataRules.startDate.format');
      else if (compareDates(date, context.today) > 0) {
        issues.add('employmentStartDate', 'personalDataRules.startDate.future');
      }
    }
    const place = form.placeOfWork.trim();
    if (place === '') {
      if (worker) issues.add('placeOfWork', 'personalDataRules.required');
    } else if (!isCountryCode(place)) {
      issues.add('placeOfWork', 'personalDataRules.country.fromList');
    }
    const salary = form.netSalary.trim();
    if (salary === '') {
      if (worker) issues.add('netSalary', 'personalDataRules.required');
    } else if (!new RegExp(`^\\d{1,${EMPLOYMENT_BOUNDS.netSalaryDigits}}$`).test(salary)) {
      issues.add('netSalary', 'personalDataRules.netSalary.digits');
    }
    checkChoice(issues, 'sourceOfIncome', form.sourceOfIncome);
    checkChoice(issues, 'positionHeld', form.positionHeld);
    if (form.taxesPaid === '') issues.add('taxesPaid', 'personalDataRules.required');
    else if (form.taxesPaid !== 'YES')
      issues.add('taxesPaid', 'personalDataRules.taxesPaid.mustBeYes');
  });
}

/** The schema's field errors as a list. */
export function employmentFormIssues(
  form: TEmploymentForm,
  context: PersonalDataContext,
): readonly FieldIssue[] {
  return issuesOf(employmentFormSchema(context), form);
}
