import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { contractDocumentBytes } from '../contract-files';
import { requireContractStep, type Owner } from '../contract-step';
import { toDocument } from '../contract-views';
import { notFound } from '../errors';
import { findDocument, markOpened } from '../repository';

export interface OpenContractDocumentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** `GET prospects/{id}/contracts/{documentId}`: the exact bytes; the first opening recorded. */
export function createOpenContractDocument(deps: OpenContractDocumentDeps) {
  const { db, clock, storage } = deps;
  return async function openContractDocument(
    user: Owner,
    prospectId: string,
    documentId: string,
    context: RequestContext,
  ) {
    await requireContractStep(deps, db, user, prospectId, 'any');
    const row = await findDocument(db, documentId);
    if (row?.prospectId !== prospectId) throw notFound();
    const bytes = await contractDocumentBytes(storage, row, false);
    if (row.openedAt === null) {
      await db.transaction(async (tx) => {
        if (!(await markOpened(tx, row.id, clock()))) return;
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'contracts.document_opened',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            documentSetId: row.setId,
            documentId: row.id,
            kind: row.kind,
            sha256: row.sha256,
          },
        });
      });
    }
    return { document: toDocument(row), bytes };
  };
}
