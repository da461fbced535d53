import { describe, expect, it } from 'vitest';
import type { PackageName } from '../packages';
import { addressFormIssues, addressFormSchema, type TAddressForm } from './address-form';
import { contactsFormIssues, type TContactsForm } from './contacts-form';
import { EXAMPLE_PERSONAL_DATA_SECTIONS as EXAMPLE } from './example';
import { employmentFormIssues, type TEmploymentForm } from './employment-form';
import {
  personalDataFormSchema,
  personalDataIssues,
  type TPersonalDataForm,
} from './personal-data-form';
import { PERSONAL_DATA_ERROR_CODES, type PersonalDataContext } from './rules';
import { personalDataSectionsIssues, personalDataSectionsSchema } from './sections';
import { studentFormIssues, type TStudentForm } from './student-form';

const TODAY = { year: 2026, month: 11, day: 22 };
const context = (packageName: PackageName | null = 'Digital'): PersonalDataContext => ({
  today: TODAY,
  packageName,
});

/** The code of `field` after changing the example personal data, or null when it is valid. */
function personalDataCode(
  change: Partial<TPersonalDataForm>,
  field: string,
  packageName: PackageName | null = 'Digital',
) {
  const issues = personalDataIssues({ ...EXAMPLE.personalData, ...change }, context(packageName));
  return issues.find((issue) => issue.field === field)?.code ?? null;
}

describe('the example filling', () => {
  it('passes every rule of every section', () => {
    expect(personalDataSectionsIssues(EXAMPLE, context())).toEqual([]);
    expect(personalDataSectionsSchema(context()).safeParse(EXAMPLE).success).toBe(true);
  });

  it('uses only codes of the catalogue list', () => {
    const codes = new Set<string>(PERSONAL_DATA_ERROR_CODES);
    const broken = personalDataSectionsIssues(
      {
        ...EXAMPLE,
        personalData: { ...EXAMPLE.personalData, firstName: '', personalNumber: '1', iban: 'x' },
      },
      context(),
    );
    expect(broken.length).toBeGreaterThan(0);
    for (const issue of broken) expect(codes.has(issue.code)).toBe(true);
  });
});

describe('personal data: names', () => {
  it.each([
    ['firstName', '', 'personalDataRules.required'],
    ['firstName', 'Ana-Marija', null],
    ['firstName', 'Žiga', null],
    ['firstName', 'J. R.', null],
    ['firstName', 'Ana2', 'personalDataRules.name.invalid'],
    ['firstName', 'Ana_', 'personalDataRules.name.invalid'],
    ['firstName', 'A'.repeat(31), 'personalDataRules.tooLong'],
    ['firstName', 'A'.repeat(30), null],
    ['surname', '', 'personalDataRules.required'],
    ['surname', 'Novak Kovač', null],
    ['surname', '<script>', 'personalDataRules.name.invalid'],
    ['fatherName', '', null],
    ['fatherName', 'Marko', null],
    ['fatherName', 'M4rko', 'personalDataRules.name.invalid'],
    ['secondName', '', null],
    ['birthName', 'Kralj', null],
    ['mothersMaidenName', '1', 'personalDataRules.name.invalid'],
  ] as const)('%s = %j → %s', (field, value, code) => {
    expect(personalDataCode({ [field]: value }, field)).toBe(code);
  });
});

