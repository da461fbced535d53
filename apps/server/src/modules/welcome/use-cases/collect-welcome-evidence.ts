import type { Database } from '../../../infra/db/database';
import { findWelcome } from '../repository';

export interface CollectWelcomeEvidenceDeps {
  readonly db: Database;
}

/** The product's welcome record, activation codes left out (case evidence, decision 151). */
export function createCollectWelcomeEvidence(deps: CollectWelcomeEvidenceDeps) {
  return async function evidenceOf(productId: string) {
    const welcome = await findWelcome(deps.db, productId);
    return { records: welcome, files: [], subjectIds: [] };
  };
}
