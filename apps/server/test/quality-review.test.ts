import { eq } from 'drizzle-orm';
import {
  getVariant,
  monthOf,
  type TQualityReport,
  type TQualityReviewItem,
  type TQualityReviewQueue,
  type TQualityReviewView,
} from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { signedInStaff, type SignedInStaff } from './fixtures/staff';
import { ABROAD, firstApprovedCall, secondDecision } from './four-eyes-helpers';
import { decidedCall } from './quality-review-helpers';
import { errorOf } from './security-helpers';
import { asStaff } from './video-helpers';
import { VIDEO_FRAME } from './fixtures/document-images';

/**
 * This month on the bank's calendar, as the report counts it: in the last hours of a month in UTC
 * it is already the next one in Ljubljana.
 */
function bankMonth(app: ReturnType<typeof useTestApp>): string {
  return monthOf(app.infra.clock(), getVariant(app.infra.config.variant).timeZone);
}

// The quality review of decided calls (decision 269) with every call drawn (share 100 %): the
// supervisors' queue, the review with its checks on who reviews, the report and the audit trail.

const app = useTestApp({
  env: { OPERATOR_HOURS: 'always', QUALITY_REVIEW_SHARE_PERCENT: '100' },
});

async function auditOf(action: string, identificationId: string) {
  const rows = await app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action));
  return rows.filter(
    (row) =>
      (row.details as { identificationId?: string } | null)?.identificationId === identificationId,
  );
}

async function queueOf(staff: SignedInStaff, state: 'OPEN' | 'REVIEWED' = 'OPEN') {
  const response = await asStaff(app, staff.cookie, 'GET', `/quality-reviews?state=${state}`);
  expect(response.statusCode).toBe(200);
  return response.json<TQualityReviewQueue>().items;
}

describe('sampling at the decision', () => {
  it('a decided call goes to the review queue in the decision’s transaction, audited', async () => {
    const operator = await signedInStaff(app, { fullName: 'Olga Operater' });
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const call = await decidedCall(app, operator);

    const items = await queueOf(supervisor);
    expect(items).toContainEqual(
      expect.objectContaining({
        identificationId: call.identificationId,
        prospectId: call.prospectId,
        outcome: 'REJECTED',
        operator: { id: operator.staff.id, fullName: 'Olga Operater' },
        sampleReason: 'SHARE',
        review: null,
      }),
    );
    const [sampled] = await auditOf('quality.sampled', call.identificationId);
    expect(sampled).toMatchObject({
      actorType: 'system',
      subjectType: 'prospect',
      subjectId: call.prospectId,
      details: { reason: 'SHARE', operatorId: operator.staff.id },
    });
  });

  it('the queue and the report are a supervisor’s: an operator gets 403, no session 401', async () => {
    const operator = await signedInStaff(app);
    expect((await asStaff(app, operator.cookie, 'GET', '/quality-reviews')).statusCode).toBe(403);
    expect(
      (await asStaff(app, operator.cookie, 'GET', '/quality-reviews/report?month=2026-11'))
        .statusCode,
    ).toBe(403);
    expect((await asStaff(app, '', 'GET', '/quality-reviews')).statusCode).toBe(401);
  });
});

