import type { FastifyBaseLogger } from 'fastify';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import { openPrefill } from '../prefill';
import { readingsOf } from '../repository';

export interface CollectReadingEvidenceDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly log: FastifyBaseLogger;
}

/** Every reading of a prospect with its values decrypted (case evidence, decision 151). */
export function createCollectReadingEvidence(deps: CollectReadingEvidenceDeps) {
  return async function evidenceOf(prospectId: string) {
    const rows = await readingsOf(deps.db, prospectId);
    const records = rows.map(({ sealedValues, ...row }) => ({
      ...row,
      values: openPrefill(deps, prospectId, sealedValues),
    }));
    return { records, files: [], subjectIds: rows.map((row) => row.id) };
  };
}
