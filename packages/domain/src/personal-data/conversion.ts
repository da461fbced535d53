import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { TAddressRecord, TProspectRequestBody } from './request-body';

/*
 * spec 2 §3 "Prospect data conversion": the stored request body in the prospect data format the
 * bank's core system takes (names by type, ids, addresses, e-mail, phone, employment). Pure.
 */

export interface ProspectDataName {
  readonly type: 'NAME' | 'BIRTHNAME' | 'MOTHERNAME';
  readonly surname: string;
  readonly name: string;
  readonly secondName: string;
}

export interface ProspectDataId {
  readonly type: 'ID' | 'PP' | 'ADDRESSCARD';
  readonly idNumber: string;
}

export interface ProspectDataAddress {
  readonly type: 'PERMANENT' | 'MAILING';
  readonly country: string;
  readonly postalCode: string;
  readonly city: string;
  readonly street: string;
  readonly streetNumber: string;
}

export interface ProspectDataPhone {
  readonly type: 'DATAREGISTRY';
  /** Dialling code without the plus: "386". */
  readonly countryCode: string;
  /** The operator (regional) prefix of the national number: "41". */
  readonly prefix: string;
  readonly number: string;
}

/** spec 2 §3: employmentTerm 0 = permanent, 1 = temporary. */
export const EMPLOYMENT_TERM_CODES = { PERMANENT: 0, TEMPORARY: 1 } as const;

export interface ProspectDataEmployment {
  readonly type: string;
  readonly workCountry: string;
  readonly sourceOfIncome: string;
  /** The employer's registration number; the screen does not ask it (null). */
  readonly institutionCode: string | null;
  readonly companyName: string;
  readonly startEmployement: string;
  readonly employmentTerm: 0 | 1 | null;
  readonly netSalary: number | null;
}

export interface ProspectData {
  readonly names: readonly ProspectDataName[];
  readonly cityOfBirth: string;
  readonly birthDate: string;
  readonly gender: string;
  readonly ids: readonly ProspectDataId[];
  readonly address: readonly ProspectDataAddress[];
  readonly email: readonly { readonly type: 'REGISTRATION'; readonly emailAddress: string }[];
  readonly phone: readonly ProspectDataPhone[];
  /** null for an applicant who does not work (no employment record). */
  readonly employment: ProspectDataEmployment | null;
}

function addressOf(type: ProspectDataAddress['type'], record: TAddressRecord): ProspectDataAddress {
  return {
    type,
    country: record.countryCode,
    postalCode: record.zipCode,
    city: record.city,
    street: record.street,
    streetNumber: record.number,
  };
}

/**
 * Splits the mobile number into the dialling code, the operator prefix (the first two digits of the
 * national number, without a trunk 0) and the rest.
 */
export function phoneParts(prefix: string, number: string): ProspectDataPhone {
  const digits = number.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(`${prefix}${digits}`);
  const national = parsed?.nationalNumber ?? digits.replace(/^0/, '');
  const countryCode = parsed?.countryCallingCode ?? prefix.replace(/^\+/, '');
  return {
    type: 'DATAREGISTRY',
    countryCode,
    prefix: national.slice(0, 2),
    number: national.slice(2),
  };
}

/**
 * The request body in the prospect data format. The mailing address is the temporary one when the
 * applicant has one, otherwise the permanent one (decision 090).
 */
export function toProspectData(body: TProspectRequestBody): ProspectData {
  const info = body.personalInfo;
  const main = info.names.MAIN;
  const names: ProspectDataName[] = [
    { type: 'NAME', surname: main.surname, name: main.firstName, secondName: main.secondName },
  ];
  if (info.names.BIRTHNAME !== null) {
    names.push({
      type: 'BIRTHNAME',
      surname: info.names.BIRTHNAME.surname,
      name: main.firstName,
      secondName: main.secondName,
    });
  }
  if (info.names.MOTHERNAME !== null) {
    names.push({
      type: 'MOTHERNAME',
      surname: info.names.MOTHERNAME.surname,
      name: '',
      secondName: '',
    });
  }
  const { idType, number } = info.identityDocument;
  // A stored body always has its document type; an unchecked one may not.
  const ids: ProspectDataId[] = idType === '' ? [] : [{ type: idType, idNumber: number }];
  if (info.addressCardNumber !== null) {
    ids.push({ type: 'ADDRESSCARD', idNumber: info.addressCardNumber });
  }
  const permanent = info.addresses.PERMANENT;
  const employment = body.employmentInfo;
  const salary = /^\d+$/.test(employment.netSalary) ? Number(employment.netSalary) : null;
  return {
    names,
    cityOfBirth: info.birthDetails.city,
    birthDate: info.birthDetails.date,
    gender: info.gender,
    ids,
    address: [
      addressOf('PERMANENT', permanent),
      addressOf('MAILING', info.addresses.TEMPORARY ?? permanent),
    ],
    email: [{ type: 'REGISTRATION', emailAddress: info.contactDetails.email }],
    phone: [
      phoneParts(info.contactDetails.mobileNumber.prefix, info.contactDetails.mobileNumber.number),
    ],
    employment: employment.isWorker
      ? {
          type: employment.employerStatus,
          workCountry: employment.workCountry,
          sourceOfIncome: employment.sourceOfIncome,
          institutionCode: null,
          companyName: employment.nameOfEmployer,
          startEmployement: employment.startDate,
          employmentTerm:
            employment.employmentTerm === ''
              ? null
              : EMPLOYMENT_TERM_CODES[employment.employmentTerm],
          netSalary: salary,
        }
      : null,
  };
}
