import { randomUUID } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { TMessageOwner } from './jobs';
import { deletePendingMessage, findPendingMessage, insertPendingMessage } from './repository';

export interface PendingMessagesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
}

/**
 * The sealed bodies of queued messages (decision 275): what a job must not carry waits here,
 * bound by the cipher to its row id, and the job names the row.
 */
export function createPendingMessages({ db, clock, cipher }: PendingMessagesDeps) {
  const contextOf = (id: string) => `pending-message:${id}`;

  return {
    /** Seals `body` into a new row of `owner` in `tx`; returns the row id the job carries. */
    async hold(tx: Database | Transaction, owner: TMessageOwner, body: object): Promise<string> {
      const id = randomUUID();
      await insertPendingMessage(tx, {
        id,
        userId: owner.userId ?? null,
        prospectId: owner.prospectId ?? null,
        uid: owner.uid ?? null,
        sealedBody: cipher.sealText(JSON.stringify(body), contextOf(id)),
        createdAt: clock(),
      });
      return id;
    },

    /** The body of a row; null when its message was sent already or erased meanwhile. */
    async open(id: string): Promise<unknown> {
      const row = await findPendingMessage(db, id);
      if (row === null) return null;
      return JSON.parse(cipher.openText(row.sealedBody, contextOf(id))) as unknown;
    },

    drop: (id: string): Promise<void> => deletePendingMessage(db, id),
  };
}