describe('personal data: birth date and age per package', () => {
  it.each([
    ['', 'Digital', 'personalDataRules.required'],
    ['1998-05-15', 'Digital', 'personalDataRules.birthDate.format'],
    ['15.5.1998', 'Digital', 'personalDataRules.birthDate.format'],
    ['31.02.1998', 'Digital', 'personalDataRules.birthDate.format'],
    ['23.11.2026', 'Digital', 'personalDataRules.birthDate.future'],
    // 18 on the day itself; the day before the 18th birthday is under age.
    ['22.11.2008', 'Digital', null],
    ['23.11.2008', 'Digital', 'personalDataRules.birthDate.underage'],
    ['23.11.2008', null, 'personalDataRules.birthDate.underage'],
    ['01.01.1930', 'Digital', null],
    // Mladi: 18 to 25 inclusive (26th birthday on 22.11.2026 is too old).
    ['23.11.2000', 'Mladi', null],
    ['22.11.2000', 'Mladi', 'personalDataRules.birthDate.youngPackageAge'],
    // Diploma: up to 27 inclusive.
    ['23.11.1998', 'Diploma', null],
    ['22.11.1998', 'Diploma', 'personalDataRules.birthDate.studentPackageAge'],
    ['23.11.2008', 'Diploma', 'personalDataRules.birthDate.underage'],
  ] as const)('%j under %s → %s', (birthDate, pkg, code) => {
    expect(personalDataCode({ birthDate }, 'birthDate', pkg)).toBe(code);
  });
});

describe('personal data: EMSO consistency with the birth date and gender', () => {
  it.each([
    [{ personalNumber: '' }, 'personalDataRules.required'],
    [{ personalNumber: '150599850533' }, 'personalDataRules.emso.format'],
    [{ personalNumber: '1505998505339' }, 'personalDataRules.emso.checksum'],
    [{ personalNumber: '1505998500328' }, 'personalDataRules.emso.genderMismatch'],
    [{ personalNumber: '1505998500328', gender: 'MALE' }, null],
    [{ personalNumber: '0101006500006' }, 'personalDataRules.emso.birthDateMismatch'],
    [{ personalNumber: '0101006500006', birthDate: '01.01.2006', gender: 'MALE' }, null],
    // Without a birth date or gender only the EMSO itself is judged.
    [{ personalNumber: '0101006500006', birthDate: '', gender: '' }, null],
  ] as const)('%j → %s', (change, code) => {
    expect(personalDataCode(change, 'personalNumber')).toBe(code);
  });
});

describe('personal data: document', () => {
  it.each([
    [{ idType: '' }, 'idType', 'personalDataRules.required'],
    [{ idDocumentNumber: '' }, 'idDocumentNumber', 'personalDataRules.required'],
    [
      { idDocumentNumber: '12345678' },
      'idDocumentNumber',
      'personalDataRules.idDocumentNumber.invalid',
    ],
    // Decision 247: the 2022 biometric card's number (letters and digits) and the older card's.
    [{ idDocumentNumber: 'IA0012345' }, 'idDocumentNumber', null],
    [{ idDocumentNumber: 'ia0012345' }, 'idDocumentNumber', null],
    [{ idDocumentNumber: '001234567' }, 'idDocumentNumber', null],
    [
      { idDocumentNumber: 'IA-012345' },
      'idDocumentNumber',
      'personalDataRules.idDocumentNumber.invalid',
    ],
    [{ idDocumentNumber: 'IA00123456' }, 'idDocumentNumber', 'personalDataRules.tooLong'],
    [{ idType: 'PP', passportNumber: 'PB1234567' }, 'passportNumber', null],
    [{ idType: 'PP', passportNumber: '' }, 'passportNumber', 'personalDataRules.required'],
    [
      { idType: 'PP', passportNumber: 'P12345678' },
      'passportNumber',
      'personalDataRules.passportNumber.invalid',
    ],
    [
      { idType: 'PP', passportNumber: 'PB123456' },
      'passportNumber',
      'personalDataRules.passportNumber.invalid',
    ],
    // The passport number is not asked with an ID card.
    [{ passportNumber: 'x' }, 'passportNumber', null],
    [{ addressCardNumber: '123456 AB' }, 'addressCardNumber', null],
    [{ addressCardNumber: '123456AB' }, 'addressCardNumber', null],
    [
      { addressCardNumber: '12345 ABC' },
      'addressCardNumber',
      'personalDataRules.addressCardNumber.invalid',
    ],
    [
      { addressCardNumber: 'AB 123456' },
      'addressCardNumber',
      'personalDataRules.addressCardNumber.invalid',
    ],
    [{ dateOfIssue: '' }, 'dateOfIssue', 'personalDataRules.required'],
    [{ dateOfIssue: '2020-03-10' }, 'dateOfIssue', 'personalDataRules.date.format'],
    [{ dateOfIssue: '22.11.2026' }, 'dateOfIssue', 'personalDataRules.dateOfIssue.notPast'],
    [{ dateOfIssue: '21.11.2026' }, 'dateOfIssue', null],
    [
      { dateOfExpiration: '22.11.2026' },
      'dateOfExpiration',
      'personalDataRules.dateOfExpiration.notFuture',
    ],
    [{ dateOfExpiration: '23.11.2026' }, 'dateOfExpiration', null],
    [{ dateOfExpiration: '31.11.2030' }, 'dateOfExpiration', 'personalDataRules.date.format'],
    [{ issuer: '' }, 'issuer', 'personalDataRules.required'],
    [{ issuer: 'UE 12' }, 'issuer', 'personalDataRules.issuer.invalid'],
    [{ issuer: 'U'.repeat(41) }, 'issuer', 'personalDataRules.tooLong'],
    [{ issuingPlace: '' }, 'issuingPlace', 'personalDataRules.required'],
    [{ issuingPlace: 'L' }, 'issuingPlace', 'personalDataRules.place.invalid'],
  ] as const)('%j → %s %s', (change, field, code) => {
    expect(personalDataCode(change, field)).toBe(code);
  });
});

