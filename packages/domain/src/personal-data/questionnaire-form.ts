import { z } from 'zod';
import { lazily } from '../lazily';
import { MAX_COUNTRIES_OF_BUSINESS, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { EMPLOYER_SECTORS, needsCustomEmployerBusiness } from '../employer-sectors';
import {
  CASH_SHARES,
  CASH_WITHDRAWAL_LEVELS,
  FLOW_SPLITS,
  OCCASIONAL_INFLOW_LEVELS,
  REGULAR_INFLOW_LEVELS,
  showsAbroadSourceField,
  showsCashSourceField,
} from '../kyc-flows';
import { ACCOUNT_PURPOSES, ALL_EMPLOYMENT_TYPES, ORIGINS_OF_FUNDS } from '../kyc-profile';
import { STUDENT_PACKAGE_PRESET } from '../student-package';
import type { VariantId } from '../variants';
import { isCountryCode } from './country-codes';
import { POSTAL_CODE_COUNTRY } from './postal-codes';
import {
  checkChoice,
  checkText,
  formChoice,
  formText,
  type IssueList,
  issuesOf,
  refinedByRules,
  type FieldIssue,
  type PersonalDataContext,
} from './rules';

/** spec 2 §5: the employer name of the questionnaire is 1-100 characters. */
export const QUESTIONNAIRE_EMPLOYER_NAME_MAX = 100;

/**
 * Under the student package the country of business is locked too (spec 1 §4); decision 092: it is
 * preset to Slovenia, the country of a student of a Slovenian school.
 */
/** The student package's country of business: the bank's own country (spec 1 §4, decision 159). */
export function studentPackageCountryOfBusiness(variant: VariantId = 'si'): 'SI' | 'AL' {
  return POSTAL_CODE_COUNTRY[variant];
}

export const COUNTRY_OF_BUSINESS_FIELDS = [
  'countryOfBusiness_0',
  'countryOfBusiness_1',
  'countryOfBusiness_2',
] as const;
export type CountryOfBusinessField = (typeof COUNTRY_OF_BUSINESS_FIELDS)[number];

const multiChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { message: 'personalDataRules.chooseFromList' }))
    .max(values.length, 'personalDataRules.tooLong');

/**
 * spec 2 §3 "Purpose-of-business (know-your-customer) form", field names as the spec writes them.
 * Built on first use, as the schemas below (lazily.ts).
 */
export const questionnaireFormShape = lazily(() => ({
  PurposeOfTheAccount: multiChoice(ACCOUNT_PURPOSES),
  OriginOfFunds: multiChoice(ORIGINS_OF_FUNDS),
  /** Expected regular monthly inflow. */
  regularFlowSelect: formChoice(REGULAR_INFLOW_LEVELS),
  /** Cash share of the regular flow (radios). */
  regularFlow: formChoice(CASH_SHARES),
  sourceOfFundsThatWillBeSubjectOfCashOperations: formText(),
  estimatedInflowSloveniaAbroad: formChoice(FLOW_SPLITS),
  sourceOfFundsAbroadBusiness: formText(),
  /** The employer-name field shown instead of the abroad text (inflows only from Slovenia). */
  employerName: formText(),
  expectedOccasionalIrregularInflows: formChoice(OCCASIONAL_INFLOW_LEVELS),
  expectedCashDepositsInOccasionalIrregularInflows: formChoice(CASH_SHARES),
  estimatedOutflowSloveniaAbroad: formChoice(FLOW_SPLITS),
  estimatedCashWithdrawalsAccount: formChoice(CASH_WITHDRAWAL_LEVELS),
  TypeOfEmployment: formChoice(ALL_EMPLOYMENT_TYPES),
  EmployerBusiness: formChoice(EMPLOYER_SECTORS),
  employerBusinessCustom: formText(),
  countryOfBusiness_0: formText(),
  countryOfBusiness_1: formText(),
  countryOfBusiness_2: formText(),
}));

