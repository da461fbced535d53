import {
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  prospectRequestBodyFromSections,
  type TPersonalDataSections,
  type TProspectRequestBody,
} from '@onboarding/domain';
import { expect, type BrowserContext } from '@playwright/test';
import { signedInApplicant, type SignedInApplicant } from './applicant';
import { holderPersonalData, newHolder, type Holder } from './holder';

/*
 * Journeys after the personal data step start from an applicant whose data went through the real
 * API. The values are a complete, valid filling (the domain's example applicant) with the
 * applicant's own person in it (support/holder.ts): the name with Slovenian letters, so later
 * screens and PDFs show č, š and ž, and the birth date, EMŠO and card that the uploaded card says.
 */

/** The domain's example with `holder` in it. */
function sectionsOf(holder: Holder): TPersonalDataSections {
  return {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS,
    personalData: { ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData, ...holderPersonalData(holder) },
  };
}

/** The personal data section as the form holds it (saved with info/partialsave first). */
export function personalDataDraft(holder: Holder): Pick<TPersonalDataSections, 'personalData'> {
  return { personalData: sectionsOf(holder).personalData };
}

export interface PersonalDataOptions {
  /** National form (041 123456); the SMS of a later step then reaches this applicant alone. */
  readonly mobilePhoneNumber?: string;
  /** The KYC "position held" (spec 2 §4): a politically exposed role makes a PEP (decision 267). */
  readonly positionHeld?: TPersonalDataSections['employment']['positionHeld'];
}

/** The prospect request body of spec 2 §3 for that applicant (`PATCH prospects/{id}/info`). */
export function personalDataRequestBody(
  applicant: Pick<SignedInApplicant, 'uid' | 'email' | 'holder'>,
  options: PersonalDataOptions = {},
): TProspectRequestBody {
  const sections = sectionsOf(applicant.holder);
  const contacts = {
    ...sections.contacts,
    email: applicant.email,
    mobilePhoneNumber: options.mobilePhoneNumber ?? sections.contacts.mobilePhoneNumber,
  };
  const employment = {
    ...sections.employment,
    positionHeld: options.positionHeld ?? sections.employment.positionHeld,
  };
  return prospectRequestBodyFromSections(
    { ...sections, contacts, employment },
    { uid: applicant.uid },
  );
}

/**
 * Saves a section with info/partialsave, then sends the whole request body with `PATCH
 * prospects/{id}/info`, leaving the prospect in PROSPECT_INFO_UPLOADED (the wizard shows
 * /consents). Starts from PROSPECT_IDS_UPLOADED (support/documents.ts).
 */
export async function submitPersonalDataViaApi(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'uid' | 'prospectId' | 'email' | 'holder'>,
  options: PersonalDataOptions = {},
): Promise<void> {
  const api = `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/info`;
  const { request } = context;
  const saved = await request.patch(`${api}/partialsave`, {
    data: personalDataDraft(applicant.holder),
  });
  expect(saved.status(), `partialsave: ${await saved.text()}`).toBe(200);
  const submitted = await request.patch(api, {
    data: personalDataRequestBody(applicant, options),
  });
  expect(submitted.status(), `info: ${await submitted.text()}`).toBe(200);
  expect(await submitted.json()).toMatchObject({ prospectState: 'PROSPECT_INFO_UPLOADED' });
}

/**
 * As signedInApplicant (support/applicant.ts), with the Diploma package chosen before registering
 * (`POST onboarding/products/noauth` with packageName), for the student path of the screen: a
 * holder of a student's age (the package's limit is 27, STUDENT_AGE_LIMIT).
 */
export function signedInStudentApplicant(
  context: BrowserContext,
  baseUrl: string,
  language: 'sl' | 'en' = 'en',
): Promise<SignedInApplicant> {
  return signedInApplicant(context, baseUrl, {
    language,
    packageName: 'Diploma',
    holder: newHolder({ firstName: 'Žana', age: { min: 19, max: 24 } }),
  });
}
