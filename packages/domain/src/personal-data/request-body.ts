import { z } from 'zod';
import { lazily } from '../lazily';
import { uidSchema } from '../registration-fields';
import { AL_NIPT_PATTERN, compactAlbanianTaxId } from './al-identifiers';
import { compactTaxId } from './checksums';
import { EMPTY_ADDRESS_FORM, type TAddressForm } from './address-form';
import type { TContactsForm } from './contacts-form';
import { formatDottedDate, formatIsoDate, parseDottedDate, parseIsoDate } from './dates';
import { employmentFormShape, type TEmploymentForm } from './employment-form';
import { ID_DOCUMENT_TYPES } from '../documents/types';
import { CONSENT_ANSWERS, GENDERS, RESIDENT_STATUSES } from './enumerations';
import type { TPersonalDataForm } from './personal-data-form';
import {
  countriesOfBusinessOf,
  questionnaireFormShape,
  withCountriesOfBusiness,
  EMPTY_QUESTIONNAIRE_FORM,
  type TQuestionnaireForm,
} from './questionnaire-form';
import {
  formChoice,
  formText,
  issuesOf,
  type FieldIssue,
  type PersonalDataContext,
  type PersonalDataErrorCode,
} from './rules';
import { personalDataSectionsSchema, type TPersonalDataSections } from './sections';
import { studentFormShape, type TStudentForm } from './student-form';
import { MAX_COUNTRIES_OF_BUSINESS } from '../constants';

/*
 * spec 2 §3 "Prospect request body": what `PATCH prospects/{id}/info` takes and stores. The spec's
 * fields keep their names and nesting; decision 090 adds what the screen asks and the spec's body
 * has no place for (tax number, IBAN, address card, the employment record and the questionnaire).
 * Dates are ISO YYYY-MM-DD. The rules are those of the section forms: the body is turned back into
 * the sections and checked by the same functions, and each issue is named by its body path.
 */

const text = formText;
const optionalRef = () => z.string().min(1).max(100).nullable();

/** spec 2 §3 consentsInfo: the answers default to "false" until the consents step. */
export const DEFAULT_CONSENT_RESPONSES = { PEP: 'false', FATCA: 'false', CRS: 'false' } as const;

/**
 * The body's structure. Built on first use (lazily.ts): the web sends the body
 * (`prospectRequestBodyFromSections`) and never parses it.
 */
