import {
  LOGIN_BLOCK_STEPS,
  LOGIN_FAILURES_BEFORE_BLOCK,
  LOGIN_GUARD_QUIET_MS,
  type LoginBlockStep,
} from '../../infra/rate-limit/limits';
import type { LoginGuardRow } from './repository';

/** What the guard of an address holds besides its key. */
export type LoginGuardState = Omit<LoginGuardRow, 'username'>;

/** Milliseconds left of the address's block; 0 when it is not blocked. */
export function blockLeftMs(guard: LoginGuardState | null, now: Date): number {
  const until = guard?.blockedUntil;
  return until == null ? 0 : Math.max(0, until.getTime() - now.getTime());
}

export type FailureOutcome =
  | { readonly kind: 'counted'; readonly next: LoginGuardState; readonly failures: number }
  | { readonly kind: 'blocked'; readonly next: LoginGuardState; readonly step: LoginBlockStep }
  /** Another request blocked the address meanwhile: nothing more is counted. */
  | { readonly kind: 'already-blocked' };

/**
 * One more wrong password for an address (decision 160): the fifth in a row blocks it, for 15
 * minutes the first time and longer for each block in a row; a day without failures or blocks
 * forgets them.
 */
export function countFailure(guard: LoginGuardState, now: Date): FailureOutcome {
  if (blockLeftMs(guard, now) > 0) return { kind: 'already-blocked' };
  const lastActivity = Math.max(guard.updatedAt.getTime(), guard.blockedUntil?.getTime() ?? 0);
  const isQuiet = now.getTime() - lastActivity >= LOGIN_GUARD_QUIET_MS;
  const failures = (isQuiet ? 0 : guard.failedCount) + 1;
  const lockouts = isQuiet ? 0 : guard.lockouts;
  if (failures < LOGIN_FAILURES_BEFORE_BLOCK) {
    return {
      kind: 'counted',
      failures,
      next: { ...guard, failedCount: failures, lockouts, updatedAt: now },
    };
  }
  const step: LoginBlockStep = LOGIN_BLOCK_STEPS[lockouts] ?? LOGIN_BLOCK_STEPS[3];
  return {
    kind: 'blocked',
    step,
    next: {
      // The count starts again when the block ends.
      failedCount: 0,
      lockouts: lockouts + 1,
      blockedAt: now,
      blockedUntil: new Date(now.getTime() + step.ms),
      updatedAt: now,
    },
  };
}