/** The structure alone: known fields, list values, 250 characters at most. */
export const questionnaireFormStructureSchema = lazily(() =>
  z.strictObject(questionnaireFormShape()),
);
export const ZQuestionnaireFormStructure = /* @__PURE__ */ questionnaireFormStructureSchema();
export type TQuestionnaireForm = z.infer<typeof ZQuestionnaireFormStructure>;

export const EMPTY_QUESTIONNAIRE_FORM: TQuestionnaireForm = {
  PurposeOfTheAccount: [],
  OriginOfFunds: [],
  regularFlowSelect: '',
  regularFlow: '',
  sourceOfFundsThatWillBeSubjectOfCashOperations: '',
  estimatedInflowSloveniaAbroad: '',
  sourceOfFundsAbroadBusiness: '',
  employerName: '',
  expectedOccasionalIrregularInflows: '',
  expectedCashDepositsInOccasionalIrregularInflows: '',
  estimatedOutflowSloveniaAbroad: '',
  estimatedCashWithdrawalsAccount: '',
  TypeOfEmployment: '',
  EmployerBusiness: '',
  employerBusinessCustom: '',
  countryOfBusiness_0: '',
  countryOfBusiness_1: '',
  countryOfBusiness_2: '',
};

/**
 * spec 1 §4 / spec 2 §4: the questionnaire as the student package opens it. The custom employer
 * business is the translated student label, so the caller passes the text in the page's language.
 */
export function studentPresetQuestionnaire(
  form: TQuestionnaireForm,
  studentLabel: string,
  variant: VariantId = 'si',
): TQuestionnaireForm {
  return {
    ...form,
    TypeOfEmployment: STUDENT_PACKAGE_PRESET.TypeOfEmployment,
    EmployerBusiness: STUDENT_PACKAGE_PRESET.EmployerBusiness,
    employerBusinessCustom: studentLabel,
    countryOfBusiness_0: studentPackageCountryOfBusiness(variant),
    countryOfBusiness_1: '',
    countryOfBusiness_2: '',
  };
}

/** The countries of business as a list without the empty trailing fields. */
export function countriesOfBusinessOf(form: TQuestionnaireForm): string[] {
  return COUNTRY_OF_BUSINESS_FIELDS.map((field) => form[field].trim()).filter(
    (code) => code !== '',
  );
}

/** Writes a list of countries back into the three fields (removing shifts later ones up). */
export function withCountriesOfBusiness(
  form: TQuestionnaireForm,
  countries: readonly string[],
): TQuestionnaireForm {
  const [first = '', second = '', third = ''] = countries;
  return {
    ...form,
    countryOfBusiness_0: first,
    countryOfBusiness_1: second,
    countryOfBusiness_2: third,
  };
}

function checkCountriesOfBusiness(issues: IssueList, form: TQuestionnaireForm): void {
  const seen = new Set<string>();
  COUNTRY_OF_BUSINESS_FIELDS.forEach((field, index) => {
    const code = form[field].trim();
    if (code === '') {
      // The first is required; a later one is simply not shown until the one before is filled.
      if (index === 0) issues.add(field, 'personalDataRules.required');
      return;
    }
    const before = COUNTRY_OF_BUSINESS_FIELDS[index - 1];
    if (before !== undefined && form[before].trim() === '') {
      issues.add(field, 'personalDataRules.countriesOfBusiness.gap');
    } else if (!isCountryCode(code)) {
      issues.add(field, 'personalDataRules.country.fromList');
    } else if (seen.has(code)) {
      issues.add(field, 'personalDataRules.countriesOfBusiness.duplicate');
    }
    seen.add(code);
  });
}

