import { describe, expect, it } from 'vitest';
import { toProspectData } from './conversion';
import { EXAMPLE_PERSONAL_DATA_SECTIONS as EXAMPLE } from './example';
import {
  normaliseProspectRequestBody,
  prospectRequestBodyFromSections,
  prospectRequestBodyIssues,
  prospectRequestBodySchema,
  sectionsFromProspectRequestBody,
  type TProspectRequestBody,
} from './request-body';
import type { PersonalDataContext } from './rules';
import {
  EMPTY_PERSONAL_DATA_SECTIONS,
  mergePartialSave,
  sectionsFromPartialSave,
  ZPartialSave,
} from './sections';

const context: PersonalDataContext = {
  today: { year: 2026, month: 11, day: 22 },
  packageName: 'Digital',
};
const UID = '1234567890123456';
const body = (): TProspectRequestBody => prospectRequestBodyFromSections(EXAMPLE, { uid: UID });

describe('prospect request body (spec 2 §3)', () => {
  it('is built from the sections with the spec names and ISO dates', () => {
    const built = body();
    expect(built.consentsInfo.questionResponses).toEqual({
      PEP: 'false',
      FATCA: 'false',
      CRS: 'false',
    });
    expect(built.studentInfo.isStudent).toBe(false);
    expect(built.personalInfo.names.MAIN).toEqual({
      fatherName: '',
      firstName: 'Ana',
      secondName: '',
      surname: 'Novak',
    });
    expect(built.personalInfo.birthDetails).toEqual({
      city: 'Ljubljana',
      countryCode: 'SI',
      date: '1998-05-15',
      nationality: 'SI',
      placeOfBirth: 'Ljubljana',
    });
    expect(built.personalInfo.identityDocument).toMatchObject({
      idType: 'ID',
      number: '001234567',
      personalNumber: '1505998505338',
      issueDate: '2020-03-10',
      expirationDate: '2030-03-10',
    });
    expect(built.personalInfo.contactDetails.mobileNumber).toEqual({
      prefix: '+386',
      number: '041123456',
    });
    expect(built.personalInfo.addresses.TEMPORARY).toBeNull();
    expect(built.personalInfo.iban).toBe('SI56263300012039086');
    expect(built.kycInfo.countriesOfBusiness).toEqual(['SI']);
    expect(built.employmentInfo).toMatchObject({
      employerStatus: 'EMPLOYED',
      monthlyIncoming: '1800',
      position: 'OTHER',
    });
  });

  it('turns back into the same sections (apart from normalised spacing)', () => {
    const sections = sectionsFromProspectRequestBody(body());
    expect(sections.personalData).toEqual({ ...EXAMPLE.personalData, iban: 'SI56263300012039086' });
    expect(sections.address).toEqual(EXAMPLE.address);
    expect(sections.contacts).toEqual(EXAMPLE.contacts);
    expect(sections.employment).toEqual(EXAMPLE.employment);
    expect(sections.questionnaire).toEqual(EXAMPLE.questionnaire);
    expect(sections.student).toBeNull();
  });

  it('passes the schema, with the defaults of the spec filled in', () => {
    const {
      consentsInfo: _consents,
      studentInfo: _student,
      selectedBranchId: _branch,
      ...rest
    } = body();
    const parsed = prospectRequestBodySchema(context).parse(rest);
    expect(parsed.consentsInfo.questionResponses.PEP).toBe('false');
    expect(parsed.studentInfo).toEqual({ isStudent: false, documentsList: [] });
    expect(parsed.selectedBranchId).toBeNull();
  });

  it.each([
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: {
          ...b.personalInfo,
          identityDocument: { ...b.personalInfo.identityDocument, personalNumber: '0101006500006' },
        },
      }),
      'personalInfo.identityDocument.personalNumber',
      'personalDataRules.emso.birthDateMismatch',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: { ...b.personalInfo, taxNumber: '50223055' },
      }),
      'personalInfo.taxNumber',
      'personalDataRules.taxId.checksum',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: {
          ...b.personalInfo,
          birthDetails: { ...b.personalInfo.birthDetails, date: '15.05.1998' },
        },
      }),
      'personalInfo.birthDetails.date',
      'personalDataRules.birthDate.format',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: {
          ...b.personalInfo,
          addresses: {
            ...b.personalInfo.addresses,
            TEMPORARY: { city: '', countryCode: 'SI', number: '', street: '', zipCode: '' },
          },
        },
      }),
      'personalInfo.addresses.TEMPORARY.city',
      'personalDataRules.required',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        kycInfo: { ...b.kycInfo, countriesOfBusiness: ['SI', 'XX'] },
      }),
      'kycInfo.countriesOfBusiness.1',
      'personalDataRules.country.fromList',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        kycInfo: { ...b.kycInfo, regularFlow: 'HIGH' as const },
      }),
      'kycInfo.sourceOfFundsThatWillBeSubjectOfCashOperations',
      'personalDataRules.required',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        employmentInfo: { ...b.employmentInfo, taxesPaid: 'NO' as const },
      }),
      'employmentInfo.taxesPaid',
      'personalDataRules.taxesPaid.mustBeYes',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: {
          ...b.personalInfo,
          birthDetails: { ...b.personalInfo.birthDetails, placeOfBirth: 'Maribor' },
        },
      }),
      'personalInfo.birthDetails.placeOfBirth',
      'personalDataRules.inconsistent',
    ],
    [
      (b: TProspectRequestBody) => ({
        ...b,
        personalInfo: { ...b.personalInfo, gender: '' as const },
      }),
      'personalInfo.gender',
      'personalDataRules.required',
    ],
  ])('names the body path of a broken rule (%#)', (change, field, code) => {
    const issues = prospectRequestBodyIssues(change(body()), context);
    expect(issues).toContainEqual({ field, code });
    const result = prospectRequestBodySchema(context).safeParse(change(body()));
    expect(
      result.error?.issues.some(
        (issue) => issue.path.join('.') === field && issue.message === code,
      ),
    ).toBe(true);
  });

  it('refuses four countries of business, unknown fields and a missing section', () => {
    const schema = prospectRequestBodySchema(context);
    const four = {
      ...body(),
      kycInfo: { ...body().kycInfo, countriesOfBusiness: ['SI', 'AT', 'HR', 'IT'] },
    };
    expect(schema.safeParse(four).error?.issues[0]).toMatchObject({
      path: ['kycInfo', 'countriesOfBusiness'],
      message: 'personalDataRules.countriesOfBusiness.tooMany',
    });
    expect(schema.safeParse({ ...body(), extra: true }).success).toBe(false);
    const { personalInfo: _info, ...withoutInfo } = body();
    expect(schema.safeParse(withoutInfo).success).toBe(false);
  });

  it('checks the age against the package of the context', () => {
    const mladi = prospectRequestBodyIssues(body(), { ...context, packageName: 'Mladi' });
    expect(mladi).toContainEqual({
      field: 'personalInfo.birthDetails.date',
      code: 'personalDataRules.birthDate.youngPackageAge',
    });
  });
});

