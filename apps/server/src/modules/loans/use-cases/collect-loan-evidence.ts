import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import { findApplication, findAssessment, findChoice, findSeccisOfProspect } from '../repository';

export interface CollectLoanEvidenceDeps {
  readonly db: Database;
  readonly storage: Pick<StoragePort, 'get'>;
}

/**
 * The loan application, assessment, choice and every SECCI issued with its PDF, for the case
 * evidence export (decision 151).
 */
export function createCollectLoanEvidence(deps: CollectLoanEvidenceDeps) {
  const { db, storage } = deps;
  return async function evidenceOf(prospectId: string) {
    const seccis = await findSeccisOfProspect(db, prospectId);
    const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] = [];
    for (const secci of seccis) {
      const bytes = await storage.get(secci.storageKey);
      if (bytes !== null) {
        const { sha256: recordedSha256 } = secci;
        files.push({
          name: `secci-${secci.id}`,
          mediaType: 'application/pdf',
          bytes,
          recordedSha256,
        });
      }
    }
    const records = {
      application: await findApplication(db, prospectId),
      assessment: await findAssessment(db, prospectId),
      choice: await findChoice(db, prospectId),
      seccis: seccis.map(({ storageKey: _key, ...row }) => row),
    };
    return { records, files, subjectIds: seccis.map((row) => row.id) };
  };
}
