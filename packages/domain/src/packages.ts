import { z } from 'zod';
import { lazily } from './lazily';
import type { ProcessName } from './processes';
import { PROCESS_RULES } from './processes';
import { STUDENT_FEE_ALL_DEFAULTS } from './student-package';

/** spec 1 §1: account package variants. */
export const PACKAGE_NAMES = ['Digital', 'Mladi', 'Diploma'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];
export const packageNameSchema = lazily(() => z.enum(PACKAGE_NAMES));
export const ZPackageName = /* @__PURE__ */ packageNameSchema();

/** Age of majority: every package is for adults only (spec 1 §1, spec 2 §1). */
export const ADULT_AGE = 18;
/** spec 2 §5: "age must be 18 to 25 inclusive" in the young-people variant (Mladi). */
export const YOUNG_PACKAGE_MAX_AGE = 25;
/** spec 1 §9, spec 2 §9: student package (Diploma) age limit, inclusive ("over 27" is refused). */
export const STUDENT_AGE_LIMIT = 27;

/** Inclusive age bounds in whole years; max null means no upper bound. */
export interface AgeRange {
  readonly min: number;
  readonly max: number | null;
}

/** An amount in minor units (cents) so fees never go through floating point. */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}

export interface PackageFee {
  /** spec 2 §9: "0.00 EUR for the first 12 months". */
  readonly introductoryMonths: number;
  readonly introductoryMonthly: Money;
  readonly afterwardsMonthly: Money;
}

const INTRODUCTORY_MONTHS = 12;

/**
 * spec 1 §9 / spec 2 §9: the Digital package costs 0.00 EUR a month in the first year, then 5.00
 * EUR in one catalogue and 2.99 EUR in the other. Both readings are kept; decision 013 picks one.
 */
export const DIGITAL_FEE_READINGS = {
  fiveEuro: {
    introductoryMonths: INTRODUCTORY_MONTHS,
    introductoryMonthly: { minor: 0, currency: 'EUR' },
    afterwardsMonthly: { minor: 500, currency: 'EUR' },
  },
  twoNinetyNineEuro: {
    introductoryMonths: INTRODUCTORY_MONTHS,
    introductoryMonthly: { minor: 0, currency: 'EUR' },
    afterwardsMonthly: { minor: 299, currency: 'EUR' },
  },
} as const satisfies Readonly<Record<string, PackageFee>>;
export type DigitalFeeReading = keyof typeof DIGITAL_FEE_READINGS;

/** Decision 013: show the higher fee so the portal never understates what the applicant pays. */
export const CHOSEN_DIGITAL_FEE_READING: DigitalFeeReading = 'fiveEuro';

/**
 * EXAMPLE tariff (decision 237): the Digital package in the al variant's lek, free for the first
 * year and then 500.00 ALL, about the 5.00 EUR of the si variant; the bank's tariff replaces it.
 */
export const DIGITAL_FEE_ALL_EXAMPLE = {
  introductoryMonths: INTRODUCTORY_MONTHS,
  introductoryMonthly: { minor: 0, currency: 'ALL' },
  afterwardsMonthly: { minor: 50_000, currency: 'ALL' },
} as const satisfies PackageFee;

/** spec 1 §9: defaults of the student variant in the other currency (1,780.00 HUF afterwards). */
export const STUDENT_FEE_HUF_DEFAULTS = {
  introductoryMonths: INTRODUCTORY_MONTHS,
  introductoryMonthly: { minor: 0, currency: 'HUF' },
  afterwardsMonthly: { minor: 178_000, currency: 'HUF' },
} as const satisfies PackageFee;

export interface PackageRules {
  readonly ageRange: AgeRange;
  /** Fees by ISO 4217 currency; a missing currency means the fee comes from the bank's tariff. */
  readonly fees: Readonly<Partial<Record<string, PackageFee>>>;
  /** spec 1 §1: Diploma has a student data form (documents, registration number). */
  readonly needsStudentData: boolean;
  /** spec 1 §1: the package offered instead when this one does not apply (only Diploma has one). */
  readonly fallback: PackageName | null;
}

export const PACKAGE_RULES = {
  Digital: {
    ageRange: { min: ADULT_AGE, max: null },
    fees: { EUR: DIGITAL_FEE_READINGS[CHOSEN_DIGITAL_FEE_READING], ALL: DIGITAL_FEE_ALL_EXAMPLE },
    needsStudentData: false,
    fallback: null,
  },
  // The spec gives no Mladi fee; it comes from the tariff.
  Mladi: {
    ageRange: { min: ADULT_AGE, max: YOUNG_PACKAGE_MAX_AGE },
    fees: {},
    needsStudentData: false,
    fallback: null,
  },
  Diploma: {
    ageRange: { min: ADULT_AGE, max: STUDENT_AGE_LIMIT },
    // Decision 179: the al variant's student fee in its currency (student-package.ts).
    fees: { HUF: STUDENT_FEE_HUF_DEFAULTS, ALL: STUDENT_FEE_ALL_DEFAULTS },
    needsStudentData: true,
    fallback: 'Digital',
  },
} as const satisfies Readonly<Record<PackageName, PackageRules>>;

export function isAgeInRange(range: AgeRange, age: number): boolean {
  return age >= range.min && (range.max === null || age <= range.max);
}

export function isAgeAllowedForPackage(pkg: PackageName, age: number): boolean {
  return isAgeInRange(PACKAGE_RULES[pkg].ageRange, age);
}

export function packageFee(pkg: PackageName, currency: string): PackageFee | null {
  const rules: PackageRules = PACKAGE_RULES[pkg];
  return rules.fees[currency] ?? null;
}

export function isPackageAvailableFor(process: ProcessName): boolean {
  return PROCESS_RULES[process].opensAccount;
}

/** A date without time or zone: ages are counted in the bank's calendar, not in UTC instants. */
export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

/**
 * Completed years between birth and a day. A 29 February birthday is reached on 1 March in common
 * years, as the age is only complete once the calendar day has passed.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}
