import type { ProspectState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database, Transaction } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ProspectsService } from '../../prospects/service';

export interface ResolveProspectDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
}

export type ResolveProspect = ReturnType<typeof createResolveProspect>;

/** The prospect a call is about, checked against the caller (another's: 404). */
export function createResolveProspect({ prospects }: ResolveProspectDeps) {
  return async function resolveProspect(
    tx: Database | Transaction,
    caller: DocumentCaller,
    prospectId: string | undefined,
    uid?: string,
  ): Promise<{ id: string; state: ProspectState }> {
    if (uid !== undefined && uid !== caller.uid) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    if (caller.kind === 'handoff') {
      if (prospectId !== undefined && prospectId !== caller.prospectId) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
      }
      return prospects.requireOwn(tx, caller, caller.prospectId);
    }
    if (prospectId !== undefined) return prospects.requireOwn(tx, caller, prospectId);
    const newest = (await prospects.processesOf(caller.session)).at(-1);
    if (newest === undefined) throw new AppError(404, 'NOT_FOUND', { message: 'No prospect.' });
    return { id: newest.prospectId, state: newest.prospectState };
  };
}
