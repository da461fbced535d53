import { randomUUID } from 'node:crypto';
import {
  PROSPECT_STATES,
  ZFunnel,
  ZOperationsQueue,
  ZOperationsToday,
  type ProductState,
  type ProspectState,
  type TFunnel,
} from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/infra/audit/audit-log';
import { applicantAt } from './builders/applicant';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { ABROAD, firstApprovedCall, PEP, secondDecision } from './four-eyes-helpers';
import { decidedCall } from './quality-review-helpers';
import { errorOf } from './security-helpers';
import { applicantAtVideoChat, asStaff, startVideoChat } from './video-helpers';

// Decisions 270 and 271: the queue now for every member of staff; the day's figures and the
// funnel for supervisors, from the audit trail. The file has its own database, so the figures
// count what its tests did (the day's start is real: the audit records are stamped by the
// database's clock).

// Calls are taken whatever the hour the suite runs at.
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' } });
const context = () => ({ ip: '127.0.0.1', userAgent: 'test', requestId: randomUUID() });

async function queueNow(cookie: string) {
  const response = await asStaff(app, cookie, 'GET', '/operations/queue');
  expect(response.statusCode).toBe(200);
  return ZOperationsQueue.parse(response.json());
}

async function today(cookie: string) {
  const response = await asStaff(app, cookie, 'GET', '/operations/today');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return ZOperationsToday.parse(response.json());
}

async function funnel(cookie: string, period = 'TODAY'): Promise<TFunnel> {
  const response = await asStaff(app, cookie, 'GET', `/operations/funnel?period=${period}`);
  expect(response.statusCode).toBe(200);
  return ZFunnel.parse(response.json());
}

const reachedOf = (answer: TFunnel, process: string) =>
  Object.fromEntries(
    (answer.products.find((product) => product.process === process)?.steps ?? []).map((step) => [
      step.step,
      step.reached,
    ]),
  );

/** Moves an application through `states` as the steps do: each change audited. */
async function walk(
  prospectId: string,
  actorId: string,
  states: readonly (ProspectState | { product: ProductState })[],
) {
  for (const state of states) {
    await app.database.db.transaction((tx) =>
      typeof state === 'string'
        ? app.services.prospects.advance(
            tx,
            { prospectId, from: PROSPECT_STATES, to: state, actorId },
            context(),
          )
        : app.services.products.advance(
            tx,
            {
              prospectId,
              from: ['PRODUCT_NEW', 'PRODUCT_EMPLOYMENT_UPLOADED', 'PRODUCT_UPLOADED_DETAILS'],
              to: state.product,
              actorId,
            },
            context(),
          ),
    );
  }
}

