import { phoneOfParts, type TProspectRequestBody } from '@onboarding/domain';
import type { CaseSearchValues } from '../../infra/search-index/case-search-index';

/** What the staff case search finds a case by in its personal data (decision 263). */
export function searchValuesOfBody(body: TProspectRequestBody): CaseSearchValues {
  const { names, contactDetails, identityDocument, iban } = body.personalInfo;
  return {
    names: [
      names.MAIN.firstName,
      names.MAIN.secondName,
      names.MAIN.surname,
      names.BIRTHNAME?.surname,
    ],
    emails: [contactDetails.email],
    phones: [phoneOfParts(contactDetails.mobileNumber.prefix, contactDetails.mobileNumber.number)],
    documentNumbers: [identityDocument.number],
    nationalIds: [identityDocument.personalNumber],
    ibans: [iban],
  };
}
