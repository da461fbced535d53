import type { Database } from '../../../infra/db/database';
import { findCurrentSet } from '../repository';

export interface ReadSignedAtDeps {
  readonly db: Database;
}

/** When the prospect's contracts were signed, null before (a loan is paid out after it). */
export function createReadSignedAt(deps: ReadSignedAtDeps) {
  const { db } = deps;
  return async function signedAtOf(prospectId: string): Promise<Date | null> {
    const set = await findCurrentSet(db, prospectId);
    return set?.status === 'SIGNED' ? set.signedAt : null;
  };
}