describe('operations: the queue now', () => {
  it('when an applicant joins the queue and an operator takes the call, then the queue shows it', async () => {
    const operator = await signedInStaff(app);
    const before = await queueNow(operator.cookie);
    const applicant = await applicantAtVideoChat(app);
    const { identificationId } = await startVideoChat(app, applicant);
    const waiting = await queueNow(operator.cookie);
    expect(waiting.waiting).toBe(before.waiting + 1);
    expect(waiting.longestWaitSeconds).not.toBeNull();
    expect(waiting.longestWaitSeconds).toBeGreaterThanOrEqual(0);
    const accepted = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${identificationId}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    const inCall = await queueNow(operator.cookie);
    expect(inCall.waiting).toBe(before.waiting);
    expect(inCall.inCall).toBe(before.inCall + 1);
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/services/operator/operations/queue',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('operations: the day', () => {
  it('when operators took and decided calls, then their waits, calls and the decisions are counted', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const ana = await signedInStaff(app, { fullName: 'Ana Kovač' });
    const before = await today(supervisor.cookie);
    await decidedCall(app, ana);
    await decidedCall(app, ana);
    const after = await today(supervisor.cookie);
    expect(after.waits.count).toBe(before.waits.count + 2);
    expect(after.decisions.rejected).toBe(before.decisions.rejected + 2);
    expect(after.decisions.approved).toBe(before.decisions.approved);
    expect(after.callsPerOperator).toContainEqual({
      operatorId: ana.staff.id,
      operatorName: 'Ana Kovač',
      calls: 2,
    });
    expect(Date.parse(after.since)).toBeLessThanOrEqual(Date.parse(after.asOf));
    expect(Date.parse(after.asOf) - Date.parse(after.since)).toBeLessThan(25 * 3600_000);
  });

  it('when the records hold known waits and outcomes, then p50, p90 and each outcome follow them', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const bojan = await signedInStaff(app, { fullName: 'Bojan Zupan' });
    // A fresh database day: only this file's calls so far, whose waits are a few seconds.
    const before = await today(supervisor.cookie);
    const waits = [600_000, 610_000, 620_000, 630_000, 640_000, 650_000, 660_000, 670_000];
    await app.database.db.transaction(async (tx) => {
      for (const waitedMs of waits) {
        await recordAudit(tx, context(), {
          actorType: 'operator',
          actorId: bojan.staff.id,
          action: 'videochat.accepted',
          subjectType: 'prospect',
          subjectId: randomUUID(),
          details: { identificationId: randomUUID(), waitedMs },
        });
      }
      const decided = [
        ['APPROVE', 'APPROVED'],
        ['APPROVE', 'APPROVED'],
        ['REDO', 'REDO'],
      ] as const;
      for (const [outcome, status] of decided) {
        await recordAudit(tx, context(), {
          actorType: 'operator',
          actorId: bojan.staff.id,
          action: 'videochat.decided',
          subjectType: 'prospect',
          subjectId: randomUUID(),
          details: { identificationId: randomUUID(), outcome, status },
        });
      }
    });
    const after = await today(supervisor.cookie);
    const count = before.waits.count + waits.length;
    expect(after.waits.count).toBe(count);
    // The earlier calls waited seconds, so these are the longest waits: p90 is the
    // ceil(0.9·count)-th smallest, the median the ceil(count/2)-th (an earlier call's, if that
    // rank falls among them).
    const all = [...Array<number>(before.waits.count).fill(0), ...waits.map((ms) => ms / 1000)];
    expect(after.waits.p90Seconds).toBe(all[Math.ceil(0.9 * count) - 1]);
    const medianRank = Math.ceil(0.5 * count);
    if (medianRank > before.waits.count) {
      expect(after.waits.p50Seconds).toBe(all[medianRank - 1]);
    } else {
      expect(after.waits.p50Seconds).toBeLessThan(600);
    }
    expect(after.decisions).toEqual({
      approved: before.decisions.approved + 2,
      rejected: before.decisions.rejected,
      sentBack: before.decisions.sentBack + 1,
      awaitingSecondApproval: before.decisions.awaitingSecondApproval,
    });
    expect(after.callsPerOperator[0]).toEqual({
      operatorId: bojan.staff.id,
      operatorName: 'Bojan Zupan',
      calls: waits.length,
    });
  });

  it('when a high-risk approval waits for a second staff member, then it is awaiting, not approved, until the second decision', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const cene = await signedInStaff(app, { fullName: 'Cene Štefan' });
    const second = await signedInStaff(app);
    const before = await today(supervisor.cookie);
    const confirmed = await firstApprovedCall(app, cene, PEP);
    const refused = await firstApprovedCall(app, cene, ABROAD);

    const waiting = await today(supervisor.cookie);
    expect(waiting.decisions).toEqual({
      ...before.decisions,
      awaitingSecondApproval: before.decisions.awaitingSecondApproval + 2,
    });
    expect(waiting.callsPerOperator).toContainEqual({
      operatorId: cene.staff.id,
      operatorName: 'Cene Štefan',
      calls: 2,
    });

    await secondDecision(app, second, confirmed.id, { outcome: 'APPROVE' });
    await secondDecision(app, second, refused.id, {
      outcome: 'REJECT',
      reason: 'The address abroad is not evidenced.',
    });
    const after = await today(supervisor.cookie);
    expect(after.decisions).toEqual({
      approved: before.decisions.approved + 1,
      rejected: before.decisions.rejected + 1,
      sentBack: before.decisions.sentBack,
      awaitingSecondApproval: before.decisions.awaitingSecondApproval,
    });
    // The second staff member decided without taking a call: the calls stay the operator's.
    expect(after.callsPerOperator.map((each) => each.operatorId)).not.toContain(second.staff.id);
    expect(after.waits.count).toBe(before.waits.count + 2);
  });

  it('when an operator asks for the day or the funnel, then 403', async () => {
    const operator = await signedInStaff(app);
    for (const path of ['/operations/today', '/operations/funnel']) {
      const response = await asStaff(app, operator.cookie, 'GET', path);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('operations: the funnel', () => {
  it('when applications stopped at different steps, then each step counts those that reached it', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const before = await funnel(supervisor.cookie);
    const atDocuments = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const atCall = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await walk(atCall.prospectId, atCall.uid, [
      'PROSPECT_IDS_UPLOADED',
      'PROSPECT_INFO_UPLOADED',
      { product: 'PRODUCT_EMPLOYMENT_UPLOADED' },
      'PROSPECT_CONSENTS_UPLOADED',
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      // Sent back to the documents: the furthest step stays the call.
      'PROSPECT_EMAIL_CHECKED',
    ]);
    const after = await funnel(supervisor.cookie);
    expect(after.variant).toBe('si');
    expect(after.period).toBe('TODAY');
    expect(after.products.map((product) => product.process)).toEqual([
      'CURRENTACCOUNT',
      'PERSONALLOAN',
      'DAYPOSIT',
      'ACCOUNTOPENINGFROMLOAN',
    ]);
    const was = reachedOf(before, 'CURRENTACCOUNT');
    const now = reachedOf(after, 'CURRENTACCOUNT');
    expect(now.Intro).toBe((was.Intro ?? 0) + 2);
    expect(now.DocumentUpload).toBe((was.DocumentUpload ?? 0) + 2);
    expect(now.DataEntry).toBe((was.DataEntry ?? 0) + 1);
    expect(now.VideoChat).toBe((was.VideoChat ?? 0) + 1);
    expect(now.RequestCertificate).toBe(was.RequestCertificate ?? 0);
    expect(atDocuments.prospectId).not.toBe(atCall.prospectId);
    const account = after.products.find((product) => product.process === 'CURRENTACCOUNT');
    const steps = account?.steps ?? [];
    for (const [index, step] of steps.entries()) {
      const previous = steps[index - 1];
      if (previous === undefined) continue;
      expect(step.dropOff).toBe(previous.reached - step.reached);
    }
  });

  it('when the period is longer, then it starts earlier and holds today’s applications too', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const day = await funnel(supervisor.cookie, 'TODAY');
    const month = await funnel(supervisor.cookie, 'LAST_30_DAYS');
    expect(Date.parse(month.since)).toBeLessThan(Date.parse(day.since) - 28 * 24 * 3600_000);
    expect(reachedOf(month, 'CURRENTACCOUNT').Intro).toBeGreaterThanOrEqual(
      reachedOf(day, 'CURRENTACCOUNT').Intro ?? 0,
    );
  });

  it('when the period is not one of the three, then 400 at the field', async () => {
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const response = await asStaff(app, supervisor.cookie, 'GET', '/operations/funnel?period=YEAR');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors.map((error) => error.field)).toContain('period');
  });
});
