import { describe, expect, it } from 'vitest';
import { periodStart } from './periods';

describe('periodStart', () => {
  const now = new Date('2026-11-29T16:00:00Z');

  it('when the period is today, then the bank’s midnight', () => {
    expect(periodStart('TODAY', now, 'Europe/Ljubljana').toISOString()).toBe(
      '2026-11-28T23:00:00.000Z',
    );
  });

  it('when the period is 7 or 30 days, then today and the days before it', () => {
    expect(periodStart('LAST_7_DAYS', now, 'Europe/Ljubljana').toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    expect(periodStart('LAST_30_DAYS', now, 'Europe/Ljubljana').toISOString()).toBe(
      '2026-10-30T23:00:00.000Z',
    );
  });

  it('when summer time changes within the period, then each end is the local midnight', () => {
    // 25 October 2026: the clocks go back an hour (EU rule).
    expect(
      periodStart(
        'LAST_7_DAYS',
        new Date('2026-10-27T10:00:00Z'),
        'Europe/Ljubljana',
      ).toISOString(),
    ).toBe('2026-10-20T22:00:00.000Z');
  });

  it('when it is after UTC midnight but before the bank’s, then the bank’s day counts', () => {
    // 23:30 UTC on the 28th is 00:30 on the 29th in Ljubljana.
    expect(
      periodStart('TODAY', new Date('2026-11-28T23:30:00Z'), 'Europe/Ljubljana').toISOString(),
    ).toBe('2026-11-28T23:00:00.000Z');
  });
});
