import type { Database } from '../../../infra/db/database';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import type { LongProcessRecord } from '../long-process-views';
import type { Owner } from '../owner';
import { findLongProcess } from '../repository';
import { isRunId } from '../run-ids';

export interface RequireOwnRunDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** The run of `id` if it is the session's own (404 otherwise). */
export function createRequireOwnRun({ db, prospects }: RequireOwnRunDeps) {
  return async function requireOwnRun(owner: Owner, id: string): Promise<LongProcessRecord> {
    const row = isRunId(id) ? await findLongProcess(db, id) : null;
    if (row === null) throw notFound();
    // The prospect's owner only; another applicant's run is as unknown as a made-up id.
    await prospects.requireOwn(db, owner, row.prospectId).catch(() => {
      throw notFound();
    });
    return row;
  };
}

export type RequireOwnRun = ReturnType<typeof createRequireOwnRun>;