describe('personal data: birth place, countries, second nationality, Italy', () => {
  it.each([
    [{ birthPlace: '' }, 'birthPlace', 'personalDataRules.required'],
    [{ birthPlace: 'X' }, 'birthPlace', 'personalDataRules.place.invalid'],
    [{ birthPlace: 'Novo mesto' }, 'birthPlace', null],
    [{ birthPlace: 'B'.repeat(51) }, 'birthPlace', 'personalDataRules.tooLong'],
    [{ nationality: '' }, 'nationality', 'personalDataRules.required'],
    [{ nationality: 'XX' }, 'nationality', 'personalDataRules.country.fromList'],
    [{ nationality: 'Slovenia' }, 'nationality', 'personalDataRules.country.fromList'],
    [{ countryOfBirth: 'ZZ' }, 'countryOfBirth', 'personalDataRules.country.fromList'],
    [{ gender: '' }, 'gender', 'personalDataRules.required'],
    [{ residentStatus: '' }, 'residentStatus', 'personalDataRules.required'],
    // Not asked without the second nationality.
    [{ secondNationality: '' }, 'secondNationality', null],
    [{ hasSecondNationality: true }, 'secondNationality', 'personalDataRules.required'],
    [{ hasSecondNationality: true }, 'secondNationalityUIC', 'personalDataRules.required'],
    [
      { hasSecondNationality: true, secondNationality: 'QQ' },
      'secondNationality',
      'personalDataRules.country.fromList',
    ],
    [{ hasSecondNationality: true, secondNationalityUIC: 'AB-12/3' }, 'secondNationalityUIC', null],
    [
      { hasSecondNationality: true, secondNationalityUIC: 'AB_12' },
      'secondNationalityUIC',
      'personalDataRules.secondNationalityUIC.invalid',
    ],
    // The codice fiscale: only with a second nationality and residence in Italy.
    [{ isResidentInItaly: true }, 'codiceFiscale', null],
    [
      { hasSecondNationality: true, isResidentInItaly: true },
      'codiceFiscale',
      'personalDataRules.required',
    ],
    [
      { hasSecondNationality: true, isResidentInItaly: true, codiceFiscale: 'RSSMRA85T10A562X' },
      'codiceFiscale',
      'personalDataRules.codiceFiscale.invalid',
    ],
    [
      { hasSecondNationality: true, isResidentInItaly: true, codiceFiscale: 'RSSMRA85T10A562S' },
      'codiceFiscale',
      null,
    ],
  ] as const)('%j → %s %s', (change, field, code) => {
    expect(personalDataCode(change, field)).toBe(code);
  });
});

