import type { Database } from '../../../infra/db/database';
import { findOrderOfProspect, paymentsOfOrder } from '../repository';

export interface CollectPennyTransferEvidenceDeps {
  readonly db: Database;
}

/** The prospect's payment order and the payments matched to it (case evidence, decision 151). */
export function createCollectPennyTransferEvidence(deps: CollectPennyTransferEvidenceDeps) {
  const { db } = deps;
  return async function evidenceOf(prospectId: string) {
    const order = await findOrderOfProspect(db, prospectId);
    const payments = order === null ? [] : await paymentsOfOrder(db, order.id);
    const subjectIds = [...(order === null ? [] : [order]), ...payments].map((row) => row.id);
    return { records: { order, payments }, files: [], subjectIds };
  };
}