describe('prospect request body: tax number (decision 174)', () => {
  it('when the form has the VAT form with spaces, then the body carries the 8 digits', () => {
    const sections = {
      ...EXAMPLE,
      personalData: { ...EXAMPLE.personalData, taxID: 'SI 5022 3054' },
    };
    expect(prospectRequestBodyFromSections(sections, { uid: UID }).personalInfo.taxNumber).toBe(
      '50223054',
    );
  });

  it('when a body carries the VAT form, then it passes and the normalised body has the digits', () => {
    const b = body();
    const sent = { ...b, personalInfo: { ...b.personalInfo, taxNumber: 'SI 5022 3054' } };
    expect(prospectRequestBodyIssues(sent, context)).toEqual([]);
    const normalised = normaliseProspectRequestBody(sent);
    expect(normalised.personalInfo.taxNumber).toBe('50223054');
    expect(normalised).toEqual(b);
  });

  it('when a body carries an Albanian NIPT with its AL prefix and spaces, then it is stored compact', () => {
    const b = body();
    const sent = { ...b, personalInfo: { ...b.personalInfo, taxNumber: 'AL j 91402501 l' } };
    expect(normaliseProspectRequestBody(sent).personalInfo.taxNumber).toBe('J91402501L');
  });
});

describe('prospect data conversion (spec 2 §3)', () => {
  it('converts names by type, ids, addresses, e-mail, phone and employment', () => {
    const data = toProspectData(
      prospectRequestBodyFromSections(
        {
          ...EXAMPLE,
          personalData: {
            ...EXAMPLE.personalData,
            birthName: 'Kralj',
            secondName: 'Maja',
            addressCardNumber: '123456 AB',
          },
          address: {
            ...EXAMPLE.address,
            hasOnlyPermanentAddress: false,
            tempCountry: 'SI',
            tempMunicipalityZipCode: '2000',
            tempCity: 'Maribor',
            tempStreetAddress: 'Partizanska cesta',
            tempHouseNumber: '5',
          },
        },
        { uid: UID },
      ),
    );
    expect(data.names).toEqual([
      { type: 'NAME', surname: 'Novak', name: 'Ana', secondName: 'Maja' },
      { type: 'BIRTHNAME', surname: 'Kralj', name: 'Ana', secondName: 'Maja' },
      { type: 'MOTHERNAME', surname: 'Kovač', name: '', secondName: '' },
    ]);
    expect(data).toMatchObject({
      cityOfBirth: 'Ljubljana',
      birthDate: '1998-05-15',
      gender: 'FEMALE',
    });
    expect(data.ids).toEqual([
      { type: 'ID', idNumber: '001234567' },
      { type: 'ADDRESSCARD', idNumber: '123456 AB' },
    ]);
    expect(data.address).toEqual([
      {
        type: 'PERMANENT',
        country: 'SI',
        postalCode: '1000',
        city: 'Ljubljana',
        street: 'Slovenska cesta',
        streetNumber: '15a',
      },
      {
        type: 'MAILING',
        country: 'SI',
        postalCode: '2000',
        city: 'Maribor',
        street: 'Partizanska cesta',
        streetNumber: '5',
      },
    ]);
    expect(data.email).toEqual([{ type: 'REGISTRATION', emailAddress: 'ana.novak@example.com' }]);
    expect(data.phone).toEqual([
      { type: 'DATAREGISTRY', countryCode: '386', prefix: '41', number: '123456' },
    ]);
    expect(data.employment).toEqual({
      type: 'EMPLOYED',
      workCountry: 'SI',
      sourceOfIncome: 'SALARY',
      institutionCode: null,
      companyName: 'Krka d.d., Novo mesto',
      startEmployement: '2021-09-01',
      employmentTerm: 0,
      netSalary: 1800,
    });
  });

  it('uses PP for a passport, term 1 for temporary work, the permanent address for mail', () => {
    const data = toProspectData(
      prospectRequestBodyFromSections(
        {
          ...EXAMPLE,
          personalData: { ...EXAMPLE.personalData, idType: 'PP', passportNumber: 'pb1234567' },
          employment: { ...EXAMPLE.employment, employmentTerm: 'TEMPORARY' },
        },
        { uid: UID },
      ),
    );
    expect(data.ids).toEqual([{ type: 'PP', idNumber: 'PB1234567' }]);
    expect(data.employment?.employmentTerm).toBe(1);
    expect(data.address[1]).toMatchObject({ type: 'MAILING', city: 'Ljubljana' });
    expect(data.names).toHaveLength(2);
  });

  it('has no employment record for an applicant who does not work', () => {
    const data = toProspectData(
      prospectRequestBodyFromSections(
        { ...EXAMPLE, employment: { ...EXAMPLE.employment, isWorker: false } },
        { uid: UID },
      ),
    );
    expect(data.employment).toBeNull();
  });
});

