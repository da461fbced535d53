import { UID_COOKIE_MAX_AGE_DAYS } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { randomDigits } from '../../infra/crypto/random';
import type { Database, Transaction } from '../../infra/db/database';
import { claimVisitor, findVisitor, insertVisitor } from './repository';

/** spec 3 getUID: 16 random digits (about 53 bits), recorded so later calls only accept ours. */
const UID_LENGTH = 16;

export const UID_COOKIE = {
  name: 'uid',
  maxAgeSeconds: UID_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
} as const;

export interface CmsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
}

export function createCmsService({ db, clock }: CmsServiceDeps) {
  return {
    /** A new visitor uid; a collision (one in 10^16) simply draws again. */
    async issueUid(tx: Database | Transaction = db): Promise<string> {
      for (;;) {
        // A leading zero would be lost by anyone who reads the uid as a number.
        const uid = `${1 + (Number(randomDigits(1)) % 9)}${randomDigits(UID_LENGTH - 1)}`;
        if (await insertVisitor(tx, uid, clock())) return uid;
      }
    },

    /**
     * Whose uid this is: unknown (never issued by us), anonymous (issued, no account yet) or the
     * account registered with it.
     */
    async ownerOf(
      uid: string,
      tx: Database | Transaction = db,
    ): Promise<{ known: false } | { known: true; userId: string | null }> {
      const visitor = await findVisitor(tx, uid);
      return visitor === null ? { known: false } : { known: true, userId: visitor.userId };
    },

    claimUid: (tx: Database | Transaction, uid: string, userId: string) =>
      claimVisitor(tx, uid, userId),
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