describe('four eyes: the draw sees finished identifications only (decision 273)', () => {
  it('a first approval waiting for a second is not drawn; the second approval is, as the operator’s call', async () => {
    const operator = await signedInStaff(app, { fullName: 'Petra Prva' });
    const second = await signedInStaff(app, { fullName: 'Drago Drugi' });
    const reviewer = await signedInStaff(app, { role: 'SUPERVISOR' });
    const { id } = await firstApprovedCall(app, operator);

    expect((await queueOf(reviewer)).map((item) => item.identificationId)).not.toContain(id);
    expect(await auditOf('quality.sampled', id)).toEqual([]);
    const month = bankMonth(app);
    const reportRow = async () =>
      (await asStaff(app, reviewer.cookie, 'GET', `/quality-reviews/report?month=${month}`))
        .json<TQualityReport>()
        .operators.find((row) => row.operator.id === operator.staff.id);
    expect(await reportRow()).toBeUndefined();

    await secondDecision(app, second, id, { outcome: 'APPROVE' });
    expect(await queueOf(reviewer)).toContainEqual(
      expect.objectContaining({
        identificationId: id,
        outcome: 'APPROVED',
        operator: { id: operator.staff.id, fullName: 'Petra Prva' },
        sampleReason: 'SHARE',
      }),
    );
    const [sampled] = await auditOf('quality.sampled', id);
    expect(sampled).toMatchObject({ details: { reason: 'SHARE', operatorId: operator.staff.id } });
    expect(await reportRow()).toMatchObject({ finished: 1, sampled: 1 });

    // The reviewer sees who confirmed the approval beside the operator who took the call.
    const view = await asStaff(app, reviewer.cookie, 'GET', `/quality-reviews/${id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<TQualityReviewView>().identification.fourEyes).toMatchObject({
      firstApprover: { id: operator.staff.id, fullName: 'Petra Prva' },
      secondStaff: { id: second.staff.id, fullName: 'Drago Drugi' },
    });
  });

  it('a second-decision rejection is drawn as REJECTED, the operator’s call', async () => {
    const operator = await signedInStaff(app);
    const second = await signedInStaff(app, { role: 'SUPERVISOR' });
    const reviewer = await signedInStaff(app, { role: 'SUPERVISOR' });
    const { id } = await firstApprovedCall(app, operator, ABROAD);
    await secondDecision(app, second, id, {
      outcome: 'REJECT',
      reason: 'The address abroad is not evidenced.',
    });
    const item = (await queueOf(reviewer)).find((each) => each.identificationId === id);
    expect([item?.outcome, item?.operator.id]).toEqual(['REJECTED', operator.staff.id]);
    // The second staff member did not take the call: it is in their queue to review.
    expect((await queueOf(second)).map((item) => item.identificationId)).toContain(id);
  });
});

describe('a review', () => {
  it('shows the call’s data, checklist, snapshots and protocol state, and serves the snapshots', async () => {
    const operator = await signedInStaff(app);
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const applicantCall = await decidedCallWithSnapshot(operator);
    await app.jobs.drain();

    const view = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/quality-reviews/${applicantCall.identificationId}`,
    );
    expect(view.statusCode).toBe(200);
    const body = view.json<TQualityReviewView>();
    expect(body.item.identificationId).toBe(applicantCall.identificationId);
    expect(body.identification).toMatchObject({
      identificationId: applicantCall.identificationId,
      status: 'REJECTED',
      checklist: { faceMatchesDocument: false },
    });
    expect(body.protocolReady).toBe(true);
    const [snapshot] = body.identification.snapshots;
    expect(snapshot?.id).toBe(applicantCall.snapshotId);

    const image = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/quality-reviews/${applicantCall.identificationId}/snapshots/${applicantCall.snapshotId}`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(FRAME);

    // A snapshot of another call is not this review's.
    const other = await decidedCallWithSnapshot(operator);
    const foreign = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/quality-reviews/${applicantCall.identificationId}/snapshots/${other.snapshotId}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('is never the reviewer’s own call: not in their queue, 403 to read or record', async () => {
    const supervisorAtCall = await signedInStaff(app, { role: 'SUPERVISOR' });
    const call = await decidedCall(app, supervisorAtCall);
    const own = (await queueOf(supervisorAtCall)).map((item) => item.identificationId);
    expect(own).not.toContain(call.identificationId);
    const read = await asStaff(
      app,
      supervisorAtCall.cookie,
      'GET',
      `/quality-reviews/${call.identificationId}`,
    );
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).mainError.code).toBe('OWN_IDENTIFICATION');
    const record = await asStaff(
      app,
      supervisorAtCall.cookie,
      'POST',
      `/quality-reviews/${call.identificationId}`,
      { verdict: 'IN_ORDER', note: '' },
    );
    expect(record.statusCode).toBe(403);
    expect(await auditOf('quality.reviewed', call.identificationId)).toEqual([]);
  });

  it('unknown or malformed ids: 404 and 400', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const unknown = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      '/quality-reviews/7f1c1b7e-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).mainError.code).toBe('NOT_SAMPLED');
    expect((await asStaff(app, supervisor.cookie, 'GET', '/quality-reviews/x')).statusCode).toBe(
      400,
    );
  });

  it('records a finding once with its category and note; bad input changes nothing', async () => {
    const operator = await signedInStaff(app, { fullName: 'Petra Operater' });
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR', fullName: 'Sara Nadzor' });
    const call = await decidedCall(app, operator);
    const path = `/quality-reviews/${call.identificationId}`;

    const noCategory = await asStaff(app, supervisor.cookie, 'POST', path, {
      verdict: 'FINDING',
      note: 'The card name was not asked.',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(errorOf(noCategory).fieldErrors.map((error) => error.field)).toContain('category');
    expect((await queueOf(supervisor)).map((item) => item.identificationId)).toContain(
      call.identificationId,
    );

    const recorded = await asStaff(app, supervisor.cookie, 'POST', path, {
      verdict: 'FINDING',
      category: 'SCRIPT_NOT_FOLLOWED',
      note: 'The card name was not asked.',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json<TQualityReviewItem>().review).toMatchObject({
      verdict: 'FINDING',
      category: 'SCRIPT_NOT_FOLLOWED',
      note: 'The card name was not asked.',
      reviewer: { id: supervisor.staff.id, fullName: 'Sara Nadzor' },
    });
    const [audited] = await auditOf('quality.reviewed', call.identificationId);
    expect(audited).toMatchObject({
      actorType: 'operator',
      actorId: supervisor.staff.id,
      subjectId: call.prospectId,
      details: {
        verdict: 'FINDING',
        category: 'SCRIPT_NOT_FOLLOWED',
        operatorId: operator.staff.id,
      },
    });

    const again = await asStaff(app, supervisor.cookie, 'POST', path, {
      verdict: 'IN_ORDER',
      note: '',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).mainError.code).toBe('ALREADY_REVIEWED');
    expect(await auditOf('quality.reviewed', call.identificationId)).toHaveLength(1);

    expect((await queueOf(supervisor)).map((item) => item.identificationId)).not.toContain(
      call.identificationId,
    );
    expect((await queueOf(supervisor, 'REVIEWED')).map((item) => item.identificationId)).toContain(
      call.identificationId,
    );
  });
});

describe('the monthly report', () => {
  it('counts per operator: finished, sampled, reviewed, in order and findings per category', async () => {
    const operator = await signedInStaff(app, { fullName: 'Zala Poročilo' });
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const first = await decidedCall(app, operator);
    const second = await decidedCall(app, operator);
    await decidedCall(app, operator);
    await asStaff(app, supervisor.cookie, 'POST', `/quality-reviews/${first.identificationId}`, {
      verdict: 'FINDING',
      category: 'RECORDING_QUALITY',
      note: 'The face is too dark to compare.',
    });
    await asStaff(app, supervisor.cookie, 'POST', `/quality-reviews/${second.identificationId}`, {
      verdict: 'IN_ORDER',
      note: '',
    });

    const month = bankMonth(app);
    const response = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/quality-reviews/report?month=${month}`,
    );
    expect(response.statusCode).toBe(200);
    const report = response.json<TQualityReport>();
    expect(report.operators.find((row) => row.operator.id === operator.staff.id)).toEqual({
      operator: { id: operator.staff.id, fullName: 'Zala Poročilo' },
      finished: 3,
      sampled: 3,
      reviewed: 2,
      inOrder: 1,
      findings: {
        IDENTITY_NOT_VERIFIED: 0,
        DOCUMENT_CHECKS_INCOMPLETE: 0,
        SCRIPT_NOT_FOLLOWED: 0,
        RECORDING_QUALITY: 1,
        OTHER: 0,
      },
    });
    expect(report.total.finished).toBeGreaterThanOrEqual(3);

    const bad = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      '/quality-reviews/report?month=2026-13',
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fieldErrors).toEqual([
      { field: 'month', code: 'qualityReview.validation.month' },
    ]);
  });
});

const FRAME = VIDEO_FRAME;

/** A call with a face snapshot, ended with a rejection. */
async function decidedCallWithSnapshot(operator: SignedInStaff) {
  let snapshotId = '';
  const call = await decidedCall(app, operator, async (identificationId) => {
    const taken = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${identificationId}/snapshots?kind=FACE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: FRAME,
    });
    expect(taken.statusCode).toBe(200);
    snapshotId = taken.json<{ id: string }>().id;
  });
  return { ...call, snapshotId };
}
