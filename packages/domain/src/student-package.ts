import type { EmployerSector } from './employer-sectors';
import type { EmploymentType } from './kyc-profile';

/**
 * spec 1 §4, spec 2 §4: opening the purpose form with the student package presets these values
 * and locks them. The custom employer business is a translated student label, given as its key.
 */
export const STUDENT_PACKAGE_PRESET = {
  TypeOfEmployment: 'STUDENT',
  EmployerBusiness: 'OTHER',
  employerBusinessCustomMessageKey: 'kyc.employerBusiness.student',
} as const satisfies {
  TypeOfEmployment: EmploymentType;
  EmployerBusiness: EmployerSector;
  employerBusinessCustomMessageKey: string;
};

/** Form fields the applicant cannot change under the student package. */
export const STUDENT_PACKAGE_LOCKED_FIELDS = [
  'TypeOfEmployment',
  'EmployerBusiness',
  'employerBusinessCustom',
  'countryOfBusiness_0',
  'countryOfBusiness_1',
  'countryOfBusiness_2',
] as const;
export type StudentLockedField = (typeof STUDENT_PACKAGE_LOCKED_FIELDS)[number];
