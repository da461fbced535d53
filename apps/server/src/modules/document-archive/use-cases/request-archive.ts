import type { ProductState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ContractsService } from '../../contracts/service';
import type { ProspectsService } from '../../prospects/service';
import type { TDocumentArchive, TUploadSignedDocumentsResponse } from '../archive-api';
import { archivedOfSet, findRequest, type ArchiveRequestRow } from '../repository';
import { signedSetOf } from '../signed-set';
import type { createEnqueueArchive } from './enqueue-archive';

export interface RequestArchiveDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'processesOf'>;
  readonly contracts: Pick<ContractsService, 'contracts'>;
  readonly enqueueArchive: ReturnType<typeof createEnqueueArchive>;
}

/** The product states that come after signing (decision 140): only these can have a signed set. */
const SIGNED_STATES: readonly ProductState[] = [
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_PENNY_TRANSFER_DISPLAYED',
  'PRODUCT_ACTIVE',
];

/**
 * `POST /services/cib/documents/uploadsigneddocuments` (body empty): every prospect of the
 * session with a signed contract set is handed to the archive; 409 NOTHING_SIGNED when none.
 */
export function createRequestArchive({
  db,
  prospects,
  contracts,
  enqueueArchive,
}: RequestArchiveDeps) {
  const viewOf = async (request: ArchiveRequestRow): Promise<TDocumentArchive> => ({
    prospectId: request.prospectId,
    documentSetId: request.documentSetId,
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    archivedAt: request.archivedAt?.toISOString() ?? null,
    documents: (await archivedOfSet(db, request.documentSetId)).map((row) => ({
      kind: row.kind,
      fileName: row.fileName,
      sha256: row.sha256,
      archivedAt: row.archivedAt.toISOString(),
    })),
  });

  return async function requestArchive(
    user: SessionUser,
    context: RequestContext,
  ): Promise<TUploadSignedDocumentsResponse> {
    const processes = await prospects.processesOf(user);
    const signed: { prospectId: string; documentSetId: string }[] = [];
    for (const process of processes) {
      if (!SIGNED_STATES.includes(process.productState)) continue;
      const set = await signedSetOf(contracts, user, process.prospectId);
      if (set !== null)
        signed.push({ prospectId: process.prospectId, documentSetId: set.documentSetId });
    }
    if (signed.length === 0) {
      throw new AppError(409, 'NOTHING_SIGNED', {
        message: 'There are no signed contracts to archive yet.',
      });
    }
    await db.transaction(async (tx) => {
      for (const set of signed) await enqueueArchive(tx, { ...set, userId: user.userId }, context);
    });
    // Read after the commit, so a request's status and its archived documents are seen at the same
    // moment: the job, enqueued when the set was signed, may be archiving it right now.
    const requests: ArchiveRequestRow[] = [];
    for (const set of signed) {
      const row = await findRequest(db, set.prospectId, set.documentSetId);
      if (row !== null) requests.push(row);
    }
    return { archives: await Promise.all(requests.map(viewOf)) };
  };
}
