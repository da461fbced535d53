import type { Language, TContractSet } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import { setView } from '../contract-views';
import type { SigningCodes } from '../signing-codes';
import type { createPrepareContractSet } from './prepare-contract-set';

export interface PrepareContractsDeps {
  readonly db: Database;
  readonly codes: Pick<SigningCodes, 'pending'>;
  readonly prepareContractSet: ReturnType<typeof createPrepareContractSet>;
}

/**
 * For the dossier job (decision 140) and the pages: the current set, made when there is none
 * or (with `language`) when the current one is in another language and not signed yet.
 */
export function createPrepareContracts({ db, codes, prepareContractSet }: PrepareContractsDeps) {
  return async function prepareContracts(
    prospectId: string,
    language?: Language,
  ): Promise<TContractSet> {
    const set = await prepareContractSet(
      prospectId,
      language,
      { actorType: 'system', actorId: null },
      SYSTEM_CONTEXT,
    );
    return setView(codes, db, set);
  };
}
