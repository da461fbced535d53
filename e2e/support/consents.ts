import { COMMERCIAL_CONSENTS, type TConsentDocumentsResponse } from '@onboarding/domain';
import { expect, type BrowserContext } from '@playwright/test';
import type { SignedInApplicant } from './applicant';

/**
 * The legal questions (all noes) and the consent documents, accepted through the real API: the
 * applicant then stands before the video call (PROSPECT_CONSENT_DOCUMENTS_ACCEPTED) when the
 * eligibility rules accept them. Starts from PROSPECT_INFO_UPLOADED (support/personal-data.ts).
 */
export async function acceptConsentsViaApi(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'prospectId'>,
): Promise<{ prospectState: string; criteries: string }> {
  const api = `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}`;
  const { request } = context;
  const consents = await request.post(`${api}/consents`, {
    data: {
      consentsInfo: { questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false' } },
      consents: COMMERCIAL_CONSENTS.map((name, id) => ({
        id,
        name,
        typeOfConsents: 'COMMERCIAL',
        response: 'NO',
      })),
    },
  });
  expect(consents.status(), `consents: ${await consents.text()}`).toBe(200);
  const listed = await request.get(`${api}/consentsdocuments`);
  expect(listed.status(), `consentsdocuments: ${await listed.text()}`).toBe(200);
  const { documents } = (await listed.json()) as TConsentDocumentsResponse;
  const accepted = await request.post(`${api}/consentsdocuments`, {
    data: {
      confirmAll: true,
      documents: documents.map(({ id, sha256 }) => ({ id, sha256 })),
    },
  });
  expect(accepted.status(), `accept: ${await accepted.text()}`).toBe(200);
  return (await accepted.json()) as { prospectState: string; criteries: string };
}