export const prospectRequestBodyStructureSchema = lazily(() => {
  const addressRecord = z.strictObject({
    city: text(),
    countryCode: text(),
    number: text(),
    street: text(),
    zipCode: text(),
  });
  const nameRecord = z.strictObject({ surname: text() });
  const consentAnswer = z.enum(CONSENT_ANSWERS);
  // The body lists the countries of business instead of the form's three numbered fields.
  const {
    countryOfBusiness_0: _first,
    countryOfBusiness_1: _second,
    countryOfBusiness_2: _third,
    ...kycShape
  } = questionnaireFormShape();
  const employment = employmentFormShape();
  const student = studentFormShape();
  return z.strictObject({
    uid: uidSchema(),
    selectedBranchId: optionalRef().default(null),
    consentsInfo: z
      .strictObject({
        questionResponses: z.strictObject({
          PEP: consentAnswer.default('false'),
          FATCA: consentAnswer.default('false'),
          CRS: consentAnswer.default('false'),
        }),
      })
      .default({ questionResponses: DEFAULT_CONSENT_RESPONSES }),
    employmentInfo: z.strictObject({
      employerStatus: employment.employmentStatus,
      monthlyIncoming: text(),
      originOfFunds: employment.originOfFunds,
      position: employment.positionHeld,
      profession: text(),
      purposeOfBusinessRelation: employment.purposeOfBusinessRelation,
      // Decision 090: the employment record of the prospect data conversion.
      isWorker: z.boolean(),
      nameOfEmployer: text(),
      employmentTerm: employment.employmentTerm,
      startDate: text(),
      workCountry: text(),
      netSalary: text(),
      sourceOfIncome: employment.sourceOfIncome,
      taxesPaid: employment.taxesPaid,
    }),
    /** Decision 090: the purpose-of-business answers; countries as a list of at most three. */
    kycInfo: z.strictObject({
      ...kycShape,
      countriesOfBusiness: z
        .array(text())
        .max(MAX_COUNTRIES_OF_BUSINESS, 'personalDataRules.countriesOfBusiness.tooMany'),
    }),
    personalInfo: z.strictObject({
      addresses: z.strictObject({
        PERMANENT: addressRecord,
        /** null: the applicant has only the permanent address. */
        TEMPORARY: addressRecord.nullable(),
      }),
      birthDetails: z.strictObject({
        city: text(),
        countryCode: text(),
        date: text(),
        nationality: text(),
        placeOfBirth: text(),
      }),
      contactDetails: z.strictObject({
        email: text(),
        mobileNumber: z.strictObject({ prefix: text(), number: text() }),
      }),
      gender: formChoice(GENDERS),
      identityDocument: z.strictObject({
        FRONTVIEW: optionalRef().default(null),
        BACKVIEW: optionalRef().default(null),
        expirationDate: text(),
        idType: formChoice(ID_DOCUMENT_TYPES),
        issueDate: text(),
        issuePlace: text(),
        issuer: text(),
        nationality: text(),
        number: text(),
        personalNumber: text(),
      }),
      names: z.strictObject({
        MAIN: z.strictObject({
          fatherName: text(),
          firstName: text(),
          secondName: text(),
          surname: text(),
        }),
        BIRTHNAME: nameRecord.nullable().default(null),
        MOTHERNAME: nameRecord.nullable().default(null),
      }),
      residentInItaly: z.strictObject({ codiceFiscale: text() }).nullable(),
      residentStatus: formChoice(RESIDENT_STATUSES),
      secondNationality: z.strictObject({ identifierCode: text(), nationality: text() }).nullable(),
      studentRegistrationNumber: text().nullable().default(null),
      studentType: student.documentType.nullable().default(null),
      // Decision 090: identifiers the screen asks beyond the spec's body.
      taxNumber: text(),
      iban: text(),
      addressCardNumber: text().nullable().default(null),
    }),
    studentInfo: z
      .strictObject({
        isStudent: z.boolean().default(false),
        documentsList: student.documentsList.default([]),
      })
      .default({ isStudent: false, documentsList: [] }),
  });
});

export const ZProspectRequestBodyStructure = /* @__PURE__ */ prospectRequestBodyStructureSchema();
export type TProspectRequestBody = z.output<typeof ZProspectRequestBodyStructure>;
export type TProspectRequestBodyInput = z.input<typeof ZProspectRequestBodyStructure>;
export type TAddressRecord = TProspectRequestBody['personalInfo']['addresses']['PERMANENT'];

/** Parts of the body that do not come from the forms. */
export interface RequestBodyExtras {
  readonly uid: string;
  readonly selectedBranchId?: string | null;
  /** Ids of the document images read on the documents step. */
  readonly frontViewId?: string | null;
  readonly backViewId?: string | null;
}

const isoOrRaw = (dotted: string) => {
  const date = parseDottedDate(dotted);
  return date === null ? dotted.trim() : formatIsoDate(date);
};
const dottedOrRaw = (iso: string) => {
  const date = parseIsoDate(iso);
  return date === null ? iso : formatDottedDate(date);
};

function addressRecord(address: {
  country: string;
  municipalityZipCode: string;
  city: string;
  streetAddress: string;
  houseNumber: string;
}): TAddressRecord {
  return {
    city: address.city.trim(),
    countryCode: address.country.trim(),
    number: address.houseNumber.trim(),
    street: address.streetAddress.trim(),
    zipCode: address.municipalityZipCode.trim(),
  };
}

