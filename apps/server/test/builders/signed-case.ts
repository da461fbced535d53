import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { EXAMPLE_PERSONAL_DATA_SECTIONS, type TContractSet } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../../src/infra/audit/audit-log';
import { products } from '../../src/composition/schema';
import { consentsBody, enterPersonalData, personalDataSections } from '../consents-helpers';
import { call as documentCall, uploadOk } from '../fixtures/document-api';
import { goodJpeg, VIDEO_FRAME } from '../fixtures/document-images';
import { signedInStaff } from '../fixtures/staff';
import { putProspectInState } from '../prospect-helpers';
import { freshPhone, latestSmsCode } from '../security-helpers';
import { asApplicant, asStaff, startVideoChat } from '../video-helpers';
import { applicantAt } from './applicant';

// A current account's case as far as the steps' routes take it (decision 151's evidence, decision
// 229's documents): every PDF the portal writes about one applicant exists afterwards.

export const prospectPath = (prospectId: string, tail = '') =>
  `/onboarding/prospects/${prospectId}${tail}`;

/**
 * A case as far as the steps' routes take it: an identity document uploaded, personal data, the
 * consents and their PDFs, a video identification with a snapshot and its protocol, the dossier's
 * run (account, contracts), the certificate and the signed contracts.
 */
export async function signedCase(app: FastifyInstance) {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  const as = { sid: applicant.sid };
  const { prospectId, sid } = applicant;
  await documentCall(app, 'PATCH', prospectPath(prospectId, '/idtype?type=ID'), as);
  // The front of an ID card holds no MRZ: no reading job is started.
  await uploadOk(app, as, await goodJpeg(11), {
    uid: applicant.uid,
    documentType: 'ID',
    side: 'FRONTVIEW',
  });
  const phone = freshPhone();
  await enterPersonalData(app, applicant, {
    ...personalDataSections(),
    contacts: {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.contacts,
      nationalPrefix: phone.prefix,
      mobilePhoneNumber: phone.number.replace(/\s/g, ''),
    },
  });
  const consents = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/consents'),
    consentsBody(),
  );
  expect(consents.statusCode, consents.body).toBe(200);
  const listed = await asApplicant(app, sid, 'GET', prospectPath(prospectId, '/consentsdocuments'));
  expect(listed.statusCode, listed.body).toBe(200);
  await putProspectInState(app, prospectId, 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');

  const state = await startVideoChat(app, applicant);
  const operator = await signedInStaff(app, { fullName: 'Nina Operater' });
  const id = state.identificationId;
  await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
  const taken = await app.inject({
    method: 'POST',
    url: `/services/operator/identifications/${id}/snapshots?kind=DOCUMENT_FRONT`,
    headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
    payload: VIDEO_FRAME,
  });
  expect(taken.statusCode, taken.body).toBe(200);
  // Rejected, so the protocol is made without the approval's checklist; the later steps are
  // then set up as the approval would have left them.
  await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
    outcome: 'REJECT',
    reason: 'Evidence test: the call ends here.',
  });
  await app.jobs.drain();

  await putProspectInState(app, prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_EMPLOYMENT_UPLOADED');
  await app.database.db
    .update(products)
    .set({ packageName: 'Digital' })
    .where(eq(products.prospectId, prospectId));
  await app.database.db.transaction((tx) =>
    app.services.dossiers.startAfterIdentification(
      tx,
      { prospectId, process: 'CURRENTACCOUNT' },
      SYSTEM_CONTEXT,
    ),
  );
  await app.jobs.drain();

  const sent = await asApplicant(app, sid, 'POST', prospectPath(prospectId, '/certificate/code'), {
    confirmIdentity: true,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const certificate = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/certificate'),
    {
      code: await latestSmsCode(app, phone.e164),
    },
  );
  expect(certificate.statusCode, certificate.body).toBe(200);
  const set = (
    await asApplicant(app, sid, 'GET', prospectPath(prospectId, '/contracts'))
  ).json<TContractSet>();
  for (const document of set.documents) {
    await asApplicant(app, sid, 'GET', prospectPath(prospectId, `/contracts/${document.id}`));
  }
  const body = { documentSetId: set.documentSetId, manifestSha256: set.manifestSha256 };
  const codeSent = await asApplicant(
    app,
    sid,
    'POST',
    prospectPath(prospectId, '/contracts/code'),
    body,
  );
  expect(codeSent.statusCode, codeSent.body).toBe(200);
  const signed = await asApplicant(app, sid, 'POST', prospectPath(prospectId, '/contracts/sign'), {
    ...body,
    code: await latestSmsCode(app, phone.e164),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await app.jobs.drain();
  return { ...applicant, identificationId: id };
}
