import type { Database, Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { findLongProcess } from '../repository';
import { isRunId } from '../run-ids';

export interface FindRunDeps {
  readonly db: Database;
}

/** One run by id (no owner check: for jobs and services that checked already). */
export function createFindRun({ db }: FindRunDeps) {
  return async function runById(
    id: string,
    tx: Database | Transaction = db,
  ): Promise<LongProcessRecord | null> {
    return isRunId(id) ? findLongProcess(tx, id) : null;
  };
}