/** The request body the web sends for the filled sections (pure; no rules checked here). */
export function prospectRequestBodyFromSections(
  sections: TPersonalDataSections,
  extras: RequestBodyExtras,
): TProspectRequestBody {
  const { personalData: p, address: a, contacts: c, employment: e, questionnaire: q } = sections;
  const { countryOfBusiness_0, countryOfBusiness_1, countryOfBusiness_2, ...kyc } = q;
  const optionalName = (surname: string) =>
    surname.trim() === '' ? null : { surname: surname.trim() };
  return {
    uid: extras.uid,
    selectedBranchId: extras.selectedBranchId ?? null,
    consentsInfo: { questionResponses: { ...DEFAULT_CONSENT_RESPONSES } },
    employmentInfo: {
      employerStatus: e.employmentStatus,
      monthlyIncoming: e.monthlyIncomes.trim(),
      originOfFunds: e.originOfFunds,
      position: e.positionHeld,
      profession: e.profession.trim(),
      purposeOfBusinessRelation: e.purposeOfBusinessRelation,
      isWorker: e.isWorker,
      nameOfEmployer: e.nameOfEmployer.trim(),
      employmentTerm: e.employmentTerm,
      startDate: e.employmentStartDate.trim(),
      workCountry: e.placeOfWork.trim(),
      netSalary: e.netSalary.trim(),
      sourceOfIncome: e.sourceOfIncome,
      taxesPaid: e.taxesPaid,
    },
    kycInfo: {
      ...kyc,
      countriesOfBusiness: [countryOfBusiness_0, countryOfBusiness_1, countryOfBusiness_2]
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    },
    personalInfo: {
      addresses: {
        PERMANENT: addressRecord(a),
        TEMPORARY: a.hasOnlyPermanentAddress
          ? null
          : addressRecord({
              country: a.tempCountry,
              municipalityZipCode: a.tempMunicipalityZipCode,
              city: a.tempCity,
              streetAddress: a.tempStreetAddress,
              houseNumber: a.tempHouseNumber,
            }),
      },
      birthDetails: {
        city: p.birthPlace.trim(),
        countryCode: p.countryOfBirth,
        date: isoOrRaw(p.birthDate),
        nationality: p.nationality,
        placeOfBirth: p.birthPlace.trim(),
      },
      contactDetails: {
        email: c.email.trim(),
        mobileNumber: { prefix: c.nationalPrefix, number: c.mobilePhoneNumber.replace(/\s+/g, '') },
      },
      gender: p.gender,
      identityDocument: {
        FRONTVIEW: extras.frontViewId ?? null,
        BACKVIEW: extras.backViewId ?? null,
        expirationDate: isoOrRaw(p.dateOfExpiration),
        idType: p.idType,
        issueDate: isoOrRaw(p.dateOfIssue),
        issuePlace: p.issuingPlace.trim(),
        issuer: p.issuer.trim(),
        nationality: p.nationality,
        number: (p.idType === 'PP' ? p.passportNumber : p.idDocumentNumber).trim().toUpperCase(),
        personalNumber: p.personalNumber.trim(),
      },
      names: {
        MAIN: {
          fatherName: p.fatherName.trim(),
          firstName: p.firstName.trim(),
          secondName: p.secondName.trim(),
          surname: p.surname.trim(),
        },
        BIRTHNAME: optionalName(p.birthName),
        MOTHERNAME: optionalName(p.mothersMaidenName),
      },
      residentInItaly:
        p.hasSecondNationality && p.isResidentInItaly
          ? { codiceFiscale: p.codiceFiscale.trim().toUpperCase() }
          : null,
      residentStatus: p.residentStatus,
      secondNationality: p.hasSecondNationality
        ? { identifierCode: p.secondNationalityUIC.trim(), nationality: p.secondNationality }
        : null,
      studentRegistrationNumber: sections.student?.studentRegistrationNumber.trim() ?? null,
      studentType: sections.student?.documentType ?? null,
      taxNumber: compactTaxNumber(p.taxID),
      iban: p.iban.replace(/\s+/g, '').toUpperCase(),
      addressCardNumber: p.addressCardNumber.trim() === '' ? null : p.addressCardNumber.trim(),
    },
    studentInfo: {
      isStudent: e.isStudent,
      documentsList: sections.student?.documentsList ?? [],
    },
  };
}

