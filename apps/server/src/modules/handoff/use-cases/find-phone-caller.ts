import type { Clock } from '../../../infra/clock';
import { sha256Hex } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { findActiveHandoffSession, findHandoff } from '../repository';
import type { HandoffTransactionRow } from '../tables';

/** The phone's session behind the hand-off cookie (decision 072). */
export interface HandoffSessionCaller {
  readonly caller: Extract<DocumentCaller, { kind: 'handoff' }>;
  readonly transaction: HandoffTransactionRow;
}

export interface FindPhoneCallerDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/** The phone's caller from its hand-off cookie, or null. */
export function createFindPhoneCaller({ db, clock }: FindPhoneCallerDeps) {
  return async function phoneCallerOf(
    cookie: string | undefined,
  ): Promise<HandoffSessionCaller | null> {
    if (cookie === undefined || cookie.length > 200) return null;
    const session = await findActiveHandoffSession(db, sha256Hex(cookie), clock());
    if (session === null) return null;
    const row = await findHandoff(db, session.transactionId);
    if (row === null) return null;
    return {
      caller: {
        kind: 'handoff',
        userId: row.userId,
        uid: row.uid,
        prospectId: row.prospectId,
        tid: row.id,
      },
      transaction: row,
    };
  };
}
