import { ID_DOCUMENT_TYPES, type DocumentType, type TDocument } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { toDocument } from '../document-views';
import { findDocumentsOfProspect } from '../repository';
import type { ResolveProspect } from './resolve-prospect';

export interface ListDocumentsDeps {
  readonly db: Database;
  readonly resolveProspect: ResolveProspect;
}

/** `GET onboarding/documents?type&uid`: a phone sees the identity documents only. */
export function createListDocuments({ db, resolveProspect }: ListDocumentsDeps) {
  return async function list(
    caller: DocumentCaller,
    query: { uid: string; type?: DocumentType; prospectId?: string },
  ): Promise<TDocument[]> {
    const prospect = await resolveProspect(db, caller, query.prospectId, query.uid);
    const types =
      caller.kind === 'handoff'
        ? ID_DOCUMENT_TYPES.filter((type) => query.type === undefined || type === query.type)
        : query.type === undefined
          ? undefined
          : [query.type];
    return (await findDocumentsOfProspect(db, prospect.id, types)).map(toDocument);
  };
}
