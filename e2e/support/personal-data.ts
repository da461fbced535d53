import {
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  prospectRequestBodyFromSections,
  type TPersonalDataSections,
  type TProspectRequestBody,
} from '@onboarding/domain';
import { expect, type BrowserContext } from '@playwright/test';
import { signedInApplicant, type SignedInApplicant } from './applicant';

/*
 * Journeys after the personal data step start from an applicant whose data went through the real
 * API. The values are a complete, valid filling (the domain's example applicant) with Slovenian
 * letters in the names, so later screens and PDFs show č, š and ž.
 */

const SECTIONS: TPersonalDataSections = {
  ...EXAMPLE_PERSONAL_DATA_SECTIONS,
  personalData: {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData,
    firstName: 'Špela',
    surname: 'Žagar Čuk',
  },
};

/**
 * An identity card number of one applicant alone. Two applications of one product by the same
 * person (the same EMŠO or NID and document number) are refused (decision 290): the journeys'
 * applicants are different people, a retried journey included.
 */
export function ownDocumentNumber(): string {
  return String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
}

/** The personal data section as the form holds it (saved with info/partialsave first). */
export const PERSONAL_DATA_DRAFT = { personalData: SECTIONS.personalData };

/** A first name other than the example's, so a journey can tell its applicant in a shared list. */
export interface PersonalDataOptions {
  readonly firstName?: string;
  /** National form (041 123456); the SMS of a later step then reaches this applicant alone. */
  readonly mobilePhoneNumber?: string;
  /** The KYC "position held" (spec 2 §4): a politically exposed role makes a PEP (decision 267). */
  readonly positionHeld?: TPersonalDataSections['employment']['positionHeld'];
}

/** The prospect request body of spec 2 §3 for that applicant (`PATCH prospects/{id}/info`). */
export function personalDataRequestBody(
  uid: string,
  email: string,
  options: PersonalDataOptions = {},
): TProspectRequestBody {
  const personalData = {
    ...SECTIONS.personalData,
    firstName: options.firstName ?? SECTIONS.personalData.firstName,
    idDocumentNumber: ownDocumentNumber(),
  };
  const contacts = {
    ...SECTIONS.contacts,
    email,
    mobilePhoneNumber: options.mobilePhoneNumber ?? SECTIONS.contacts.mobilePhoneNumber,
  };
  const employment = {
    ...SECTIONS.employment,
    positionHeld: options.positionHeld ?? SECTIONS.employment.positionHeld,
  };
  return prospectRequestBodyFromSections(
    { ...SECTIONS, personalData, contacts, employment },
    { uid },
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
  applicant: Pick<SignedInApplicant, 'uid' | 'prospectId' | 'email'>,
  options: PersonalDataOptions = {},
): Promise<void> {
  const api = `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/info`;
  const { request } = context;
  const saved = await request.patch(`${api}/partialsave`, { data: PERSONAL_DATA_DRAFT });
  expect(saved.status(), `partialsave: ${await saved.text()}`).toBe(200);
  const submitted = await request.patch(api, {
    data: personalDataRequestBody(applicant.uid, applicant.email, options),
  });
  expect(submitted.status(), `info: ${await submitted.text()}`).toBe(200);
  expect(await submitted.json()).toMatchObject({ prospectState: 'PROSPECT_INFO_UPLOADED' });
}

/**
 * As signedInApplicant (support/applicant.ts), with the Diploma package chosen before registering
 * (`POST onboarding/products/noauth` with packageName), for the student path of the screen.
 */
export function signedInStudentApplicant(
  context: BrowserContext,
  baseUrl: string,
  language: 'sl' | 'en' = 'en',
): Promise<SignedInApplicant> {
  return signedInApplicant(context, baseUrl, {
    language,
    packageName: 'Diploma',
    fullName: 'Žan Šorli',
  });
}
