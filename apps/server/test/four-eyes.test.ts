import { describe, expect, it } from 'vitest';
import type {
  TIdentificationDetail,
  TPendingApprovalList,
  TSecondDecisionResult,
  TVideoChatState,
} from '@onboarding/domain';
import { useTestApp } from './build-test-app';
import { auditOf, ownIdentifiers, personalDataSections, prospectStateOf } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import {
  ABROAD,
  approvableCall,
  approveCall,
  PEP,
  protocolTextOf,
  secondDecision,
} from './four-eyes-helpers';
import { createTestClock, errorOf } from './security-helpers';
import { applicantAtVideoChat, asApplicant, asStaff, startVideoChat } from './video-helpers';

// Four eyes on high-risk approvals (decision 267): an approval the rule names waits for a second
// staff member, never the first approver; both are recorded in the audit trail and the protocol.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

describe('four eyes on high-risk approvals', () => {
  it('a PEP’s approval waits for a second staff member, never the first; then the next step opens', async () => {
    const first = await signedInStaff(app, { fullName: 'Nina Prva' });
    const second = await signedInStaff(app, { fullName: 'Tomaž Drugi' });
    const { applicant, id } = await approvableCall(app, first, PEP);

    const approved = await asStaff(app, first.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'APPROVE',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TIdentificationDetail>()).toMatchObject({
      status: 'AWAITING_SECOND_APPROVAL',
      fourEyes: {
        reasons: ['PEP'],
        firstApprover: { id: first.staff.id, fullName: 'Nina Prva' },
        secondStaff: null,
      },
    });
    // The prospect stays before the call's end; the applicant's call ends with its own outcome.
    expect(await prospectStateOf(app, applicant.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );
    const state = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/videochat`,
    );
    expect(state.json<TVideoChatState>().status).toBe('AWAITING_SECOND_APPROVAL');
    // Starting again answers the waiting identification instead of joining the queue.
    expect((await startVideoChat(app, applicant)).identificationId).toBe(id);

    const list = await asStaff(app, second.cookie, 'GET', '/four-eyes');
    expect(list.statusCode).toBe(200);
    expect(list.json<TPendingApprovalList>().approvals).toContainEqual(
      expect.objectContaining({
        identificationId: id,
        prospectId: applicant.prospectId,
        reasons: ['PEP'],
        firstApprover: { id: first.staff.id, fullName: 'Nina Prva' },
      }),
    );

    const again = await asStaff(
      app,
      first.cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'APPROVE' },
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).mainError.code).toBe('SECOND_APPROVER_SAME_AS_FIRST');
    expect(await prospectStateOf(app, applicant.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );

    const confirmed = await asStaff(
      app,
      second.cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'APPROVE' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TSecondDecisionResult>()).toMatchObject({
      status: 'APPROVED',
      fourEyes: {
        firstApprover: { id: first.staff.id },
        secondStaff: { id: second.staff.id, fullName: 'Tomaž Drugi' },
      },
    });
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_VERIFIED');
    const after = await asStaff(app, second.cookie, 'GET', '/four-eyes');
    expect(
      after.json<TPendingApprovalList>().approvals.map((entry) => entry.identificationId),
    ).not.toContain(id);
    const late = await asStaff(
      app,
      second.cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'APPROVE' },
    );
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).mainError.code).toBe('NOT_AWAITING_SECOND_APPROVAL');

    // Both recorded: the audit trail and the protocol name both staff members.
    const firstAudit = await auditOf(app, applicant.prospectId, 'four_eyes.first_approval');
    expect(firstAudit.map((row) => row.actorId)).toEqual([first.staff.id]);
    const secondAudit = await auditOf(app, applicant.prospectId, 'four_eyes.second_decision');
    expect(secondAudit.map((row) => [row.actorId, row.details])).toEqual([
      [
        second.staff.id,
        expect.objectContaining({ outcome: 'APPROVE', firstApproverId: first.staff.id }),
      ],
    ]);
    const text = await protocolTextOf(app, id);
    expect(text).toContain('Nina Prva');
    expect(text).toContain('Tomaž Drugi');
  });

  it('residence abroad: the second staff member may reject with a reason', async () => {
    const first = await signedInStaff(app);
    const second = await signedInStaff(app, { role: 'SUPERVISOR' });
    const { applicant, id } = await approvableCall(app, first, ABROAD);
    const approved = await asStaff(app, first.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'APPROVE',
    });
    expect(approved.json<TIdentificationDetail>().fourEyes?.reasons).toEqual(['RESIDENT_ABROAD']);

    const noReason = await asStaff(
      app,
      second.cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'REJECT' },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await asStaff(
      app,
      second.cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'REJECT', reason: 'The address abroad is not evidenced.' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TSecondDecisionResult>().status).toBe('REJECTED');
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_REJECTED');
    const state = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/videochat`,
    );
    expect(state.json<TVideoChatState>()).toMatchObject({
      status: 'REJECTED',
      reason: 'The address abroad is not evidenced.',
    });
  });

  it('a resident without an exposed position is approved by one staff member', async () => {
    const operator = await signedInStaff(app);
    const { applicant, id } = await approvableCall(app, operator, personalDataSections());
    const approved = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${id}/decision`,
      {
        outcome: 'APPROVE',
      },
    );
    expect(approved.json<TIdentificationDetail>()).toMatchObject({
      status: 'APPROVED',
      fourEyes: null,
    });
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_VERIFIED');
    const second = await asStaff(
      app,
      (await signedInStaff(app)).cookie,
      'POST',
      `/identifications/${id}/second-decision`,
      { outcome: 'APPROVE' },
    );
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).mainError.code).toBe('NOT_AWAITING_SECOND_APPROVAL');
  });

  it('an applicant who signed up under another name: the approval waits, for NAME_MISMATCH (decision 287)', async () => {
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, personalDataSections(), {
      signUpName: 'Maja Kranjc',
    });
    const approved = await approveCall(app, operator, id);
    expect(approved).toMatchObject({
      status: 'AWAITING_SECOND_APPROVAL',
      fourEyes: { reasons: ['NAME_MISMATCH'] },
    });
    await secondDecision(app, await signedInStaff(app), id, { outcome: 'APPROVE' });
    expect(await protocolTextOf(app, id)).toContain('the names given do not agree');
  });

  it('another account applied with the same EMŠO and document: the approval waits, for POSSIBLE_DUPLICATE (decision 288)', async () => {
    const personalData = ownIdentifiers();
    // A deposit first: the same person's second application of one product is refused (decision 290).
    await applicantAtVideoChat(app, {
      productType: 'DAYPOSIT',
      sections: personalDataSections({ personalData }),
    });
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, personalDataSections({ personalData }), {
      sameIdentifiers: true,
    });
    const approved = await approveCall(app, operator, id);
    expect(approved.fourEyes?.reasons).toEqual(['POSSIBLE_DUPLICATE']);
  });

  it('another account that shares only the e-mail: one approval is enough, a household may (decision 288)', async () => {
    // Every test applicant's e-mail is the example's; the identifiers are this one's own.
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, personalDataSections());
    const detail = await asStaff(app, operator.cookie, 'GET', `/identifications/${id}`);
    expect(
      detail
        .json<TIdentificationDetail>()
        .possibleDuplicates?.shown.every((other) => !other.matchedOn.includes('NATIONAL_ID')),
    ).toBe(true);
    const approved = await approveCall(app, operator, id);
    expect(approved).toMatchObject({
      status: 'APPROVED',
      fourEyes: null,
    });
  });

  it('the waiting list is for staff only', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/operator/four-eyes' });
    expect(response.statusCode).toBe(401);
  });
});
