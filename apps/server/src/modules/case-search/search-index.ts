import type { BlindIndex } from '../../infra/crypto/blind-index';
import type { Transaction } from '../../infra/db/database';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import {
  openApplicationsOfSameIdentity,
  replaceAccountTerms,
  replaceCaseTerms,
  userOfProspect,
} from './repository';
import { searchTermsOf } from './search-terms';

export interface CaseSearchIndexDeps {
  readonly blindIndex: BlindIndex;
  /** The variant's dialling prefix: a phone typed without one is of the variant's country. */
  readonly phonePrefix: string;
}

/**
 * The index the modules below the search write through (decision 263), in the transaction of the
 * values: only keyed hashes of the normalised values are stored. It also tells them of another
 * account's application of the same person and product (decision 290).
 */
export function createCaseSearchIndex(deps: CaseSearchIndexDeps): CaseSearchIndex {
  const { blindIndex, phonePrefix } = deps;
  return {
    async indexAccount(tx: Transaction, userId, values) {
      await replaceAccountTerms(tx, userId, searchTermsOf(blindIndex, values, phonePrefix));
    },
    async indexCase(tx: Transaction, prospectId, source, values) {
      const userId = await userOfProspect(tx, prospectId);
      if (userId === null) return;
      await replaceCaseTerms(
        tx,
        { userId, prospectId },
        source,
        searchTermsOf(blindIndex, values, phonePrefix),
      );
    },
    openApplicationsOfSamePerson: (tx, prospectId) =>
      openApplicationsOfSameIdentity(tx, prospectId),
  };
}
