import type { DeviceLockoutState } from '../../infra/device-cookie/device-lockouts';
import { STAFF_FAILURES_BEFORE_LOCK, STAFF_LOCK_MS } from './limits';

export type StaffDeviceOutcome =
  | { readonly kind: 'counted'; readonly next: DeviceLockoutState; readonly failures: number }
  | { readonly kind: 'locked'; readonly next: DeviceLockoutState }
  /** Another request locked the device meanwhile: nothing more is counted. */
  | { readonly kind: 'already-locked'; readonly leftMs: number };

/**
 * One more wrong password from a staff member's known device (decision 277): the fifth in a row
 * puts the device on the lockout list for STAFF_LOCK_MS, as the account's lock for unknown devices
 * (decision 130); when that ends the count starts again.
 */
export function countStaffDeviceFailure(state: DeviceLockoutState, now: Date): StaffDeviceOutcome {
  const until = state.blockedUntil?.getTime() ?? null;
  if (until !== null && until > now.getTime()) {
    return { kind: 'already-locked', leftMs: until - now.getTime() };
  }
  const failures = (until === null ? state.failedCount : 0) + 1;
  if (failures < STAFF_FAILURES_BEFORE_LOCK) {
    return {
      kind: 'counted',
      failures,
      next: {
        ...state,
        failedCount: failures,
        blockedAt: null,
        blockedUntil: null,
        updatedAt: now,
      },
    };
  }
  return {
    kind: 'locked',
    next: {
      failedCount: 0,
      lockouts: state.lockouts + 1,
      blockedAt: now,
      blockedUntil: new Date(now.getTime() + STAFF_LOCK_MS),
      updatedAt: now,
    },
  };
}
