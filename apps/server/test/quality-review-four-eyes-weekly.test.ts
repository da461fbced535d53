import type { TQualityReviewQueue } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { firstApprovedCall, secondDecision } from './four-eyes-helpers';
import { createTestClock } from './security-helpers';
import { asStaff } from './video-helpers';

// Decision 273: a four-eyes approval (decision 267) finishes at its second decision, so the
// weekly cover of the quality review (decision 269) counts it in the week of that decision, with
// its final status, as the call of the operator who took it. No call is drawn at its decision
// (share 0 %), so the queue holds what the cover added.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Wednesday 18 November 2026, 10:00 in Ljubljana.
const testClock = createTestClock(new Date('2026-11-18T09:00:00Z'));
const app = useTestApp({
  env: { OPERATOR_HOURS: 'always', QUALITY_REVIEW_SHARE_PERCENT: '0' },
  clock: testClock.clock,
});

/** The review queue as a supervisor signed in now reads it. */
async function queue() {
  const reader = await signedInStaff(app, { role: 'SUPERVISOR' });
  const response = await asStaff(app, reader.cookie, 'GET', '/quality-reviews');
  expect(response.statusCode).toBe(200);
  return response.json<TQualityReviewQueue>().items;
}

describe('the weekly cover of four-eyes approvals', () => {
  it('covers an operator by the week of the second decision, with the final status', async () => {
    // Wednesday: Ana's call waits for a second approval; on Thursday a colleague confirms it.
    const ana = await signedInStaff(app, { fullName: 'Ana Prva' });
    const confirmed = await firstApprovedCall(app, ana);
    testClock.advance(DAY_MS);
    await secondDecision(app, await signedInStaff(app), confirmed.id, { outcome: 'APPROVE' });
    // Sunday 22 November, 20:00 in Ljubljana: Boris's call waits over the week's end.
    testClock.advance(3 * DAY_MS + 10 * HOUR_MS);
    const boris = await signedInStaff(app, { fullName: 'Boris Drugi' });
    const waiting = await firstApprovedCall(app, boris);

    // Monday 23 November, 04:15 in Ljubljana: the cover of 16–22 November.
    testClock.advance(8 * HOUR_MS + 15 * 60 * 1000);
    expect(app.infra.clock().toISOString()).toBe('2026-11-23T03:15:00.000Z');
    expect(await app.services.qualitySampling.coverWeek()).toBe(1);
    expect(await queue()).toEqual([
      expect.objectContaining({
        identificationId: confirmed.id,
        outcome: 'APPROVED',
        operator: { id: ana.staff.id, fullName: 'Ana Prva' },
        sampleReason: 'WEEKLY',
      }),
    ]);

    // Monday 10:45: a colleague rejects Boris's waiting approval; it is finished this week.
    testClock.advance(6 * HOUR_MS + 30 * 60 * 1000);
    await secondDecision(app, await signedInStaff(app), waiting.id, {
      outcome: 'REJECT',
      reason: 'The exposed position is not evidenced.',
    });
    // Monday 30 November, 04:15 in Ljubljana: the cover of 23–29 November.
    testClock.advance(7 * DAY_MS - 6 * HOUR_MS - 30 * 60 * 1000);
    expect(app.infra.clock().toISOString()).toBe('2026-11-30T03:15:00.000Z');
    expect(await app.services.qualitySampling.coverWeek()).toBe(1);
    expect(
      (await queue()).map((item) => [item.identificationId, item.outcome, item.operator]),
    ).toEqual([
      [confirmed.id, 'APPROVED', { id: ana.staff.id, fullName: 'Ana Prva' }],
      [waiting.id, 'REJECTED', { id: boris.staff.id, fullName: 'Boris Drugi' }],
    ]);
  });
});