/** spec 2 §3-§5 "Questionnaire": conditional fields, rules of change, the countries of business. */
export function questionnaireFormSchema(context: PersonalDataContext) {
  return refinedByRules(questionnaireFormStructureSchema(), (form, issues) => {
    for (const field of ['PurposeOfTheAccount', 'OriginOfFunds'] as const) {
      if (form[field].length === 0) issues.add(field, 'personalDataRules.chooseAtLeastOne');
    }
    checkChoice(issues, 'regularFlowSelect', form.regularFlowSelect);
    checkChoice(issues, 'regularFlow', form.regularFlow);
    checkText(
      issues,
      'sourceOfFundsThatWillBeSubjectOfCashOperations',
      form.sourceOfFundsThatWillBeSubjectOfCashOperations,
      {
        required: showsCashSourceField(form.regularFlow),
        max: TEXT_FIELD_MAX_LENGTH,
      },
    );
    checkChoice(issues, 'estimatedInflowSloveniaAbroad', form.estimatedInflowSloveniaAbroad);
    const abroad = showsAbroadSourceField(form.estimatedInflowSloveniaAbroad);
    checkText(issues, 'sourceOfFundsAbroadBusiness', form.sourceOfFundsAbroadBusiness, {
      required: abroad,
      max: TEXT_FIELD_MAX_LENGTH,
    });
    checkText(issues, 'employerName', form.employerName, {
      required: false,
      max: QUESTIONNAIRE_EMPLOYER_NAME_MAX,
    });
    checkChoice(
      issues,
      'expectedOccasionalIrregularInflows',
      form.expectedOccasionalIrregularInflows,
    );
    checkChoice(
      issues,
      'expectedCashDepositsInOccasionalIrregularInflows',
      form.expectedCashDepositsInOccasionalIrregularInflows,
    );
    if (
      form.expectedOccasionalIrregularInflows === 'NO_INFLOWS' &&
      form.expectedCashDepositsInOccasionalIrregularInflows !== '' &&
      form.expectedCashDepositsInOccasionalIrregularInflows !== 'NO_CASH'
    ) {
      issues.add(
        'expectedCashDepositsInOccasionalIrregularInflows',
        'personalDataRules.questionnaire.cashDepositsMustBeNone',
      );
    }
    checkChoice(issues, 'estimatedOutflowSloveniaAbroad', form.estimatedOutflowSloveniaAbroad);
    checkChoice(issues, 'estimatedCashWithdrawalsAccount', form.estimatedCashWithdrawalsAccount);
    checkChoice(issues, 'TypeOfEmployment', form.TypeOfEmployment);
    checkChoice(issues, 'EmployerBusiness', form.EmployerBusiness);
    checkText(issues, 'employerBusinessCustom', form.employerBusinessCustom, {
      required: form.EmployerBusiness !== '' && needsCustomEmployerBusiness(form.EmployerBusiness),
      max: TEXT_FIELD_MAX_LENGTH,
    });
    checkCountriesOfBusiness(issues, form);
    if (context.packageName === 'Diploma') {
      // The preset fields are locked: a request that changes them is refused.
      if (form.TypeOfEmployment !== STUDENT_PACKAGE_PRESET.TypeOfEmployment) {
        issues.add('TypeOfEmployment', 'personalDataRules.questionnaire.studentPresetLocked');
      }
      if (form.EmployerBusiness !== STUDENT_PACKAGE_PRESET.EmployerBusiness) {
        issues.add('EmployerBusiness', 'personalDataRules.questionnaire.studentPresetLocked');
      }
      const countries = countriesOfBusinessOf(form);
      if (
        countries.length !== 1 ||
        countries[0] !== studentPackageCountryOfBusiness(context.variant)
      ) {
        issues.add('countryOfBusiness_0', 'personalDataRules.questionnaire.studentPresetLocked');
      }
    }
  });
}

/** The schema's field errors as a list. */
export function questionnaireFormIssues(
  form: TQuestionnaireForm,
  context: PersonalDataContext,
): readonly FieldIssue[] {
  return issuesOf(questionnaireFormSchema(context), form);
}

export { MAX_COUNTRIES_OF_BUSINESS };
