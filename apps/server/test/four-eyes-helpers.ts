import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { TIdentificationDetail } from '@onboarding/domain';
import { identificationAnswers } from '../src/modules/video-identification/tables';
import { ownIdentifiers, personalDataSections } from './consents-helpers';
import { signedInStaff, type SignedInStaff } from './fixtures/staff';
import { applicantAtVideoChat, asStaff, startVideoChat } from './video-helpers';

// The calls the four-eyes rule (decision 267) names, for the tests of four eyes and of what reads
// its outcome (the quality review, the operations figures).

const CHECKLIST = {
  documentGenuine: true,
  faceMatchesDocument: true,
  dataMatches: true,
  securityFeaturesShown: true,
};

/** An applicant with an exposed position: the rule's reason PEP. */
export const PEP = personalDataSections({
  employment: { positionHeld: 'PUBLIC_SECTOR_INSTITUTION' },
});
/** An applicant living abroad: the rule's reason RESIDENT_ABROAD. */
export const ABROAD = personalDataSections({ personalData: { residentStatus: 'NON_RESIDENT' } });

export interface ApprovableCallOptions {
  /** What the applicant's start of the call adds (the face comparison consent, decision 291). */
  readonly start?: Parameters<typeof startVideoChat>[2];
  /** The name signed up with; the personal data's else (decision 287). */
  readonly signUpName?: string;
  /** The sections' EMŠO and document number kept, another applicant's (decision 288). */
  readonly sameIdentifiers?: boolean;
}

/**
 * An applicant in a call `operator` accepted, with everything an approval needs recorded: the
 * answers of the call's forms are stored as the room stores them (the room's own tests send them
 * over the websocket), and the checklist through its route.
 */
export async function approvableCall(
  app: FastifyInstance,
  operator: SignedInStaff,
  sections: ReturnType<typeof personalDataSections>,
  options: ApprovableCallOptions = {},
) {
  // Each applicant a person of their own (decision 290), whatever the sections they share.
  const own = options.sameIdentifiers
    ? sections
    : { ...sections, personalData: { ...sections.personalData, ...ownIdentifiers() } };
  const applicant = await applicantAtVideoChat(app, {
    sections: own,
    ...(options.signUpName === undefined ? {} : { signUpName: options.signUpName }),
  });
  const { identificationId: id } = await startVideoChat(app, applicant, options.start ?? {});
  const accepted = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { script, cardName } = accepted.json<TIdentificationDetail>();
  const at = app.infra.clock();
  await app.database.db.insert(identificationAnswers).values([
    { identificationId: id, kind: 'OTP', payload: { confirmed: true, attemptsLeft: 2 }, at },
    ...(script.debitCard
      ? [
          {
            identificationId: id,
            kind: 'CARD_NAME' as const,
            payload: { cardName, corrected: false },
            at,
          },
        ]
      : []),
    ...script.consents.map((name, index) => ({
      identificationId: id,
      kind: 'CONSENT' as const,
      payload: { answer: { id: index, name, typeOfConsents: 'COMMERCIAL', response: 'YES' } },
      at,
    })),
  ]);
  const checklist = await asStaff(
    app,
    operator.cookie,
    'PUT',
    `/identifications/${id}/checklist`,
    CHECKLIST,
  );
  expect(checklist.statusCode, checklist.body).toBe(200);
  return { applicant, id };
}

/** `operator`'s approval of the call `id` (the first decision): the call's detail after it. */
export async function approveCall(
  app: FastifyInstance,
  operator: SignedInStaff,
  id: string,
): Promise<TIdentificationDetail> {
  const approved = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
    outcome: 'APPROVE',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<TIdentificationDetail>();
}

/** A high-risk call `operator` took and approved: it waits for a second staff member. */
export async function firstApprovedCall(
  app: FastifyInstance,
  operator: SignedInStaff,
  sections: ReturnType<typeof personalDataSections> = PEP,
) {
  const call = await approvableCall(app, operator, sections);
  expect((await approveCall(app, operator, call.id)).status).toBe('AWAITING_SECOND_APPROVAL');
  return call;
}

/** The second staff member's decision on a waiting approval (decision 267). */
export async function secondDecision(
  app: FastifyInstance,
  staff: SignedInStaff,
  id: string,
  decision: { outcome: 'APPROVE' } | { outcome: 'REJECT'; reason: string },
) {
  const response = await asStaff(
    app,
    staff.cookie,
    'POST',
    `/identifications/${id}/second-decision`,
    decision,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * The text of a finished call's protocol, once its job has run, as a supervisor downloads it
 * (whitespace folded to single spaces).
 */
export async function protocolTextOf(app: FastifyInstance, id: string): Promise<string> {
  await app.jobs.drain();
  const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
  const pdf = await asStaff(app, supervisor.cookie, 'GET', `/identifications/${id}/protocol`);
  expect(pdf.statusCode).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}
