import { describe, expect, it } from 'vitest';
import { blockLeftMs, countFailure, type LoginGuardState } from './login-guard';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = new Date('2026-11-24T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const fresh: LoginGuardState = {
  failedCount: 0,
  lockouts: 0,
  blockedAt: null,
  blockedUntil: null,
  updatedAt: T0,
};

/** Five failures at `now`, from `guard`; the guard after them. */
function failFive(guard: LoginGuardState, now: Date): LoginGuardState {
  let current = guard;
  for (let index = 0; index < 5; index += 1) {
    const outcome = countFailure(current, now);
    if (outcome.kind === 'already-blocked') throw new Error('blocked before the fifth');
    current = outcome.next;
  }
  return current;
}

describe('countFailure', () => {
  it('when the fifth failure in a row comes, then the address is blocked for 15 minutes', () => {
    const outcomes = [];
    let guard = fresh;
    for (let index = 0; index < 5; index += 1) {
      const outcome = countFailure(guard, T0);
      outcomes.push(outcome.kind);
      if (outcome.kind !== 'already-blocked') guard = outcome.next;
    }
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'counted', 'blocked']);
    expect(guard).toMatchObject({ failedCount: 0, lockouts: 1, blockedUntil: at(15 * MINUTE) });
    expect(blockLeftMs(guard, at(14 * MINUTE))).toBe(MINUTE);
    expect(blockLeftMs(guard, at(15 * MINUTE))).toBe(0);
  });

  it('when a failure comes while blocked, then nothing is counted', () => {
    const blocked = failFive(fresh, T0);
    expect(countFailure(blocked, at(MINUTE))).toEqual({ kind: 'already-blocked' });
  });

  it('when blocks follow each other, then they last 15 minutes, 1 hour, 4 hours, then 24 hours each', () => {
    let guard = fresh;
    let now = T0;
    const lengths: number[] = [];
    for (let block = 0; block < 6; block += 1) {
      guard = failFive(guard, now);
      lengths.push((guard.blockedUntil?.getTime() ?? 0) - now.getTime());
      now = guard.blockedUntil ?? now;
    }
    expect(lengths).toEqual([15 * MINUTE, HOUR, 4 * HOUR, 24 * HOUR, 24 * HOUR, 24 * HOUR]);
  });

  it('when a day passes without failures after a block ended, then the next block is short again', () => {
    const second = failFive(failFive(fresh, T0), at(15 * MINUTE));
    expect(second.lockouts).toBe(2);
    const ended = second.blockedUntil?.getTime() ?? 0;
    const third = failFive(second, new Date(ended + 24 * HOUR));
    expect(third).toMatchObject({ lockouts: 1 });
    expect((third.blockedUntil?.getTime() ?? 0) - (ended + 24 * HOUR)).toBe(15 * MINUTE);
  });

  it('when failures are a day apart, then they do not add up to a block', () => {
    let guard = fresh;
    for (let day = 0; day < 6; day += 1) {
      const outcome = countFailure(guard, at(day * 24 * HOUR));
      expect(outcome.kind).toBe('counted');
      if (outcome.kind === 'counted') guard = outcome.next;
    }
    expect(guard.failedCount).toBe(1);
  });
});
