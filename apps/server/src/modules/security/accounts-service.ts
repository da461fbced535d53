import { DURATIONS_MS, SIGNED_TOKEN_VALIDITY_MS } from '@onboarding/domain';
import type { Database } from '../../infra/db/database';
import { LOGIN_GUARD_QUIET_MS } from '../../infra/rate-limit/limits';
import type { SessionIdentity } from '../../infra/session/session-store';
import { deleteExpiredCodesAndTokens, findIdentity, findMobilePhone } from './repository';

/** Rows kept a day past their use, for support questions; the audit trail keeps the history. */
const SWEEP_MARGIN_MS = DURATIONS_MS.day;

/** What other parts of the server need of the accounts: the identity a session carries, clean-up. */
export function createAccountsService({ db }: { readonly db: Database }) {
  return {
    async identityOf(userId: string): Promise<SessionIdentity | null> {
      return findIdentity(db, userId);
    },

    /** The sign-up's mobile number, which whoami hands to the personal-data screen to prefill. */
    async mobilePhoneOf(userId: string) {
      return findMobilePhone(db, userId);
    },

    /**
     * Housekeeping: one-time codes past their validity, used-token marks whose token has expired
     * anyway (a replay is refused by the expiry then), and sign-in guards quiet for a day (they
     * start afresh then, decision 160).
     */
    async sweepExpired(now: Date) {
      return deleteExpiredCodesAndTokens(db, {
        before: new Date(now.getTime() - SWEEP_MARGIN_MS),
        usedBefore: new Date(now.getTime() - SIGNED_TOKEN_VALIDITY_MS - SWEEP_MARGIN_MS),
        quietBefore: new Date(now.getTime() - LOGIN_GUARD_QUIET_MS),
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
