import { type TLoanApplication, isUuid } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { toApplication } from '../loan-views';
import { findApplication } from '../repository';

export interface ReadLoanApplicationDeps {
  readonly db: Database;
}

/** The confirmed application of a prospect (staff's in-call panel; no owner check). */
export function createReadLoanApplication(deps: ReadLoanApplicationDeps) {
  const { db } = deps;
  return async function applicationOf(prospectId: string): Promise<TLoanApplication | null> {
    if (!isUuid(prospectId)) return null;
    const row = await findApplication(db, prospectId);
    return row === null ? null : toApplication(row);
  };
}
