import { describe, expect, it } from 'vitest';
import {
  decideEligibility,
  DEFAULT_ELIGIBILITY_POLICY,
  type EligibilityFacts,
} from '../eligibility';
import { packageFee } from '../packages';
import { ALBANIAN_MOBILE_RANGES, checkMobileNumber } from '../phone';
import { studentPackageFee } from '../student-fee';
import { getVariant } from '../variants';
import { addressFormIssues, emptyAddressForm } from './address-form';
import {
  albanianIbanNationalCheckDigit,
  albanianIbanProblem,
  albanianNidCheckLetter,
  albanianNidParts,
  albanianNidProblem,
  compactAlbanianTaxId,
  isValidAlbanianTaxId,
} from './al-identifiers';
import { EXAMPLE_AL_PERSONAL_DATA_SECTIONS } from './al-example';
import { lookupOptions } from './lookups';
import { isAlbanianPostalCode, placeForPostalCode, postalCodesOf } from './postal-codes';
import { personalDataSectionsIssues } from './sections';

// Decisions 176–179: the al variant's identifiers, postal codes, phone rule,
// currency and student fee.

const today = { year: 2026, month: 11, day: 24 };
const al = { today, packageName: null, variant: 'al' } as const;
const example = EXAMPLE_AL_PERSONAL_DATA_SECTIONS;

describe('the Albanian personal number (NID)', () => {
  it('reads the decade letter, the year digit, month +50 for women and the day', () => {
    // A published NID: a man born 18.02.1968 (decision 176).
    expect(albanianNidParts('G80218157A')).toMatchObject({
      year: 1968,
      month: 2,
      day: 18,
      gender: 'MALE',
      national: true,
    });
    expect(albanianNidParts('j85515123a')).toMatchObject({
      year: 1998,
      month: 5,
      day: 15,
      gender: 'FEMALE',
    });
    expect(albanianNidParts('K05115001O')).toMatchObject({
      year: 2000,
      month: 1,
      gender: 'FEMALE',
    });
    // Foreign residents: 31–42 men, 81–92 women.
    expect(albanianNidParts('J08101001B')).toMatchObject({ gender: 'FEMALE', national: false });
  });

  it('refuses what is not letter, 8 digits, letter, a month code outside the ranges, a false date', () => {
    for (const bad of ['1505998505338', 'J8551512A', 'J855151234', 'Z85515123A', 'J81315123A']) {
      expect(albanianNidProblem(bad)).toBe('format');
    }
    expect(albanianNidProblem('J90229001A')).toBe('date');
    expect(albanianNidProblem('K00229001A')).toBe(null);
  });

  it('computes the check letter of the published example (for test values only)', () => {
    expect(albanianNidCheckLetter('G80218157')).toBe('A');
    expect(albanianNidCheckLetter('J85515123')).toBe('A');
  });
});

describe('the Albanian tax number (NIPT) and IBAN', () => {
  it('takes the NIPT as letter, 8 digits, letter, with the VAT prefix and spaces', () => {
    expect(isValidAlbanianTaxId('K71234567L')).toBe(true);
    expect(compactAlbanianTaxId('AL K 7123 4567 L')).toBe('K71234567L');
    expect(isValidAlbanianTaxId('AL K 7123 4567 L')).toBe(true);
    for (const bad of ['50223054', 'K7123456L', 'Z71234567L', 'K712345678']) {
      expect(isValidAlbanianTaxId(bad)).toBe(false);
    }
  });

  it('checks the IBAN: AL, 28 characters, mod 97 and the national check digit', () => {
    expect(albanianIbanProblem('AL47 2121 1009 0000 0002 3569 8741')).toBe(null);
    expect(albanianIbanNationalCheckDigit('2121100')).toBe(9);
    expect(albanianIbanProblem('SI56 2633 0001 2039 086')).toBe('notAlbanian');
    expect(albanianIbanProblem('AL47 2121 1009 0000 0002 3569')).toBe('formatAlbanian');
    expect(albanianIbanProblem('AL48212110090000000235698741')).toBe('checksum');
    // A valid mod 97 whose national digit is wrong (bank 212, branch 1100 need 9, not 8).
    expect(albanianIbanProblem('AL74212110080000000235698741')).toBe('checksum');
  });
});

