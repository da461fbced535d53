import type { LongProcessContentKey } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { findRunOfKind } from '../repository';

export interface FindRunOfKindDeps {
  readonly db: Database;
}

/** The prospect's run of one kind, or null. */
export function createFindRunOfKind({ db }: FindRunOfKindDeps) {
  return async function runOfKind(
    prospectId: string,
    kind: LongProcessContentKey,
    tx: Database | Transaction = db,
  ): Promise<LongProcessRecord | null> {
    return findRunOfKind(tx, prospectId, kind);
  };
}
