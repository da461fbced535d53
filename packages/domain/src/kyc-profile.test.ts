import { describe, expect, it } from 'vitest';
import { EMPLOYER_SECTORS, ZEmployerSector, needsCustomEmployerBusiness } from './employer-sectors';
import {
  ALL_EMPLOYMENT_TYPES,
  EMPLOYMENT_INCOME_SOURCES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPES_BY_VARIANT,
  INCOME_SOURCES,
  ZEmploymentType,
} from './kyc-profile';
import { STUDENT_PACKAGE_LOCKED_FIELDS, STUDENT_PACKAGE_PRESET } from './student-package';

describe('employment catalogues', () => {
  it('the Slovenian catalogue adds four types to the general one', () => {
    expect(EMPLOYMENT_TYPES).toHaveLength(8);
    expect(EMPLOYMENT_TYPES_BY_VARIANT.al).toEqual(EMPLOYMENT_TYPES);
    expect(EMPLOYMENT_TYPES_BY_VARIANT.si).toEqual([
      ...EMPLOYMENT_TYPES,
      'DEPENDENT_MINOR',
      'DEPENDENT_ADULT',
      'SMALL_SCALE_FARMER',
      'SELF_EMPLOYED',
    ]);
    expect(new Set(ALL_EMPLOYMENT_TYPES).size).toBe(ALL_EMPLOYMENT_TYPES.length);
    expect(ZEmploymentType.safeParse('STUDENT').success).toBe(true);
  });

  it('keeps both income-source readings', () => {
    expect(INCOME_SOURCES).toHaveLength(8);
    expect(EMPLOYMENT_INCOME_SOURCES).toEqual(['SALARY', 'BUSINESS', 'INVESTMENTS', 'PENSION']);
  });
});

describe('employer sectors', () => {
  it('has 28 distinct sectors ending with OTHER', () => {
    expect(EMPLOYER_SECTORS).toHaveLength(28);
    expect(new Set(EMPLOYER_SECTORS).size).toBe(28);
    expect(EMPLOYER_SECTORS.at(-1)).toBe('OTHER');
    for (const example of [
      'GAMBLING_BETTING',
      'CONSTRUCTION',
      'GOLD_PRECIOUS_METALS_CASH_TRADE',
      'FOUNDATIONS_NON_PROFIT',
      'HEALTHCARE_SOCIAL_WORK',
    ]) {
      expect(ZEmployerSector.safeParse(example).success).toBe(true);
    }
  });

  it('asks for a custom business only for OTHER', () => {
    expect(needsCustomEmployerBusiness('OTHER')).toBe(true);
    expect(needsCustomEmployerBusiness('EDUCATION')).toBe(false);
  });
});

describe('student package preset', () => {
  it('presets STUDENT and OTHER and locks them with the countries', () => {
    expect(STUDENT_PACKAGE_PRESET.TypeOfEmployment).toBe('STUDENT');
    expect(STUDENT_PACKAGE_PRESET.EmployerBusiness).toBe('OTHER');
    expect(STUDENT_PACKAGE_LOCKED_FIELDS).toContain('employerBusinessCustom');
    expect(STUDENT_PACKAGE_LOCKED_FIELDS).toContain('countryOfBusiness_0');
  });
});
