import { isUuidLike } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import type { DocumentCaller } from '../../infra/session/caller';
import type { ProspectsService } from '../prospects/service';
import { documentNotFound } from './errors';
import { isIdType } from './id-documents';
import { findDocument } from './repository';
import type { DocumentRow } from './tables';

/** A document of the caller's prospect; anyone else's (or a phone's non-ID one) is 404. */
export async function requireOwnDocument(
  prospects: Pick<ProspectsService, 'requireOwn'>,
  tx: Database | Transaction,
  caller: DocumentCaller,
  documentId: string,
): Promise<DocumentRow> {
  if (!isUuidLike(documentId)) throw documentNotFound();
  const row = await findDocument(tx, documentId);
  if (row === null) throw documentNotFound();
  if (caller.kind === 'handoff') {
    if (row.prospectId !== caller.prospectId || !isIdType(row.documentType))
      throw documentNotFound();
    return row;
  }
  try {
    await prospects.requireOwn(tx, caller, row.prospectId);
  } catch {
    throw documentNotFound();
  }
  return row;
}
