import type { EmployerSector } from './employer-sectors';
import type { EmploymentType } from './kyc-profile';
import type { PackageFee } from './packages';

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

/**
 * spec 1 §9, spec 2 §9: the student package's defaults "in the other currency" are 0.00 a month in
 * the first year and 1,780.00 a month afterwards. The al variant (decision 179) shows them in its
 * own currency, the Albanian lek: the same figures in ALL (the spec's HUF comes from the source's
 * other market and stays for a variant that bills in forints).
 */
export const STUDENT_FEE_ALL_DEFAULTS = {
  introductoryMonths: 12,
  introductoryMonthly: { minor: 0, currency: 'ALL' },
  afterwardsMonthly: { minor: 178_000, currency: 'ALL' },
} as const satisfies PackageFee;
