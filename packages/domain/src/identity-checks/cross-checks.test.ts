import { describe, expect, it } from 'vitest';
import type { TDocumentPrefill } from '../mrz/prefill';
import { crossCheckIdentity, type FormIdentity, type IdentityFacts } from './cross-checks';

const TODAY = { year: 2026, month: 11, day: 30 };

// Ana Živa Novak, born 15.03.1990, female: EMSO 1503990505123 (register 50, serial 512, valid).
const DOCUMENT: TDocumentPrefill = {
  documentType: 'ID',
  lastName: 'NOVAK',
  firstName: 'ANA ZIVA',
  documentNumber: 'IA0012345',
  birthDate: '15.03.1990',
  sex: 'F',
  expiryDate: '01.06.2031',
};

const FORM: FormIdentity = {
  firstName: 'Ana',
  secondName: 'Živa',
  surname: 'Novak',
  birthDate: { year: 1990, month: 3, day: 15 },
  sex: 'FEMALE',
  documentNumber: 'IA0012345',
  documentExpiry: { year: 2031, month: 6, day: 1 },
  nationalId: '1503990505123',
};

function facts(overrides: Partial<IdentityFacts> = {}): IdentityFacts {
  return {
    signUpName: 'Ana Novak',
    form: FORM,
    document: DOCUMENT,
    variant: 'si',
    today: TODAY,
    ...overrides,
  };
}

