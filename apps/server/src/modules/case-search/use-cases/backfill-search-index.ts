import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import type { BlindIndex } from '../../../infra/crypto/blind-index';
import type { Database } from '../../../infra/db/database';
import { casesToIndex, markIndexed, replaceAccountTerms, replaceCaseTerms } from '../repository';
import { keyCheckOf, searchTermsOf } from '../search-terms';
import { accountValues, caseValues, type StoredValuesDeps } from '../stored-values';

export interface BackfillSearchIndexDeps extends StoredValuesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly blindIndex: BlindIndex;
  readonly phonePrefix: string;
}

const BATCH = 200;

/**
 * The backfill job (decision 263): every case not yet indexed under the current key (a database
 * older than the index, or a new SEARCH_INDEX_KEY) gets its terms from its stored values, one case
 * per transaction with its mark, so a stop halfway loses nothing. Returns the cases indexed.
 */
export function createBackfillSearchIndex(deps: BackfillSearchIndexDeps) {
  const { db, clock, log, blindIndex, phonePrefix } = deps;
  const keyCheck = keyCheckOf(blindIndex);
  const termsOf = (values: Parameters<typeof searchTermsOf>[1]) =>
    searchTermsOf(blindIndex, values, phonePrefix);

  return async function backfill(limit = Number.POSITIVE_INFINITY): Promise<number> {
    let indexed = 0;
    while (indexed < limit) {
      const cases = await casesToIndex(db, keyCheck, Math.min(BATCH, limit - indexed));
      if (cases.length === 0) break;
      for (const { prospectId, userId } of cases) {
        await db.transaction(async (tx) => {
          await replaceAccountTerms(tx, userId, termsOf(await accountValues(tx, userId)));
          for (const [source, values] of await caseValues(deps, tx, prospectId)) {
            await replaceCaseTerms(tx, { userId, prospectId }, source, termsOf(values));
          }
          await markIndexed(tx, prospectId, keyCheck, clock());
        });
        indexed += 1;
      }
    }
    if (indexed > 0) log.info({ indexed }, 'case search index backfilled');
    return indexed;
  };
}
