import type { LongWaitPhase } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findPhases } from '../repository';

export interface ReadPhasesDeps {
  readonly db: Database;
}

/** spec 1 §3 longTimeServiceState of each prospect that has a run. */
export function createReadPhases({ db }: ReadPhasesDeps) {
  return async function phasesOf(
    prospectIds: readonly string[],
  ): Promise<ReadonlyMap<string, LongWaitPhase>> {
    const rows = await findPhases(db, prospectIds);
    return new Map(rows.map((row) => [row.prospectId, row.phase]));
  };
}
