import type { ProspectState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database, Transaction } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectCache } from '../prospect-cache';
import { isProspectId } from '../prospect-ids';
import { findProspect, type ProspectRow } from '../repository';

export interface RequireOwnProspectDeps {
  readonly db: Database;
  readonly cache: Pick<ProspectCache, 'findOutsideTransaction'>;
}

/**
 * Every `prospects/{id}` route (DESIGN "Sessions"): the prospect must be the session's own;
 * an unknown id and another applicant's id give the same 404, so ids cannot be probed.
 */
export function createRequireOwnProspect({ db, cache }: RequireOwnProspectDeps) {
  return async function requireOwnProspect(
    tx: Database | Transaction,
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<ProspectRow & { state: ProspectState }> {
    const prospect = !isProspectId(prospectId)
      ? null
      : tx === db
        ? await cache.findOutsideTransaction(prospectId)
        : await findProspect(tx, prospectId);
    if (prospect === null || prospect.userId !== user.userId) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
    }
    return prospect;
  };
}

export type RequireOwnProspect = ReturnType<typeof createRequireOwnProspect>;