function addressFields(record: TAddressRecord | null) {
  return record === null
    ? null
    : {
        country: record.countryCode,
        municipalityZipCode: record.zipCode,
        city: record.city,
        streetAddress: record.street,
        houseNumber: record.number,
      };
}

/**
 * A tax number in its stored form: an Albanian NIPT (a letter first, an `AL` prefix and spaces
 * allowed) as `J91402501L`, a Slovenian one as its 8 digits (decision 174).
 */
function compactTaxNumber(value: string): string {
  const albanian = compactAlbanianTaxId(value);
  return AL_NIPT_PATTERN.test(albanian) ? albanian : compactTaxId(value);
}

/**
 * The body as the server stores it (decision 174): identifiers typed in a looser form than
 * the stored one are reduced to it, so the tax number `SI 5022 3054` is kept as `50223054`.
 */
export function normaliseProspectRequestBody(body: TProspectRequestBody): TProspectRequestBody {
  return {
    ...body,
    personalInfo: {
      ...body.personalInfo,
      taxNumber: compactTaxNumber(body.personalInfo.taxNumber),
    },
  };
}

/** The sections a stored body was made from (to check it with the forms' rules, or to edit it). */
export function sectionsFromProspectRequestBody(body: TProspectRequestBody): TPersonalDataSections {
  const info = body.personalInfo;
  const doc = info.identityDocument;
  const permanent = addressFields(info.addresses.PERMANENT) ?? EMPTY_ADDRESS_FORM;
  const temporary = addressFields(info.addresses.TEMPORARY);
  const personalData: TPersonalDataForm = {
    firstName: info.names.MAIN.firstName,
    surname: info.names.MAIN.surname,
    fatherName: info.names.MAIN.fatherName,
    secondName: info.names.MAIN.secondName,
    birthName: info.names.BIRTHNAME?.surname ?? '',
    mothersMaidenName: info.names.MOTHERNAME?.surname ?? '',
    gender: info.gender,
    residentStatus: info.residentStatus,
    birthDate: dottedOrRaw(info.birthDetails.date),
    nationality: info.birthDetails.nationality,
    countryOfBirth: info.birthDetails.countryCode,
    birthPlace: info.birthDetails.city,
    hasSecondNationality: info.secondNationality !== null,
    secondNationality: info.secondNationality?.nationality ?? '',
    secondNationalityUIC: info.secondNationality?.identifierCode ?? '',
    isResidentInItaly: info.residentInItaly !== null,
    codiceFiscale: info.residentInItaly?.codiceFiscale ?? '',
    idType: doc.idType,
    idDocumentNumber: doc.idType === 'ID' ? doc.number : '',
    passportNumber: doc.idType === 'PP' ? doc.number : '',
    personalNumber: doc.personalNumber,
    dateOfIssue: dottedOrRaw(doc.issueDate),
    dateOfExpiration: dottedOrRaw(doc.expirationDate),
    issuer: doc.issuer,
    issuingPlace: doc.issuePlace,
    addressCardNumber: info.addressCardNumber ?? '',
    taxID: info.taxNumber,
    iban: info.iban,
  };
  const address: TAddressForm = {
    ...permanent,
    hasOnlyPermanentAddress: temporary === null,
    tempCountry: temporary?.country ?? '',
    tempMunicipalityZipCode: temporary?.municipalityZipCode ?? '',
    tempCity: temporary?.city ?? '',
    tempStreetAddress: temporary?.streetAddress ?? '',
    tempHouseNumber: temporary?.houseNumber ?? '',
  };
  const contacts: TContactsForm = {
    email: info.contactDetails.email,
    nationalPrefix: info.contactDetails.mobileNumber.prefix,
    mobilePhoneNumber: info.contactDetails.mobileNumber.number,
  };
  const e = body.employmentInfo;
  const employment: TEmploymentForm = {
    isStudent: body.studentInfo.isStudent,
    isWorker: e.isWorker,
    profession: e.profession,
    employmentStatus: e.employerStatus,
    monthlyIncomes: e.monthlyIncoming,
    originOfFunds: e.originOfFunds,
    purposeOfBusinessRelation: e.purposeOfBusinessRelation,
    nameOfEmployer: e.nameOfEmployer,
    employmentTerm: e.employmentTerm,
    employmentStartDate: e.startDate,
    placeOfWork: e.workCountry,
    netSalary: e.netSalary,
    sourceOfIncome: e.sourceOfIncome,
    positionHeld: e.position,
    taxesPaid: e.taxesPaid,
  };
  const { countriesOfBusiness, ...kyc } = body.kycInfo;
  const questionnaire: TQuestionnaireForm = withCountriesOfBusiness(
    { ...EMPTY_QUESTIONNAIRE_FORM, ...kyc },
    countriesOfBusiness,
  );
  const student: TStudentForm | null =
    info.studentType === null && info.studentRegistrationNumber === null
      ? null
      : {
          documentType: info.studentType ?? '',
          studentRegistrationNumber: info.studentRegistrationNumber ?? '',
          documentsList: body.studentInfo.documentsList,
        };
  return { personalData, address, contacts, employment, questionnaire, student };
}