describe('personal data: tax number and IBAN', () => {
  it.each([
    [{ taxID: '' }, 'taxID', 'personalDataRules.required'],
    [{ taxID: '5022305' }, 'taxID', 'personalDataRules.taxId.format'],
    [{ taxID: '50223055' }, 'taxID', 'personalDataRules.taxId.checksum'],
    [{ taxID: '10000020' }, 'taxID', null],
    // Decision 174: the VAT form (SI + the 8 digits) and spaces are accepted.
    [{ taxID: 'SI50223054' }, 'taxID', null],
    [{ taxID: 'SI 5022 3054' }, 'taxID', null],
    [{ taxID: 'si 50 22 30 54 ' }, 'taxID', null],
    [{ taxID: '5022 3054' }, 'taxID', null],
    [{ taxID: 'SI12345678' }, 'taxID', 'personalDataRules.taxId.checksum'],
    [{ taxID: 'SI 1234 567' }, 'taxID', 'personalDataRules.taxId.format'],
    [{ taxID: 'AT50223054' }, 'taxID', 'personalDataRules.taxId.format'],
    [{ taxID: 'SISI50223054' }, 'taxID', 'personalDataRules.taxId.format'],
    // Decision 235: the prefix with a hyphen, and spaces around it.
    [{ taxID: 'SI-50223054' }, 'taxID', null],
    [{ taxID: 'SI - 5022 3054' }, 'taxID', null],
    [{ taxID: 'si-5022 3054' }, 'taxID', null],
    [{ taxID: 'SI-12345679' }, 'taxID', null],
    [{ taxID: 'SI-12345678' }, 'taxID', 'personalDataRules.taxId.checksum'],
    [{ taxID: 'SI 1234 5678' }, 'taxID', 'personalDataRules.taxId.checksum'],
    [{ taxID: 'SI--50223054' }, 'taxID', 'personalDataRules.taxId.format'],
    [{ taxID: '5022-3054' }, 'taxID', 'personalDataRules.taxId.format'],
    [{ iban: '' }, 'iban', 'personalDataRules.required'],
    [{ iban: 'SI56191000000123438' }, 'iban', null],
    [{ iban: 'SI56 1910 0000 0123 439' }, 'iban', 'personalDataRules.iban.checksum'],
    [{ iban: 'AT611904300234573201' }, 'iban', 'personalDataRules.iban.notSlovenian'],
    [{ iban: 'SI5619100000012343' }, 'iban', 'personalDataRules.iban.format'],
  ] as const)('%j → %s %s', (change, field, code) => {
    expect(personalDataCode(change, field)).toBe(code);
  });

  it('reports the field errors through the zod schema with the code as message', () => {
    const result = personalDataFormSchema(context()).safeParse({
      ...EXAMPLE.personalData,
      taxID: '50223055',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['taxID', 'personalDataRules.taxId.checksum'],
    ]);
  });

  it('refuses unknown fields and oversized values before the rules', () => {
    const schema = personalDataFormSchema(context());
    expect(schema.safeParse({ ...EXAMPLE.personalData, extra: 'x' }).success).toBe(false);
    const long = schema.safeParse({ ...EXAMPLE.personalData, firstName: 'A'.repeat(251) });
    expect(long.error?.issues[0]?.message).toBe('personalDataRules.tooLong');
  });
});

