import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  MAX_DUPLICATES_SHOWN,
  type TPossibleDuplicates,
} from '@onboarding/domain';
import type { Transaction } from '../../../infra/db/database';
import { sharedTermsOf, userOfProspect } from '../repository';

/**
 * Other accounts' applications that share a document number, a national number, an e-mail or a
 * phone with this case (decision 288), read from the blind index's keyed hashes: one entry per
 * other account, those sharing the most first, naming one of its applications that matched (or
 * none when only its sign-up did) and what they share.
 */
export function createFindPossibleDuplicates() {
  return async function findPossibleDuplicates(
    tx: Transaction,
    prospectId: string,
  ): Promise<TPossibleDuplicates> {
    const userId = await userOfProspect(tx, prospectId);
    if (userId === null) return { shown: [], total: 0 };
    const shared = await sharedTermsOf(tx, { userId, prospectId }, DUPLICATE_KINDS);
    const byAccount = new Map<
      string,
      { prospectId: string | null; kinds: Set<DuplicateKind>; since: Date }
    >();
    for (const term of shared) {
      const entry = byAccount.get(term.userId) ?? {
        prospectId: null,
        kinds: new Set<DuplicateKind>(),
        since: term.since,
      };
      entry.prospectId ??= term.prospectId;
      entry.kinds.add(term.kind as DuplicateKind);
      byAccount.set(term.userId, entry);
    }
    // The strongest first: the most shared values, then the most recently made account.
    const accounts = [...byAccount.values()].sort(
      (a, b) => b.kinds.size - a.kinds.size || b.since.getTime() - a.since.getTime(),
    );
    return {
      shown: accounts.slice(0, MAX_DUPLICATES_SHOWN).map((entry) => ({
        prospectId: entry.prospectId,
        matchedOn: DUPLICATE_KINDS.filter((kind) => entry.kinds.has(kind)),
      })),
      total: accounts.length,
    };
  };
}
