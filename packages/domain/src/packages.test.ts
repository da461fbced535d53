import { describe, expect, it } from 'vitest';
import {
  CHOSEN_DIGITAL_FEE_READING,
  DIGITAL_FEE_READINGS,
  PACKAGE_RULES,
  ageOn,
  isAgeAllowedForPackage,
  isPackageAvailableFor,
  packageFee,
} from './packages';

describe('package age rules', () => {
  it('Digital: adults, no upper limit', () => {
    expect(isAgeAllowedForPackage('Digital', 17)).toBe(false);
    expect(isAgeAllowedForPackage('Digital', 18)).toBe(true);
    expect(isAgeAllowedForPackage('Digital', 90)).toBe(true);
  });

  it('Mladi: 18 to 25 inclusive', () => {
    expect(isAgeAllowedForPackage('Mladi', 17)).toBe(false);
    expect(isAgeAllowedForPackage('Mladi', 18)).toBe(true);
    expect(isAgeAllowedForPackage('Mladi', 25)).toBe(true);
    expect(isAgeAllowedForPackage('Mladi', 26)).toBe(false);
  });

  it('Diploma: adults up to 27 inclusive', () => {
    expect(isAgeAllowedForPackage('Diploma', 17)).toBe(false);
    expect(isAgeAllowedForPackage('Diploma', 27)).toBe(true);
    expect(isAgeAllowedForPackage('Diploma', 28)).toBe(false);
  });

  it('offers Digital when Diploma does not apply', () => {
    expect(PACKAGE_RULES.Diploma.fallback).toBe('Digital');
    expect(PACKAGE_RULES.Diploma.needsStudentData).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2026, month: 6, day: 14 })).toBe(25);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2026, month: 6, day: 15 })).toBe(26);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2026, month: 7, day: 1 })).toBe(26);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 3, day: 1 })).toBe(18);
  });
});

describe('fees', () => {
  it('keeps both Digital readings and uses the chosen one (decision 013)', () => {
    expect(DIGITAL_FEE_READINGS.fiveEuro.afterwardsMonthly).toEqual({
      minor: 500,
      currency: 'EUR',
    });
    expect(DIGITAL_FEE_READINGS.twoNinetyNineEuro.afterwardsMonthly).toEqual({
      minor: 299,
      currency: 'EUR',
    });
    expect(CHOSEN_DIGITAL_FEE_READING).toBe('fiveEuro');
    expect(packageFee('Digital', 'EUR')).toEqual({
      introductoryMonths: 12,
      introductoryMonthly: { minor: 0, currency: 'EUR' },
      afterwardsMonthly: { minor: 500, currency: 'EUR' },
    });
  });

  it('quotes the Digital package in lek for the al variant, never in euros (decision 237)', () => {
    expect(packageFee('Digital', 'ALL')).toEqual({
      introductoryMonths: 12,
      introductoryMonthly: { minor: 0, currency: 'ALL' },
      afterwardsMonthly: { minor: 50_000, currency: 'ALL' },
    });
  });

  it('has the HUF student defaults and no fee where the spec gives none', () => {
    expect(packageFee('Diploma', 'HUF')?.afterwardsMonthly).toEqual({
      minor: 178_000,
      currency: 'HUF',
    });
    expect(packageFee('Diploma', 'EUR')).toBeNull();
    expect(packageFee('Mladi', 'EUR')).toBeNull();
  });

  it('applies packages to processes that open an account', () => {
    expect(isPackageAvailableFor('CURRENTACCOUNT')).toBe(true);
    expect(isPackageAvailableFor('ACCOUNTOPENINGFROMLOAN')).toBe(true);
    expect(isPackageAvailableFor('PERSONALLOAN')).toBe(false);
    expect(isPackageAvailableFor('DAYPOSIT')).toBe(false);
  });
});
