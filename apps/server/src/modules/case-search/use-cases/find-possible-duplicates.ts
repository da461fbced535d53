import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  MAX_DUPLICATES_SHOWN,
  sharesPersonalIdentifier,
  type TPossibleDuplicates,
} from '@onboarding/domain';
import type { Transaction } from '../../../infra/db/database';
import { sharedTermsOf, userOfProspect } from '../repository';

/**
 * Other accounts' applications that share a document number, a national number, an e-mail or a
 * phone with this case (decision 288), read from the blind index's keyed hashes: one entry per
 * other account, naming one of its applications that matched (or none when only its sign-up did)
 * and what they share.
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
    const accounts = [...byAccount.values()].map((entry) => {
      const matchedOn = DUPLICATE_KINDS.filter((kind) => entry.kinds.has(kind));
      const personal = sharesPersonalIdentifier({ matchedOn });
      return { prospectId: entry.prospectId, matchedOn, since: entry.since, personal };
    });
    // The strongest first: a personal identifier shared (the four-eyes signal reads the accounts
    // shown), the most shared values, then the most recently made account.
    accounts.sort(
      (a, b) =>
        Number(b.personal) - Number(a.personal) ||
        b.matchedOn.length - a.matchedOn.length ||
        b.since.getTime() - a.since.getTime(),
    );
    return {
      shown: accounts
        .slice(0, MAX_DUPLICATES_SHOWN)
        .map(({ prospectId, matchedOn }) => ({ prospectId, matchedOn })),
      total: accounts.length,
    };
  };
}