describe('address', () => {
  const code = (change: Partial<TAddressForm>, field: string) =>
    addressFormIssues({ ...EXAMPLE.address, ...change }).find((issue) => issue.field === field)
      ?.code ?? null;

  it.each([
    [{ country: '' }, 'country', 'personalDataRules.required'],
    [{ country: 'XX' }, 'country', 'personalDataRules.country.fromList'],
    [{ municipalityZipCode: '' }, 'municipalityZipCode', 'personalDataRules.required'],
    [
      { municipalityZipCode: '9999' },
      'municipalityZipCode',
      'personalDataRules.postalCode.fromList',
    ],
    [{ municipalityZipCode: '8000' }, 'municipalityZipCode', null],
    [{ country: 'AT', municipalityZipCode: '9020' }, 'municipalityZipCode', null],
    [{ country: 'GB', municipalityZipCode: 'SW1A 1AA' }, 'municipalityZipCode', null],
    [
      { country: 'AT', municipalityZipCode: '90#20' },
      'municipalityZipCode',
      'personalDataRules.postalCode.invalid',
    ],
    [{ municipalityZipCode: '1'.repeat(31) }, 'municipalityZipCode', 'personalDataRules.tooLong'],
    [{ city: '' }, 'city', 'personalDataRules.required'],
    [{ city: 'Novo mesto' }, 'city', null],
    [{ city: 'Ljubljana 1' }, 'city', 'personalDataRules.city.invalid'],
    [{ city: 'C'.repeat(31) }, 'city', 'personalDataRules.tooLong'],
    [{ streetAddress: '' }, 'streetAddress', 'personalDataRules.required'],
    [{ streetAddress: 'Cesta slovenskih kmečkih uporov' }, 'streetAddress', null],
    [{ streetAddress: 'Trg OF 1/a, blok 3' }, 'streetAddress', null],
    [{ streetAddress: '--/' }, 'streetAddress', 'personalDataRules.street.invalid'],
    [{ streetAddress: 'Cesta #5' }, 'streetAddress', 'personalDataRules.street.invalid'],
    [{ streetAddress: 'S'.repeat(51) }, 'streetAddress', 'personalDataRules.tooLong'],
    [{ houseNumber: '' }, 'houseNumber', 'personalDataRules.required'],
    [{ houseNumber: '12' }, 'houseNumber', null],
    [{ houseNumber: '12 a' }, 'houseNumber', null],
    [{ houseNumber: '12-14' }, 'houseNumber', null],
    [{ houseNumber: 'a12' }, 'houseNumber', 'personalDataRules.houseNumber.invalid'],
    [{ houseNumber: '12ab' }, 'houseNumber', 'personalDataRules.houseNumber.invalid'],
    [{ houseNumber: '1'.repeat(31) }, 'houseNumber', 'personalDataRules.tooLong'],
  ] as const)('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });

  it('asks the temporary address only when the permanent-only switch is off', () => {
    expect(addressFormIssues({ ...EXAMPLE.address, hasOnlyPermanentAddress: true })).toEqual([]);
    const off = addressFormIssues({ ...EXAMPLE.address, hasOnlyPermanentAddress: false });
    expect(off.map((issue) => issue.field)).toEqual([
      'tempCountry',
      'tempMunicipalityZipCode',
      'tempCity',
      'tempStreetAddress',
      'tempHouseNumber',
    ]);
    const filled = {
      ...EXAMPLE.address,
      hasOnlyPermanentAddress: false,
      tempCountry: 'SI',
      tempMunicipalityZipCode: '2000',
      tempCity: 'Maribor',
      tempStreetAddress: 'Partizanska cesta',
      tempHouseNumber: '5',
    };
    expect(addressFormIssues(filled)).toEqual([]);
    expect(
      addressFormSchema().safeParse({ ...filled, tempMunicipalityZipCode: '0000' }).error
        ?.issues[0],
    ).toMatchObject({
      path: ['tempMunicipalityZipCode'],
      message: 'personalDataRules.postalCode.fromList',
    });
  });
});

describe('contacts', () => {
  const code = (change: Partial<TContactsForm>, field: string) =>
    contactsFormIssues({ ...EXAMPLE.contacts, ...change }).find((issue) => issue.field === field)
      ?.code ?? null;

  it.each([
    [{ email: '' }, 'email', 'personalDataRules.required'],
    [{ email: 'ana@' }, 'email', 'personalDataRules.email.invalid'],
    [{ email: `${'a'.repeat(246)}@x.si` }, 'email', 'personalDataRules.tooLong'],
    [{ nationalPrefix: '' }, 'nationalPrefix', 'personalDataRules.required'],
    [{ nationalPrefix: '+999' }, 'nationalPrefix', 'validation.prefix.invalid'],
    [{ mobilePhoneNumber: '' }, 'mobilePhoneNumber', 'personalDataRules.required'],
    [{ mobilePhoneNumber: '41123456' }, 'mobilePhoneNumber', null],
    [{ mobilePhoneNumber: '041 123 456' }, 'mobilePhoneNumber', null],
    // A Slovenian landline and a non-mobile range are refused.
    [{ mobilePhoneNumber: '014123456' }, 'mobilePhoneNumber', 'validation.phone.invalid'],
    [{ mobilePhoneNumber: '04112345' }, 'mobilePhoneNumber', 'validation.phone.invalid'],
    [{ mobilePhoneNumber: '04112345a' }, 'mobilePhoneNumber', 'validation.phone.invalid'],
    [{ nationalPrefix: '+355', mobilePhoneNumber: '0691234567' }, 'mobilePhoneNumber', null],
    [
      { nationalPrefix: '+355', mobilePhoneNumber: '042345678' },
      'mobilePhoneNumber',
      'validation.phone.invalid',
    ],
  ] as const)('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });
});

describe('employment', () => {
  const code = (change: Partial<TEmploymentForm>, field: string) =>
    employmentFormIssues({ ...EXAMPLE.employment, ...change }, context()).find(
      (issue) => issue.field === field,
    )?.code ?? null;
  const nonWorker: Partial<TEmploymentForm> = {
    isWorker: false,
    profession: '',
    employmentStatus: '',
    monthlyIncomes: '',
    originOfFunds: '',
    purposeOfBusinessRelation: '',
    nameOfEmployer: '',
    employmentTerm: '',
    employmentStartDate: '',
    placeOfWork: '',
    netSalary: '',
  };

  it('asks the worker-only fields only of workers', () => {
    expect(employmentFormIssues({ ...EXAMPLE.employment, ...nonWorker }, context())).toEqual([]);
    const worker = employmentFormIssues(
      { ...EXAMPLE.employment, ...nonWorker, isWorker: true },
      context(),
    );
    expect(worker.map((issue) => issue.field)).toEqual([
      'profession',
      'employmentStatus',
      'monthlyIncomes',
      'originOfFunds',
      'purposeOfBusinessRelation',
      'employmentTerm',
      'nameOfEmployer',
      'employmentStartDate',
      'placeOfWork',
      'netSalary',
    ]);
    expect(new Set(worker.map((issue) => issue.code))).toEqual(
      new Set(['personalDataRules.required']),
    );
  });

  it.each([
    [{ profession: 'P'.repeat(51) }, 'profession', 'personalDataRules.tooLong'],
    [
      { monthlyIncomes: 'about two thousand' },
      'monthlyIncomes',
      'personalDataRules.monthlyIncomes.noDigit',
    ],
    [{ monthlyIncomes: 'about 2000 EUR' }, 'monthlyIncomes', null],
    // Student: only a student who does not work.
    [
      { employmentStatus: 'STUDENT' },
      'employmentStatus',
      'personalDataRules.employmentStatus.studentNotAllowed',
    ],
    [
      { employmentStatus: 'STUDENT', isStudent: true },
      'employmentStatus',
      'personalDataRules.employmentStatus.studentNotAllowed',
    ],
    [{ ...nonWorker, employmentStatus: 'STUDENT', isStudent: true }, 'employmentStatus', null],
    [
      { ...nonWorker, employmentStatus: 'STUDENT', isStudent: false },
      'employmentStatus',
      'personalDataRules.employmentStatus.studentNotAllowed',
    ],
    [
      { employmentStartDate: '01.09.2021' },
      'employmentStartDate',
      'personalDataRules.startDate.format',
    ],
    [
      { employmentStartDate: '2021-02-30' },
      'employmentStartDate',
      'personalDataRules.startDate.format',
    ],
    [
      { employmentStartDate: '2026-11-23' },
      'employmentStartDate',
      'personalDataRules.startDate.future',
    ],
    [{ employmentStartDate: '2026-11-22' }, 'employmentStartDate', null],
    [{ netSalary: '1800.50' }, 'netSalary', 'personalDataRules.netSalary.digits'],
    [{ netSalary: '-100' }, 'netSalary', 'personalDataRules.netSalary.digits'],
    [{ netSalary: '1234567890' }, 'netSalary', 'personalDataRules.netSalary.digits'],
    [{ placeOfWork: 'XX' }, 'placeOfWork', 'personalDataRules.country.fromList'],
    [{ nameOfEmployer: 'E'.repeat(101) }, 'nameOfEmployer', 'personalDataRules.tooLong'],
    [{ sourceOfIncome: '' }, 'sourceOfIncome', 'personalDataRules.required'],
    [{ positionHeld: '' }, 'positionHeld', 'personalDataRules.required'],
    [{ taxesPaid: '' }, 'taxesPaid', 'personalDataRules.required'],
    [{ taxesPaid: 'NO' }, 'taxesPaid', 'personalDataRules.taxesPaid.mustBeYes'],
  ] as const)('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });
});

describe('student data (Diploma)', () => {
  const student: TStudentForm = {
    documentType: 'STUDENT_CARD',
    studentRegistrationNumber: '63200123',
    documentsList: ['front-id', 'rear-id'],
  };
  const code = (change: Partial<TStudentForm>, field: string) =>
    studentFormIssues({ ...student, ...change }).find((issue) => issue.field === field)?.code ??
    null;

  it.each<[Partial<TStudentForm>, string, string | null]>([
    [{}, 'documentType', null],
    [{ documentType: '' }, 'documentType', 'personalDataRules.required'],
    [{ studentRegistrationNumber: '' }, 'studentRegistrationNumber', 'personalDataRules.required'],
    [{ studentRegistrationNumber: 'E1234567' }, 'studentRegistrationNumber', null],
    [
      { studentRegistrationNumber: '123456' },
      'studentRegistrationNumber',
      'personalDataRules.student.registrationNumber',
    ],
    [
      { studentRegistrationNumber: '63-200123' },
      'studentRegistrationNumber',
      'personalDataRules.student.registrationNumber',
    ],
    [
      { documentsList: ['front-id'] },
      'documentsList',
      'personalDataRules.student.documentsMissing',
    ],
    [
      { documentType: 'ENROLMENT_CERTIFICATE', documentsList: ['certificate'] },
      'documentsList',
      null,
    ],
  ])('%j → %s %s', (change, field, expected) => {
    expect(code(change, field)).toBe(expected);
  });

  it('is required under Diploma and ignored under the other packages', () => {
    const diploma = personalDataSectionsIssues(
      {
        ...EXAMPLE,
        personalData: { ...EXAMPLE.personalData },
      },
      context('Diploma'),
    );
    expect(diploma).toContainEqual({ field: 'student', code: 'personalDataRules.required' });
    expect(
      personalDataSectionsIssues(
        { ...EXAMPLE, student: { ...student, documentType: '' } },
        context(),
      ),
    ).toEqual([]);
  });
});
