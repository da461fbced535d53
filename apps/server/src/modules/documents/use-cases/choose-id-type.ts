import type { IdDocumentType, TIdDocumentStatus } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { requireIdUploadState } from '../id-documents';
import { readIdStatus } from '../id-status';
import { saveIdChoice } from '../repository';
import type { ResolveProspect } from './resolve-prospect';

export interface ChooseIdTypeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly resolveProspect: ResolveProspect;
  /** Called after any change to a prospect's identity-document sides (live hand-off status). */
  readonly onIdDocumentsChanged?: (prospectId: string) => Promise<void> | void;
}

/** `PATCH prospects/{id}/idtype?type`: ID card or passport. */
export function createChooseIdType(deps: ChooseIdTypeDeps) {
  const { db, clock, resolveProspect } = deps;
  return async function setIdType(
    caller: DocumentCaller,
    prospectId: string,
    idType: IdDocumentType,
  ): Promise<TIdDocumentStatus> {
    const status = await db.transaction(async (tx) => {
      const prospect = await resolveProspect(tx, caller, prospectId);
      requireIdUploadState(prospect);
      await saveIdChoice(tx, prospect.id, idType, clock());
      return readIdStatus(tx, prospect.id);
    });
    void deps.onIdDocumentsChanged?.(status.prospectId);
    return status;
  };
}
