import { describe, expect, it } from 'vitest';
import { addCountry, removeCountryAt } from '../countries-of-business';
import {
  cashDepositsAfterOccasionalInflowChange,
  cashShareAfterRegularInflowChange,
} from '../kyc-flows';
import { EXAMPLE_PERSONAL_DATA_SECTIONS as EXAMPLE } from './example';
import {
  countriesOfBusinessOf,
  questionnaireFormIssues,
  questionnaireFormSchema,
  studentPresetQuestionnaire,
  withCountriesOfBusiness,
  type TQuestionnaireForm,
} from './questionnaire-form';
import type { PersonalDataContext } from './rules';

const digital: PersonalDataContext = {
  today: { year: 2026, month: 11, day: 22 },
  packageName: 'Digital',
};
const diploma: PersonalDataContext = { ...digital, packageName: 'Diploma' };
const form = EXAMPLE.questionnaire;
const code = (change: Partial<TQuestionnaireForm>, field: string, context = digital) =>
  questionnaireFormIssues({ ...form, ...change }, context).find((issue) => issue.field === field)
    ?.code ?? null;

describe('purpose of business: required answers', () => {
  it.each<[Partial<TQuestionnaireForm>, string, string | null]>([
    [{ PurposeOfTheAccount: [] }, 'PurposeOfTheAccount', 'personalDataRules.chooseAtLeastOne'],
    [{ OriginOfFunds: [] }, 'OriginOfFunds', 'personalDataRules.chooseAtLeastOne'],
    [{ regularFlowSelect: '' }, 'regularFlowSelect', 'personalDataRules.required'],
    [{ regularFlow: '' }, 'regularFlow', 'personalDataRules.required'],
    [
      { estimatedInflowSloveniaAbroad: '' },
      'estimatedInflowSloveniaAbroad',
      'personalDataRules.required',
    ],
    [
      { expectedOccasionalIrregularInflows: '' },
      'expectedOccasionalIrregularInflows',
      'personalDataRules.required',
    ],
    [
      { estimatedOutflowSloveniaAbroad: '' },
      'estimatedOutflowSloveniaAbroad',
      'personalDataRules.required',
    ],
    [
      { estimatedCashWithdrawalsAccount: '' },
      'estimatedCashWithdrawalsAccount',
      'personalDataRules.required',
    ],
    [{ TypeOfEmployment: '' }, 'TypeOfEmployment', 'personalDataRules.required'],
    [{ EmployerBusiness: '' }, 'EmployerBusiness', 'personalDataRules.required'],
  ])('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });

  it('refuses values outside the lists through the schema', () => {
    const result = questionnaireFormSchema(digital).safeParse({ ...form, regularFlow: 'SOME' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['regularFlow'],
      message: 'personalDataRules.chooseFromList',
    });
  });
});

describe('purpose of business: conditional fields', () => {
  it.each([
    // The cash-source text is asked when the cash share is set and is not NO_CASH.
    [{ regularFlow: 'NO_CASH' }, 'sourceOfFundsThatWillBeSubjectOfCashOperations', null],
    [
      { regularFlow: 'LOW' },
      'sourceOfFundsThatWillBeSubjectOfCashOperations',
      'personalDataRules.required',
    ],
    [
      { regularFlow: 'HIGH', sourceOfFundsThatWillBeSubjectOfCashOperations: 'Tips at work' },
      'sourceOfFundsThatWillBeSubjectOfCashOperations',
      null,
    ],
    [
      { regularFlow: 'LOW', sourceOfFundsThatWillBeSubjectOfCashOperations: 'x'.repeat(251) },
      'sourceOfFundsThatWillBeSubjectOfCashOperations',
      'personalDataRules.tooLong',
    ],
    // The abroad text when the split is set and is not ONLY_SLOVENIA; else the employer name.
    [{ estimatedInflowSloveniaAbroad: 'ONLY_SLOVENIA' }, 'sourceOfFundsAbroadBusiness', null],
    [
      { estimatedInflowSloveniaAbroad: 'NINETY_TEN' },
      'sourceOfFundsAbroadBusiness',
      'personalDataRules.required',
    ],
    [
      {
        estimatedInflowSloveniaAbroad: 'MORE_THAN_FIFTY',
        sourceOfFundsAbroadBusiness: 'Rent of a flat in Vienna',
      },
      'sourceOfFundsAbroadBusiness',
      null,
    ],
    [{ employerName: 'E'.repeat(101) }, 'employerName', 'personalDataRules.tooLong'],
    [{ employerName: '' }, 'employerName', null],
    // Occasional inflows: none means no cash deposits either.
    [
      {
        expectedOccasionalIrregularInflows: 'NO_INFLOWS',
        expectedCashDepositsInOccasionalIrregularInflows: 'HIGH',
      },
      'expectedCashDepositsInOccasionalIrregularInflows',
      'personalDataRules.questionnaire.cashDepositsMustBeNone',
    ],
    [
      {
        expectedOccasionalIrregularInflows: 'LOW_INFLOWS',
        expectedCashDepositsInOccasionalIrregularInflows: 'HIGH',
      },
      'expectedCashDepositsInOccasionalIrregularInflows',
      null,
    ],
    // Employer business: the custom text when OTHER.
    [{ EmployerBusiness: 'OTHER' }, 'employerBusinessCustom', 'personalDataRules.required'],
    [
      { EmployerBusiness: 'OTHER', employerBusinessCustom: 'Beekeeping' },
      'employerBusinessCustom',
      null,
    ],
  ] as const)('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });

  it('follows the rules of change of spec 2 §4', () => {
    expect(cashShareAfterRegularInflowChange('', 'HIGH')).toBe('NO_CASH');
    expect(cashDepositsAfterOccasionalInflowChange('NO_INFLOWS', 'HIGH')).toBe('NO_CASH');
    const changed: TQuestionnaireForm = {
      ...form,
      expectedOccasionalIrregularInflows: 'NO_INFLOWS',
      expectedCashDepositsInOccasionalIrregularInflows:
        cashDepositsAfterOccasionalInflowChange('NO_INFLOWS', 'HIGH') ?? '',
    };
    expect(questionnaireFormIssues(changed, digital)).toEqual([]);
  });
});

describe('countries of business (up to three, from the list)', () => {
  it.each([
    [{ countryOfBusiness_0: '' }, 'countryOfBusiness_0', 'personalDataRules.required'],
    [
      { countryOfBusiness_0: 'Slovenia' },
      'countryOfBusiness_0',
      'personalDataRules.country.fromList',
    ],
    [{ countryOfBusiness_1: 'AT' }, 'countryOfBusiness_1', null],
    [{ countryOfBusiness_1: 'AT', countryOfBusiness_2: 'HR' }, 'countryOfBusiness_2', null],
    [
      { countryOfBusiness_1: 'AT', countryOfBusiness_2: 'XX' },
      'countryOfBusiness_2',
      'personalDataRules.country.fromList',
    ],
    [
      { countryOfBusiness_2: 'HR' },
      'countryOfBusiness_2',
      'personalDataRules.countriesOfBusiness.gap',
    ],
    [
      { countryOfBusiness_0: '', countryOfBusiness_1: 'AT' },
      'countryOfBusiness_1',
      'personalDataRules.countriesOfBusiness.gap',
    ],
    [
      { countryOfBusiness_1: 'SI' },
      'countryOfBusiness_1',
      'personalDataRules.countriesOfBusiness.duplicate',
    ],
  ] as const)('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });

  it('refuses a fourth country field', () => {
    const result = questionnaireFormSchema(digital).safeParse({
      ...form,
      countryOfBusiness_3: 'IT',
    });
    expect(result.success).toBe(false);
  });

  it('shifts later countries up when one is removed and adds at most three', () => {
    const three = withCountriesOfBusiness(form, ['SI', 'AT', 'HR']);
    const removed = withCountriesOfBusiness(
      three,
      removeCountryAt(countriesOfBusinessOf(three), 0),
    );
    expect([
      removed.countryOfBusiness_0,
      removed.countryOfBusiness_1,
      removed.countryOfBusiness_2,
    ]).toEqual(['AT', 'HR', '']);
    expect(addCountry(countriesOfBusinessOf(three), 'IT')).toEqual(['SI', 'AT', 'HR']);
    expect(questionnaireFormIssues(removed, digital)).toEqual([]);
  });
});

describe('student package preset', () => {
  it('presets and locks the employment type, business and country', () => {
    const preset = studentPresetQuestionnaire(form, 'Student');
    expect(preset).toMatchObject({
      TypeOfEmployment: 'STUDENT',
      EmployerBusiness: 'OTHER',
      employerBusinessCustom: 'Student',
      countryOfBusiness_0: 'SI',
    });
    expect(questionnaireFormIssues(preset, diploma)).toEqual([]);
  });

  it('presets the bank’s own country in the Albanian variant (decision 159)', () => {
    const preset = studentPresetQuestionnaire(form, 'Student', 'al');
    expect(preset.countryOfBusiness_0).toBe('AL');
    expect(questionnaireFormIssues(preset, { ...diploma, variant: 'al' })).toEqual([]);
    expect(
      questionnaireFormIssues(
        { ...preset, countryOfBusiness_0: 'SI' },
        { ...diploma, variant: 'al' },
      ),
    ).toContainEqual({
      field: 'countryOfBusiness_0',
      code: 'personalDataRules.questionnaire.studentPresetLocked',
    });
  });

  it.each([
    [{ TypeOfEmployment: 'EMPLOYED' }, 'TypeOfEmployment'],
    [{ EmployerBusiness: 'EDUCATION' }, 'EmployerBusiness'],
    [{ countryOfBusiness_0: 'AT' }, 'countryOfBusiness_0'],
    [{ countryOfBusiness_1: 'AT' }, 'countryOfBusiness_0'],
  ] as const)('refuses a changed locked field %j', (change, field) => {
    const preset = studentPresetQuestionnaire(form, 'Student');
    const issues = questionnaireFormIssues({ ...preset, ...change }, diploma);
    expect(issues).toContainEqual({
      field,
      code: 'personalDataRules.questionnaire.studentPresetLocked',
    });
  });
});
