import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { Owner } from '../contract-step';
import { notFound } from '../errors';
import { findDocument } from '../repository';
import type { createOpenContractDocument } from './open-contract-document';

export interface OpenContractDocumentByIdDeps {
  readonly db: Database;
  readonly openContractDocument: ReturnType<typeof createOpenContractDocument>;
}

/** `documents/getsingledocument {id}`: the same, the document named alone. */
export function createOpenContractDocumentById({
  db,
  openContractDocument,
}: OpenContractDocumentByIdDeps) {
  return async function openContractDocumentById(
    user: Owner,
    documentId: string,
    context: RequestContext,
  ) {
    const row = await findDocument(db, documentId);
    if (row === null) throw notFound();
    return openContractDocument(user, row.prospectId, documentId, context);
  };
}
