import { isUuidLike } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { handoffNotFound } from '../errors';
import { findHandoff } from '../repository';
import type { HandoffTransactionRow } from '../tables';

export interface RequireHandoffTransactionDeps {
  readonly db: Database;
}

export type RequireHandoffTransaction = ReturnType<typeof createRequireHandoffTransaction>;

/** A hand-off of the caller's prospect (a phone: its own hand-off only); anything else is 404. */
export function createRequireHandoffTransaction({ db }: RequireHandoffTransactionDeps) {
  return async function requireTransaction(
    caller: DocumentCaller,
    tid: string,
  ): Promise<HandoffTransactionRow> {
    if (caller.kind === 'handoff') {
      if (caller.tid !== tid) throw handoffNotFound();
    }
    const row = isUuidLike(tid) ? await findHandoff(db, tid) : null;
    if (row === null || row.userId !== caller.userId) throw handoffNotFound();
    return row;
  };
}
