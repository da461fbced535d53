import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ListOwnProcesses } from './list-own-processes';
import type { RequireOwnProspect } from './require-own-prospect';

export interface ResolveMeantProspectDeps {
  readonly db: Database;
  readonly requireOwn: RequireOwnProspect;
  readonly processesOf: ListOwnProcesses;
}

/**
 * The prospect an old-API call means (decision 183), which names none or may name one: the one
 * named, checked against the session (404 for another applicant's); without one, the account's
 * only prospect (400 PROSPECT_ID_REQUIRED when it has several).
 */
export function createResolveMeantProspect({
  db,
  requireOwn,
  processesOf,
}: ResolveMeantProspectDeps) {
  return async function resolveMeantProspect(
    user: SessionUser,
    prospectId: string | undefined,
  ): Promise<string> {
    if (prospectId !== undefined) return (await requireOwn(db, user, prospectId)).id;
    const [only, ...others] = await processesOf(user);
    if (only === undefined) throw new AppError(404, 'NOT_FOUND', { message: 'No prospect.' });
    if (others.length > 0) {
      throw new AppError(400, 'PROSPECT_ID_REQUIRED', {
        message: 'The account has several processes: name the prospect.',
        fieldErrors: [{ field: 'prospectId', code: 'validation.required' }],
      });
    }
    return only.prospectId;
  };
}