describe('crossCheckIdentity', () => {
  it('when the sign-up, the form, the document and the EMSO agree, then there is no finding', () => {
    expect(crossCheckIdentity(facts())).toEqual([]);
  });

  it('when someone signed up under another name than the document’s, then both the sign-up and the form are named against it', () => {
    expect(
      crossCheckIdentity(
        facts({
          signUpName: 'Maja Kranjc',
          form: { ...FORM, firstName: 'Maja', secondName: '', surname: 'Kranjc' },
        }),
      ),
    ).toEqual([
      {
        check: 'NAME',
        sources: ['SIGN_UP', 'DOCUMENT'],
        signal: 'NAME_MISMATCH',
        severity: 'HIGH',
      },
      { check: 'NAME', sources: ['FORM', 'DOCUMENT'], signal: 'NAME_MISMATCH', severity: 'HIGH' },
    ]);
  });

  it('when only the account’s name differs and the form agrees with the document, then it is a low finding', () => {
    expect(crossCheckIdentity(facts({ signUpName: 'Ana Kranjc' }))).toEqual([
      {
        check: 'NAME',
        sources: ['SIGN_UP', 'DOCUMENT'],
        signal: 'NAME_MISMATCH',
        severity: 'HIGH',
      },
      { check: 'NAME', sources: ['SIGN_UP', 'FORM'], signal: 'NAME_MISMATCH', severity: 'LOW' },
    ]);
  });

  it('when the identity card cut a long given name, then the full name typed is not a mismatch', () => {
    const cut = { ...DOCUMENT, lastName: 'NOVAKOVIC', firstName: 'ANA MARIJA ELIZABET' };
    const form = {
      ...FORM,
      firstName: 'Ana Marija',
      secondName: 'Elizabeta',
      surname: 'Novaković',
    };
    const signUpName = 'Ana Marija Elizabeta Novaković';
    expect(
      crossCheckIdentity(facts({ document: { ...cut, namesCut: true }, form, signUpName })),
    ).toEqual([]);
    expect(crossCheckIdentity(facts({ document: cut, form, signUpName }))).toHaveLength(2);
  });

  it('when no document was read, then a sign-up name that differs from the form is high', () => {
    expect(crossCheckIdentity(facts({ document: null, signUpName: 'Maja Kranjc' }))).toEqual([
      { check: 'NAME', sources: ['SIGN_UP', 'FORM'], signal: 'NAME_MISMATCH', severity: 'HIGH' },
    ]);
  });

  it('when the typed birth date and sex differ from the document and the EMSO, then each pair is named', () => {
    const findings = crossCheckIdentity(
      facts({ form: { ...FORM, birthDate: { year: 1990, month: 3, day: 16 }, sex: 'MALE' } }),
    );
    expect(findings).toEqual([
      {
        check: 'BIRTH_DATE',
        sources: ['DOCUMENT', 'FORM'],
        signal: 'BIRTH_DATE_MISMATCH',
        severity: 'HIGH',
      },
      {
        check: 'BIRTH_DATE',
        sources: ['NATIONAL_ID', 'FORM'],
        signal: 'BIRTH_DATE_MISMATCH',
        severity: 'HIGH',
      },
      { check: 'SEX', sources: ['DOCUMENT', 'FORM'], signal: 'SEX_MISMATCH', severity: 'HIGH' },
      { check: 'SEX', sources: ['NATIONAL_ID', 'FORM'], signal: 'SEX_MISMATCH', severity: 'HIGH' },
    ]);
  });

  it('when the EMSO is of another person than the document, then it is named against the document and the form', () => {
    // 0101985500003: born 01.01.1985, male (serial 000).
    const findings = crossCheckIdentity(facts({ form: { ...FORM, nationalId: '0101985500003' } }));
    expect(findings.map((finding) => `${finding.check} ${finding.sources.join('/')}`)).toEqual([
      'BIRTH_DATE DOCUMENT/NATIONAL_ID',
      'BIRTH_DATE NATIONAL_ID/FORM',
      'SEX DOCUMENT/NATIONAL_ID',
      'SEX NATIONAL_ID/FORM',
    ]);
  });

  it('when the Albanian NID says another birth date than the document, then it is found', () => {
    // I8 5315…: a woman (month 53) born 15.03.1988; J0 5315…: the same day of 1990.
    const al = facts({
      variant: 'al',
      form: { ...FORM, nationalId: 'I85315123A' },
    });
    expect(crossCheckIdentity(al).map((finding) => finding.check)).toEqual([
      'BIRTH_DATE',
      'BIRTH_DATE',
    ]);
    const same = facts({ variant: 'al', form: { ...FORM, nationalId: 'J05315123A' } });
    expect(crossCheckIdentity(same)).toEqual([]);
  });

  it('when the typed document number or expiry differ from the MRZ, then the document is named', () => {
    const findings = crossCheckIdentity(
      facts({
        form: {
          ...FORM,
          documentNumber: 'ia 001 2346',
          documentExpiry: { year: 2031, month: 6, day: 2 },
        },
      }),
    );
    expect(findings).toEqual([
      {
        check: 'DOCUMENT_NUMBER',
        sources: ['DOCUMENT', 'FORM'],
        signal: 'DOCUMENT_MISMATCH',
        severity: 'HIGH',
      },
      {
        check: 'DOCUMENT_EXPIRY',
        sources: ['DOCUMENT', 'FORM'],
        signal: 'DOCUMENT_MISMATCH',
        severity: 'HIGH',
      },
    ]);
    // Spacing and case are how it was typed, not another number.
    expect(crossCheckIdentity(facts({ form: { ...FORM, documentNumber: 'ia 001 2345' } }))).toEqual(
      [],
    );
  });

  it('when the document expired yesterday, then it is found; on its last day it is still valid', () => {
    const expired = crossCheckIdentity(facts({ today: { year: 2031, month: 6, day: 2 } }));
    expect(expired).toEqual([
      {
        check: 'DOCUMENT_EXPIRED',
        sources: ['DOCUMENT'],
        signal: 'DOCUMENT_EXPIRED',
        severity: 'HIGH',
      },
    ]);
    expect(crossCheckIdentity(facts({ today: { year: 2031, month: 6, day: 1 } }))).toEqual([]);
  });

  it('when the document’s birth date makes the applicant a minor, then the age rule is broken whatever was typed', () => {
    const minor = crossCheckIdentity(
      facts({
        document: { ...DOCUMENT, birthDate: '01.12.2008' },
        form: { ...FORM, birthDate: { year: 2008, month: 12, day: 1 }, nationalId: '' },
      }),
    );
    expect(minor).toEqual([
      { check: 'UNDERAGE', sources: ['DOCUMENT'], signal: 'UNDERAGE', severity: 'HIGH' },
    ]);
    // Eighteen on the day: of age.
    const adult = crossCheckIdentity(
      facts({
        document: { ...DOCUMENT, birthDate: '30.11.2008' },
        form: { ...FORM, birthDate: { year: 2008, month: 11, day: 30 }, nationalId: '' },
      }),
    );
    expect(adult).toEqual([]);
  });

  it('when the form was not sent yet, then only the sign-up and the document are compared', () => {
    expect(crossCheckIdentity(facts({ form: null }))).toEqual([]);
    expect(crossCheckIdentity(facts({ form: null, signUpName: 'Maja Kranjc' }))).toEqual([
      {
        check: 'NAME',
        sources: ['SIGN_UP', 'DOCUMENT'],
        signal: 'NAME_MISMATCH',
        severity: 'HIGH',
      },
    ]);
  });
});
