import { eq } from 'drizzle-orm';
import type { TQualityReviewQueue } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/composition/schema';
import { coverWeekJob } from '../src/modules/quality-review/jobs';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { decidedCall } from './quality-review-helpers';
import { createTestClock } from './security-helpers';
import { asStaff } from './video-helpers';

// The weekly cover of the quality review (decision 269) with no call drawn at its decision
// (share 0 %): each operator who decided calls last week gets one of them into the queue.

const DAY_MS = 24 * 60 * 60 * 1000;
// Wednesday 18 November 2026, 10:00 in Ljubljana.
const testClock = createTestClock(new Date('2026-11-18T09:00:00Z'));
const app = useTestApp({
  env: { OPERATOR_HOURS: 'always', QUALITY_REVIEW_SHARE_PERCENT: '0' },
  clock: testClock.clock,
});

describe('the weekly cover', () => {
  it('adds one call of each operator none of whose calls of last week was drawn; once', async () => {
    const busy = await signedInStaff(app);
    const quiet = await signedInStaff(app);
    const busyCalls = [
      await decidedCall(app, busy),
      await decidedCall(app, busy),
      await decidedCall(app, busy),
    ];
    const quietCall = await decidedCall(app, quiet);
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const before = await asStaff(app, supervisor.cookie, 'GET', '/quality-reviews');
    expect(before.json<TQualityReviewQueue>().items).toEqual([]);

    // Monday 23 November, 04:15 in Ljubljana: the job's time. Calls of this week are not covered.
    testClock.advance(5 * DAY_MS - 9 * 60 * 60 * 1000 + 3 * 60 * 60 * 1000 + 15 * 60 * 1000);
    expect(app.infra.clock().toISOString()).toBe('2026-11-23T03:15:00.000Z');
    // The sessions of last week have ended: an operator of this week decides a call now.
    const thisWeek = await decidedCall(app, await signedInStaff(app));
    await app.jobs.enqueue(app.database.db, coverWeekJob, {});
    await app.jobs.drain();

    const reader = await signedInStaff(app, { role: 'SUPERVISOR' });
    const items = (
      await asStaff(app, reader.cookie, 'GET', '/quality-reviews')
    ).json<TQualityReviewQueue>().items;
    expect(items.map((item) => item.sampleReason)).toEqual(['WEEKLY', 'WEEKLY']);
    const ids = items.map((item) => item.identificationId);
    expect(ids).toContain(quietCall.identificationId);
    expect(ids).not.toContain(thisWeek.identificationId);
    expect(busyCalls.filter((call) => ids.includes(call.identificationId))).toHaveLength(1);
    const audited = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'quality.sampled'));
    expect(audited.map((row) => (row.details as { reason: string }).reason)).toEqual([
      'WEEKLY',
      'WEEKLY',
    ]);

    // A second run finds every operator covered.
    expect(await app.services.qualitySampling.coverWeek()).toBe(0);
  });
});
