import type { ProcessName } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';
import {
  auditOf,
  enterPersonalData,
  ownIdentifiers,
  personalDataSections,
  prospectStateOf,
  submitPersonalData,
} from './consents-helpers';
import { putProspectInState } from './prospect-helpers';

// Decision 290: one open application per product and person. Another account's application of
// the same product with the same EMŠO and document number stops the personal data at the EMŠO.

const app = useTestApp();

async function applicantWith(
  identifiers: { personalNumber: string; idDocumentNumber: string },
  productType: ProcessName = 'CURRENTACCOUNT',
) {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  const sections = personalDataSections({ personalData: identifiers });
  return { applicant, response: await submitPersonalData(app, applicant, sections) };
}

describe('one open application per product and person', () => {
  it('when another account’s application of the product has the same EMŠO and document, then the personal data are refused at the EMŠO and nothing is kept', async () => {
    const person = ownIdentifiers();
    const first = await applicantWith(person);
    expect(first.response.statusCode).toBe(200);

    const second = await applicantWith(person);
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json()).toMatchObject({
      mainError: { code: 'APPLICATION_ALREADY_OPEN' },
      fieldErrors: [
        {
          field: 'personalInfo.identityDocument.personalNumber',
          code: 'validation.personalNumber.applicationOpen',
        },
      ],
    });
    // The error names no account, no e-mail and no application.
    expect(second.response.body).not.toContain(first.applicant.prospectId);
    expect(second.response.body).not.toContain('@');
    expect(await prospectStateOf(app, second.applicant.prospectId)).toBe('PROSPECT_IDS_UPLOADED');
    // Kept for the back office: the attempt and the application it found.
    const [refused] = await auditOf(
      app,
      second.applicant.prospectId,
      'prospect.second_application_refused',
    );
    expect(refused?.details).toEqual({ openApplications: [first.applicant.prospectId] });
    expect(await auditOf(app, second.applicant.prospectId, 'prospect.info_submitted')).toEqual([]);
  });

  it('when the same person’s two applications are given at the same instant, then one is kept', async () => {
    const person = ownIdentifiers();
    const both = await Promise.all([applicantWith(person), applicantWith(person)]);
    expect(both.map(({ response }) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('when only the EMŠO is the same, or the product is another, then it is no second application', async () => {
    const person = ownIdentifiers();
    expect((await applicantWith(person)).response.statusCode).toBe(200);
    const otherDocument = { ...person, idDocumentNumber: ownIdentifiers().idDocumentNumber };
    expect((await applicantWith(otherDocument)).response.statusCode).toBe(200);
    expect((await applicantWith(person, 'DAYPOSIT')).response.statusCode).toBe(200);
  });

  it('when the first application has ended (refused, or its product open), then a new one may start', async () => {
    const refused = ownIdentifiers();
    const first = await applicantWith(refused);
    await putProspectInState(app, first.applicant.prospectId, 'PROSPECT_REJECTED', 'PRODUCT_NEW');
    expect((await applicantWith(refused)).response.statusCode).toBe(200);

    const opened = ownIdentifiers();
    const done = await applicantWith(opened);
    await putProspectInState(app, done.applicant.prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_ACTIVE');
    expect((await applicantWith(opened)).response.statusCode).toBe(200);
  });

  it('the same account’s own application does not stop its personal data given again', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const sections = personalDataSections();
    await enterPersonalData(app, applicant, sections);
    await enterPersonalData(app, applicant, sections);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_INFO_UPLOADED');
  });
});
