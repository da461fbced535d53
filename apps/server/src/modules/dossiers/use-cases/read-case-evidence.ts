import type { Database } from '../../../infra/db/database';
import { findDossier, findRunsOfProspect } from '../repository';

export interface ReadCaseEvidenceDeps {
  readonly db: Database;
}

/** The prospect's background runs and dossier manifest (case evidence, decision 151). */
export function createReadCaseEvidence({ db }: ReadCaseEvidenceDeps) {
  return async function readCaseEvidence(prospectId: string) {
    const runs = await findRunsOfProspect(db, prospectId);
    const dossier = await findDossier(db, prospectId);
    return { records: { runs, dossier }, files: [], subjectIds: runs.map((row) => row.id) };
  };
}
