import type { TLoanApplication } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { toApplication } from '../loan-views';
import { findApplication } from '../repository';
import { UUID_PATTERN } from '../uuid';

export interface ReadLoanApplicationDeps {
  readonly db: Database;
}

/** The confirmed application of a prospect (staff's in-call panel; no owner check). */
export function createReadLoanApplication(deps: ReadLoanApplicationDeps) {
  const { db } = deps;
  return async function applicationOf(prospectId: string): Promise<TLoanApplication | null> {
    if (!UUID_PATTERN.test(prospectId)) return null;
    const row = await findApplication(db, prospectId);
    return row === null ? null : toApplication(row);
  };
}
