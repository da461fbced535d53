import type { TProspectRequestBody } from '@onboarding/domain';
import type { EnteredAddress, EnteredData } from './entered-data';

const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/** The questionnaire answers worth printing: every answered field of kycInfo. */
function questionnaireOf(kyc: TProspectRequestBody['kycInfo']): [string, string[]][] {
  const rows: [string, string[]][] = [];
  for (const [name, value] of Object.entries(kyc)) {
    const answers = (Array.isArray(value) ? value.map(String) : [String(value ?? '')]).filter(
      (answer) => answer.trim() !== '',
    );
    if (answers.length > 0) rows.push([name, answers]);
  }
  return rows;
}

/** The stored personal data (spec 2 §3 "Prospect request body") as eligibility and the PDFs read it. */
export function enteredDataFrom(body: TProspectRequestBody): EnteredData {
  const info = body.personalInfo;
  const employment = body.employmentInfo;
  const addresses: EnteredAddress[] = [{ type: 'PERMANENT', ...info.addresses.PERMANENT }];
  if (info.addresses.TEMPORARY !== null) {
    addresses.push({ type: 'TEMPORARY', ...info.addresses.TEMPORARY });
  }
  const mobile = info.contactDetails.mobileNumber;
  return {
    names: {
      firstName: info.names.MAIN.firstName,
      secondName: orNull(info.names.MAIN.secondName),
      surname: info.names.MAIN.surname,
      fatherName: orNull(info.names.MAIN.fatherName),
    },
    birth: {
      date: orNull(info.birthDetails.date),
      placeOfBirth: orNull(info.birthDetails.placeOfBirth),
      countryCode: orNull(info.birthDetails.countryCode),
      nationality: orNull(info.birthDetails.nationality),
    },
    secondNationality: orNull(info.secondNationality?.nationality),
    gender: info.gender,
    residentStatus: info.residentStatus,
    addresses,
    contact: {
      email: orNull(info.contactDetails.email),
      mobileNumber: orNull(`${mobile.prefix} ${mobile.number}`.trim()),
    },
    identityDocument: {
      idType: info.identityDocument.idType,
      number: orNull(info.identityDocument.number),
      personalNumber: orNull(info.identityDocument.personalNumber),
      issuer: orNull(info.identityDocument.issuer),
      issuePlace: orNull(info.identityDocument.issuePlace),
      issueDate: orNull(info.identityDocument.issueDate),
      expirationDate: orNull(info.identityDocument.expirationDate),
    },
    employment: {
      employerStatus: orNull(employment.employerStatus) ?? orNull(body.kycInfo.TypeOfEmployment),
      profession: orNull(employment.profession),
      position: orNull(employment.position),
      monthlyIncoming: orNull(employment.monthlyIncoming),
      originOfFunds: [employment.originOfFunds, employment.sourceOfIncome].filter(
        (value) => value !== '',
      ),
      purposeOfBusinessRelation: orNull(employment.purposeOfBusinessRelation),
    },
    questionnaire: questionnaireOf(body.kycInfo),
    iban: orNull(info.iban),
    taxNumber: orNull(info.taxNumber),
  };
}