describe('the personal data rules by variant', () => {
  it('accept the Albanian example in the al variant', () => {
    expect(personalDataSectionsIssues(example, al)).toEqual([]);
  });

  it('refuse it under the Slovenian rules (what every al applicant met before)', () => {
    const fields = personalDataSectionsIssues(example, { today, packageName: null }).map(
      (issue) => issue.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'personalData.personalNumber',
        'personalData.taxID',
        'personalData.iban',
      ]),
    );
  });

  it('name the NID, NIPT and IBAN problems with their codes', () => {
    const issues = personalDataSectionsIssues(
      {
        ...example,
        personalData: {
          ...example.personalData,
          gender: 'MALE',
          taxID: '50223054',
          iban: 'SI56 2633 0001 2039 086',
        },
      },
      al,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'personalData.personalNumber', code: 'personalDataRules.nid.genderMismatch' },
        { field: 'personalData.taxID', code: 'personalDataRules.nipt.format' },
        { field: 'personalData.iban', code: 'personalDataRules.iban.notAlbanian' },
      ]),
    );
    const otherBirth = personalDataSectionsIssues(
      { ...example, personalData: { ...example.personalData, birthDate: '16.05.1998' } },
      al,
    );
    expect(otherBirth).toContainEqual({
      field: 'personalData.personalNumber',
      code: 'personalDataRules.nid.birthDateMismatch',
    });
  });

  it('take Albanian postal codes from the list in the al variant only', () => {
    const address = { ...emptyAddressForm('al'), municipalityZipCode: '9999', city: 'Tiranë' };
    expect(emptyAddressForm('al').country).toBe('AL');
    expect(
      addressFormIssues({ ...address, streetAddress: 'Rruga', houseNumber: '1' }, 'al'),
    ).toEqual([{ field: 'municipalityZipCode', code: 'personalDataRules.postalCode.fromList' }]);
    expect(addressFormIssues(example.address, 'al')).toEqual([]);
  });
});

describe('Albanian postal codes (GeoNames, CC BY 4.0)', () => {
  it('has the codes and names the municipality as the city', () => {
    expect(isAlbanianPostalCode('1001')).toBe(true);
    expect(isAlbanianPostalCode('1000')).toBe(false);
    expect(placeForPostalCode('1001', 'al')).toBe('Tiranë');
    expect(placeForPostalCode('4001', 'al')).toBe('Shkodër');
    expect(placeForPostalCode('1000')).toBe('Ljubljana');
    expect(postalCodesOf('al')).toHaveLength(489);
    expect(postalCodesOf('al').find((code) => code.code === '8706')?.place).toBe(
      'Bujan, Lekbibaj, Llugaj, Margegaj',
    );
  });

  it('is the getPostalCode lookup of the al variant', () => {
    expect(lookupOptions('PostalCode', 'sq', 'al')[0]).toEqual({ code: '1001', name: 'Tirana 5' });
    expect(lookupOptions('PostalCode', 'sl')[0]?.code).toBe('1000');
  });
});

describe('+355 mobile numbers (spec 2 §5)', () => {
  it('takes 9 digits of the Albanian mobile ranges, with or without the trunk 0', () => {
    expect(ALBANIAN_MOBILE_RANGES).toEqual(['67', '68', '69']);
    expect(checkMobileNumber('+355', '069 123 4567')).toEqual({
      ok: true,
      nationalNumber: '691234567',
      e164: '+355691234567',
    });
    expect(checkMobileNumber('+355', '682345678')).toMatchObject({ ok: true });
    for (const bad of ['0661234567', '6912345678', '69123456', '042123456', '0801234567']) {
      expect(checkMobileNumber('+355', bad)).toEqual({
        ok: false,
        code: 'validation.phone.invalid',
      });
    }
  });
});

describe('currency and the student fee of the al variant (spec 1 §9)', () => {
  it('bills in ALL: 0.00 a month the first year, then 1,780.00', () => {
    expect(getVariant('al').currency).toBe('ALL');
    expect(studentPackageFee('al')).toEqual({
      introductoryMonths: 12,
      introductoryMonthly: { minor: 0, currency: 'ALL' },
      afterwardsMonthly: { minor: 178_000, currency: 'ALL' },
    });
    expect(packageFee('Diploma', 'ALL')?.afterwardsMonthly.currency).toBe('ALL');
    expect(studentPackageFee('si')).toBeNull();
  });
});

describe('eligibility of an Albanian applicant', () => {
  const facts: EligibilityFacts = {
    consents: { pep: false, fatca: false, crs: false },
    birthDate: '1998-05-15',
    today: '2026-11-24',
    permanentAddressCountry: 'AL',
    nationalities: ['AL'],
    residentStatus: 'RESIDENT',
    employmentType: 'EMPLOYED',
    incomeSources: ['SALARY'],
    iban: 'AL47212110090000000235698741',
    registries: { existingCustomer: false, ibanHeldHere: false, insolvent: false },
  };
  const alPolicy = {
    ...DEFAULT_ELIGIBILITY_POLICY,
    bankCountry: 'AL',
    ibanCountry: 'AL',
    citizenships: [...DEFAULT_ELIGIBILITY_POLICY.citizenships, 'AL'],
  };

  it('accepts valid data with an Albanian IBAN; a Slovenian IBAN is NO_IBAN', () => {
    expect(decideEligibility(facts, alPolicy).criteries).toBe('ACCEPTED');
    expect(decideEligibility({ ...facts, iban: 'SI56263300012039086' }, alPolicy).criteries).toBe(
      'NO_IBAN',
    );
  });
});
