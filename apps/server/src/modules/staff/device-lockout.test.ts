import { describe, expect, it } from 'vitest';
import type { DeviceLockoutState } from '../../infra/device-cookie/device-lockouts';
import { countStaffDeviceFailure } from './device-lockout';
import { STAFF_LOCK_MS } from './limits';

const T0 = new Date('2026-11-29T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const fresh: DeviceLockoutState = {
  failedCount: 0,
  lockouts: 0,
  blockedAt: null,
  blockedUntil: null,
  updatedAt: T0,
};

/** `count` failures at `now` from `state`; the kinds and the state after them. */
function fail(state: DeviceLockoutState, count: number, now: Date) {
  const kinds: string[] = [];
  let current = state;
  for (let index = 0; index < count; index += 1) {
    const outcome = countStaffDeviceFailure(current, now);
    kinds.push(outcome.kind);
    if (outcome.kind !== 'already-locked') current = outcome.next;
  }
  return { kinds, state: current };
}

describe("a staff member's known device (decision 277)", () => {
  it('when the fifth wrong password in a row comes from it, then the device is locked for 15 minutes', () => {
    const { kinds, state } = fail(fresh, 5, T0);
    expect(kinds).toEqual(['counted', 'counted', 'counted', 'counted', 'locked']);
    expect(state.blockedUntil).toEqual(at(STAFF_LOCK_MS));
    expect(state.lockouts).toBe(1);
  });

  it('when it is locked, then nothing more is counted, with the time left', () => {
    const { state } = fail(fresh, 5, T0);
    expect(countStaffDeviceFailure(state, at(60_000))).toEqual({
      kind: 'already-locked',
      leftMs: STAFF_LOCK_MS - 60_000,
    });
  });

  it('when the lock is over, then the count starts again at one', () => {
    const { state } = fail(fresh, 5, T0);
    const after = countStaffDeviceFailure(state, at(STAFF_LOCK_MS));
    expect(after.kind).toBe('counted');
    if (after.kind === 'counted') {
      expect(after.failures).toBe(1);
      expect(after.next.blockedUntil).toBeNull();
    }
  });
});
