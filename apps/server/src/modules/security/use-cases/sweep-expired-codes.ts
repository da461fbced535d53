import { DURATIONS_MS, SIGNED_TOKEN_VALIDITY_MS } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { deleteQuietDeviceLockouts } from '../../../infra/device-cookie/device-lockouts';
import { LOGIN_GUARD_QUIET_MS } from '../../../infra/rate-limit/limits';
import { deleteExpiredCodesAndTokens } from '../repository';

export interface SweepExpiredCodesDeps {
  readonly db: Database;
}

/** Rows kept a day past their use, for support questions; the audit trail keeps the history. */
const SWEEP_MARGIN_MS = DURATIONS_MS.day;

/**
 * Housekeeping: one-time codes past their validity, used-token marks whose token has expired
 * anyway (a replay is refused by the expiry then), and sign-in guards and devices' lockouts
 * quiet for a day (they start afresh then, decisions 160 and 277).
 */
export function createSweepExpiredCodes({ db }: SweepExpiredCodesDeps) {
  return async function sweepExpiredCodes(now: Date) {
    const quietBefore = new Date(now.getTime() - LOGIN_GUARD_QUIET_MS);
    const swept = await deleteExpiredCodesAndTokens(db, {
      before: new Date(now.getTime() - SWEEP_MARGIN_MS),
      usedBefore: new Date(now.getTime() - SIGNED_TOKEN_VALIDITY_MS - SWEEP_MARGIN_MS),
      quietBefore,
    });
    return { ...swept, deviceLockouts: await deleteQuietDeviceLockouts(db, quietBefore) };
  };
}