const PERSONAL_INFO = 'personalInfo';

/** Where each form field lives in the body ("<section>.<field>" → body path). */
export const REQUEST_BODY_PATHS: Readonly<Record<string, string>> = {
  'personalData.firstName': `${PERSONAL_INFO}.names.MAIN.firstName`,
  'personalData.surname': `${PERSONAL_INFO}.names.MAIN.surname`,
  'personalData.fatherName': `${PERSONAL_INFO}.names.MAIN.fatherName`,
  'personalData.secondName': `${PERSONAL_INFO}.names.MAIN.secondName`,
  'personalData.birthName': `${PERSONAL_INFO}.names.BIRTHNAME.surname`,
  'personalData.mothersMaidenName': `${PERSONAL_INFO}.names.MOTHERNAME.surname`,
  'personalData.gender': `${PERSONAL_INFO}.gender`,
  'personalData.residentStatus': `${PERSONAL_INFO}.residentStatus`,
  'personalData.birthDate': `${PERSONAL_INFO}.birthDetails.date`,
  'personalData.nationality': `${PERSONAL_INFO}.birthDetails.nationality`,
  'personalData.countryOfBirth': `${PERSONAL_INFO}.birthDetails.countryCode`,
  'personalData.birthPlace': `${PERSONAL_INFO}.birthDetails.city`,
  'personalData.secondNationality': `${PERSONAL_INFO}.secondNationality.nationality`,
  'personalData.secondNationalityUIC': `${PERSONAL_INFO}.secondNationality.identifierCode`,
  'personalData.codiceFiscale': `${PERSONAL_INFO}.residentInItaly.codiceFiscale`,
  'personalData.idType': `${PERSONAL_INFO}.identityDocument.idType`,
  'personalData.idDocumentNumber': `${PERSONAL_INFO}.identityDocument.number`,
  'personalData.passportNumber': `${PERSONAL_INFO}.identityDocument.number`,
  'personalData.personalNumber': `${PERSONAL_INFO}.identityDocument.personalNumber`,
  'personalData.dateOfIssue': `${PERSONAL_INFO}.identityDocument.issueDate`,
  'personalData.dateOfExpiration': `${PERSONAL_INFO}.identityDocument.expirationDate`,
  'personalData.issuer': `${PERSONAL_INFO}.identityDocument.issuer`,
  'personalData.issuingPlace': `${PERSONAL_INFO}.identityDocument.issuePlace`,
  'personalData.addressCardNumber': `${PERSONAL_INFO}.addressCardNumber`,
  'personalData.taxID': `${PERSONAL_INFO}.taxNumber`,
  'personalData.iban': `${PERSONAL_INFO}.iban`,
  'address.country': `${PERSONAL_INFO}.addresses.PERMANENT.countryCode`,
  'address.municipalityZipCode': `${PERSONAL_INFO}.addresses.PERMANENT.zipCode`,
  'address.city': `${PERSONAL_INFO}.addresses.PERMANENT.city`,
  'address.streetAddress': `${PERSONAL_INFO}.addresses.PERMANENT.street`,
  'address.houseNumber': `${PERSONAL_INFO}.addresses.PERMANENT.number`,
  'address.tempCountry': `${PERSONAL_INFO}.addresses.TEMPORARY.countryCode`,
  'address.tempMunicipalityZipCode': `${PERSONAL_INFO}.addresses.TEMPORARY.zipCode`,
  'address.tempCity': `${PERSONAL_INFO}.addresses.TEMPORARY.city`,
  'address.tempStreetAddress': `${PERSONAL_INFO}.addresses.TEMPORARY.street`,
  'address.tempHouseNumber': `${PERSONAL_INFO}.addresses.TEMPORARY.number`,
  'contacts.email': `${PERSONAL_INFO}.contactDetails.email`,
  'contacts.nationalPrefix': `${PERSONAL_INFO}.contactDetails.mobileNumber.prefix`,
  'contacts.mobilePhoneNumber': `${PERSONAL_INFO}.contactDetails.mobileNumber.number`,
  'employment.profession': 'employmentInfo.profession',
  'employment.employmentStatus': 'employmentInfo.employerStatus',
  'employment.monthlyIncomes': 'employmentInfo.monthlyIncoming',
  'employment.originOfFunds': 'employmentInfo.originOfFunds',
  'employment.purposeOfBusinessRelation': 'employmentInfo.purposeOfBusinessRelation',
  'employment.nameOfEmployer': 'employmentInfo.nameOfEmployer',
  'employment.employmentTerm': 'employmentInfo.employmentTerm',
  'employment.employmentStartDate': 'employmentInfo.startDate',
  'employment.placeOfWork': 'employmentInfo.workCountry',
  'employment.netSalary': 'employmentInfo.netSalary',
  'employment.sourceOfIncome': 'employmentInfo.sourceOfIncome',
  'employment.positionHeld': 'employmentInfo.position',
  'employment.taxesPaid': 'employmentInfo.taxesPaid',
  'questionnaire.countryOfBusiness_0': 'kycInfo.countriesOfBusiness.0',
  'questionnaire.countryOfBusiness_1': 'kycInfo.countriesOfBusiness.1',
  'questionnaire.countryOfBusiness_2': 'kycInfo.countriesOfBusiness.2',
  'student.documentType': `${PERSONAL_INFO}.studentType`,
  'student.studentRegistrationNumber': `${PERSONAL_INFO}.studentRegistrationNumber`,
  'student.documentsList': 'studentInfo.documentsList',
  student: `${PERSONAL_INFO}.studentType`,
};

