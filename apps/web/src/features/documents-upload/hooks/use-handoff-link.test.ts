import { describe, expect, it } from 'vitest';
import { aHandoffLink } from '../testing/handoff-fixtures';
import { refreshDelay } from './use-handoff-link';

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-22T02:00:00.000Z');

  it('renews the link at refreshAt, before its token expires', () => {
    const link = { ...aHandoffLink(), refreshAt: '2026-11-22T02:12:00.000Z' };
    expect(refreshDelay(link, now)).toBe(12 * 60_000);
  });

  it('never asks again sooner than 10 s, even when refreshAt has passed', () => {
    const link = { ...aHandoffLink(), refreshAt: '2026-11-22T01:59:00.000Z' };
    expect(refreshDelay(link, now)).toBe(10_000);
  });
});