describe('partial save', () => {
  it('takes incomplete sections and merges later ones field by field', () => {
    const first = ZPartialSave.parse({ personalData: { firstName: 'Ana', birthDate: '15.0' } });
    const second = ZPartialSave.parse({
      personalData: { surname: 'Novak' },
      address: { city: 'Lj' },
    });
    expect(mergePartialSave(first, second)).toEqual({
      personalData: { firstName: 'Ana', birthDate: '15.0', surname: 'Novak' },
      address: { city: 'Lj' },
    });
  });

  it('restores the whole screen from a partial save', () => {
    const restored = sectionsFromPartialSave({
      personalData: { firstName: 'Ana' },
      student: { studentRegistrationNumber: '63200123' },
    });
    expect(restored.personalData).toEqual({
      ...EMPTY_PERSONAL_DATA_SECTIONS.personalData,
      firstName: 'Ana',
    });
    expect(restored.address).toEqual(EMPTY_PERSONAL_DATA_SECTIONS.address);
    expect(restored.student).toEqual({
      documentType: '',
      studentRegistrationNumber: '63200123',
      documentsList: [],
    });
    expect(sectionsFromPartialSave({}).student).toBeNull();
    expect(
      sectionsFromPartialSave({ contacts: { email: 'x@y.si' } }, EXAMPLE).personalData,
    ).toEqual(EXAMPLE.personalData);
  });

  it('refuses unknown sections and fields, and values outside the lists', () => {
    expect(ZPartialSave.safeParse({ other: {} }).success).toBe(false);
    expect(ZPartialSave.safeParse({ personalData: { hobby: 'x' } }).success).toBe(false);
    expect(ZPartialSave.safeParse({ personalData: { gender: 'X' } }).success).toBe(false);
    expect(ZPartialSave.safeParse({ personalData: { gender: '' } }).success).toBe(true);
  });
});