/** The body path of a section field; questionnaire fields keep their names under kycInfo. */
export function requestBodyPathOf(sectionField: string): string {
  const mapped = REQUEST_BODY_PATHS[sectionField];
  if (mapped !== undefined) return mapped;
  if (sectionField.startsWith('questionnaire.')) {
    return `kycInfo.${sectionField.slice('questionnaire.'.length)}`;
  }
  return sectionField;
}

/** Consistency of values the body carries twice (the forms hold them once). */
function duplicateValueIssues(body: TProspectRequestBody): FieldIssue[] {
  const info = body.personalInfo;
  const issues: FieldIssue[] = [];
  if (info.birthDetails.placeOfBirth !== info.birthDetails.city) {
    issues.push({
      field: `${PERSONAL_INFO}.birthDetails.placeOfBirth`,
      code: 'personalDataRules.inconsistent',
    });
  }
  if (info.identityDocument.nationality !== info.birthDetails.nationality) {
    issues.push({
      field: `${PERSONAL_INFO}.identityDocument.nationality`,
      code: 'personalDataRules.inconsistent',
    });
  }
  return issues;
}

/** The body's dates are ISO YYYY-MM-DD (an empty one is left to the required rules). */
function isoDateIssues(body: TProspectRequestBody): FieldIssue[] {
  const dates: readonly [string, string, PersonalDataErrorCode][] = [
    [
      `${PERSONAL_INFO}.birthDetails.date`,
      body.personalInfo.birthDetails.date,
      'personalDataRules.birthDate.format',
    ],
    [
      `${PERSONAL_INFO}.identityDocument.issueDate`,
      body.personalInfo.identityDocument.issueDate,
      'personalDataRules.date.format',
    ],
    [
      `${PERSONAL_INFO}.identityDocument.expirationDate`,
      body.personalInfo.identityDocument.expirationDate,
      'personalDataRules.date.format',
    ],
  ];
  return dates
    .filter(([, value]) => value.trim() !== '' && parseIsoDate(value) === null)
    .map(([field, , code]) => ({ field, code }));
}

