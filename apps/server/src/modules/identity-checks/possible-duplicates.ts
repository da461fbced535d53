import type { TPossibleDuplicates } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';

/** Other applications sharing an identifier (decision 288): the case search, above this module. */
export type PossibleDuplicatesOf = (
  tx: Transaction,
  prospectId: string,
) => Promise<TPossibleDuplicates>;
