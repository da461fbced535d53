import type { TDocumentPrefill } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../infra/db/database';
import type { EnteredData } from '../../eligibility/entered-data';
import { createCrossCheckApplicant } from './cross-check-applicant';

// The personal data as stored (ISO dates, the EMSO of 17.05.1990, a man) against a reading of the
// same person's card, and the sign-up's name.
const ENTERED: EnteredData = {
  names: { firstName: 'Žiga', secondName: null, surname: 'Čebašek Šuštar', fatherName: null },
  birth: { date: '1990-05-17', placeOfBirth: null, countryCode: 'SI', nationality: 'SI' },
  secondNationality: null,
  gender: 'MALE',
  residentStatus: 'RESIDENT',
  addresses: [],
  contact: { email: null, mobileNumber: null },
  identityDocument: {
    idType: 'ID',
    number: '001234567',
    personalNumber: '1705990500006',
    issuer: null,
    issuePlace: null,
    issueDate: '2020-01-15',
    expirationDate: '2030-01-15',
  },
  employment: {
    employerStatus: null,
    profession: null,
    position: null,
    monthlyIncoming: null,
    originOfFunds: [],
    purposeOfBusinessRelation: null,
  },
  questionnaire: [],
  iban: null,
  taxNumber: null,
};

const READING: TDocumentPrefill = {
  documentType: 'ID',
  lastName: 'CEBASEK SUSTAR',
  firstName: 'ZIGA',
  documentNumber: '001234567',
  birthDate: '17.05.1990',
  sex: 'M',
  expiryDate: '15.01.2030',
};

function crossCheck(entered: EnteredData | null, reading: TDocumentPrefill | null, name: string) {
  const check = createCrossCheckApplicant({
    clock: () => new Date('2026-11-30T10:00:00Z'),
    timeZone: 'Europe/Ljubljana',
    variant: 'si',
    enteredData: { entered: () => Promise.resolve(entered) },
    latestPrefill: () => Promise.resolve(reading),
    signUpNameOf: () => Promise.resolve(name),
  });
  return check({} as Transaction, 'a-prospect');
}

describe('crossCheckApplicant', () => {
  it('when the stored personal data, the reading and the sign-up are one person, then nothing is found', async () => {
    expect(await crossCheck(ENTERED, READING, 'Žiga Čebašek')).toEqual([]);
  });

  it('when the stored birth date and expiry differ from the reading, then the ISO dates were read as dates', async () => {
    const entered: EnteredData = {
      ...ENTERED,
      birth: { ...ENTERED.birth, date: '1990-05-18' },
      identityDocument: { ...ENTERED.identityDocument, expirationDate: '2030-01-16' },
    };
    expect((await crossCheck(entered, READING, 'Žiga Čebašek Šuštar')).map(described)).toEqual([
      'BIRTH_DATE DOCUMENT/FORM',
      'BIRTH_DATE NATIONAL_ID/FORM',
      'DOCUMENT_EXPIRY DOCUMENT/FORM',
    ]);
  });

  it('when the personal data were not sent, then the sign-up is compared with the reading alone', async () => {
    expect((await crossCheck(null, READING, 'Maja Kranjc')).map(described)).toEqual([
      'NAME SIGN_UP/DOCUMENT',
    ]);
  });
});

function described(finding: { check: string; sources: readonly string[] }): string {
  return `${finding.check} ${finding.sources.join('/')}`;
}