/**
 * The `PATCH prospects/{id}/info` body schema, the server's: the body's structure, refined by the
 * screen's own schema (`personalDataSectionsSchema`, the web form's resolver) over the sections
 * the body was made from, each error named by its body path; then the checks only a body needs
 * (ISO dates, values carried twice). Its output is the body as it is stored (identifiers reduced
 * to their stored form, decision 174).
 */
export function prospectRequestBodySchema(context: PersonalDataContext) {
  const sectionsSchema = personalDataSectionsSchema(context);
  return prospectRequestBodyStructureSchema()
    .superRefine((body, ctx) => {
      const sectionIssues = issuesOf(sectionsSchema, sectionsFromProspectRequestBody(body)).map(
        (issue) => ({ field: requestBodyPathOf(issue.field), code: issue.code }),
      );
      // The first issue of a field wins: a body date that is not ISO is a format error, even if it
      // happens to read as the form's DD.MM.YYYY.
      const issues: FieldIssue[] = [];
      for (const issue of [
        ...isoDateIssues(body),
        ...sectionIssues,
        ...duplicateValueIssues(body),
      ]) {
        if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
      }
      for (const issue of issues) {
        ctx.addIssue({
          code: 'custom',
          message: issue.code,
          path: issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        });
      }
    })
    .transform(normaliseProspectRequestBody);
}

/** The body schema's field errors as a list, each named by its body path. */
export function prospectRequestBodyIssues(
  body: TProspectRequestBody,
  context: PersonalDataContext,
): FieldIssue[] {
  return issuesOf(prospectRequestBodySchema(context), body);
}

/**
 * The screen's schema with the request body as its output (what the web's "Next" sends): the
 * sections' rules, then `prospectRequestBodyFromSections` as the transform. Fields hidden by other
 * answers are neither checked (the section refinements skip them) nor sent (the transform leaves
 * them out: no temporary address, second nationality or student data unless asked).
 */
export function personalDataRequestSchema(context: PersonalDataContext, extras: RequestBodyExtras) {
  return personalDataSectionsSchema(context).transform((sections) =>
    prospectRequestBodyFromSections(sections, extras),
  );
}

export { countriesOfBusinessOf };
