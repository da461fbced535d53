import type { TRunningLongProcess } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findRunningRuns } from '../repository';

export interface ListRunningRunsDeps {
  readonly db: Database;
  /** The applicant's name for the supervisor's list: entered data, else the registration name. */
  readonly applicantNameOf: (prospectId: string) => Promise<string>;
}

/** The supervisor's list: every run not over yet, the last changed first. */
export function createListRunningRuns({ db, applicantNameOf }: ListRunningRunsDeps) {
  return async function listRunning(): Promise<TRunningLongProcess[]> {
    const rows = await findRunningRuns(db);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        prospectId: row.prospectId,
        applicantName: await applicantNameOf(row.prospectId),
        process: row.process,
        kind: row.kind,
        phase: row.phase,
        startedAt: row.startedAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    );
  };
}
