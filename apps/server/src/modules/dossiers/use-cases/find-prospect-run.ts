import type { TLongProcess } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import { toLongProcess } from '../long-process-views';
import type { Owner } from '../owner';
import { findRunsOfProspect, latestRun } from '../repository';

export interface FindProspectRunDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/**
 * `POST processes/longprocesses`: the run of the applicant's prospect, to follow. A loan has
 * two kinds (the risk run, then the dossier run after the choice): the one going on, else
 * the one started last (decision 147).
 */
export function createFindProspectRun({ db, prospects }: FindProspectRunDeps) {
  return async function ofProspect(owner: Owner, prospectId: string): Promise<TLongProcess> {
    await prospects.requireOwn(db, owner, prospectId);
    const row = latestRun(await findRunsOfProspect(db, prospectId));
    if (row === null) throw notFound();
    return toLongProcess(row);
  };
}
