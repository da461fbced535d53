import type { TIdDocumentStatus } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { readIdStatus } from '../id-status';
import type { ResolveProspect } from './resolve-prospect';

export interface ReadOwnIdStatusDeps {
  readonly db: Database;
  readonly resolveProspect: ResolveProspect;
}

/** `GET onboarding/images?prospectId&uid`: the chosen type and the state of each side. */
export function createReadOwnIdStatus({ db, resolveProspect }: ReadOwnIdStatusDeps) {
  return async function idStatusFor(
    caller: DocumentCaller,
    query: { prospectId?: string; uid?: string },
  ): Promise<TIdDocumentStatus> {
    const prospect = await resolveProspect(db, caller, query.prospectId, query.uid);
    return readIdStatus(db, prospect.id);
  };
}
