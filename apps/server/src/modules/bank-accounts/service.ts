import { randomInt } from 'node:crypto';
import { slovenianIban } from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import { findAccount, insertAccount } from './repository';

export interface BankAccount {
  readonly iban: string;
  readonly accountNumber: string;
  readonly openedAt: Date;
}

export interface BankAccountsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly sortCode: string;
  /** Tests pass a fixed sequence to force a collision; a CSPRNG otherwise. */
  readonly drawAccountNumber?: () => string;
}

const ATTEMPTS = 8;

function randomAccountNumber(): string {
  return randomInt(0, 100_000_000).toString().padStart(8, '0');
}

/**
 * The new product's account (decision 140). Numbers are drawn at random rather than counted, so
 * an account number tells nobody how many applicants the bank has; a collision draws again.
 */
export function createBankAccountsService(deps: BankAccountsDeps) {
  const { db, sortCode } = deps;
  const draw = deps.drawAccountNumber ?? randomAccountNumber;
  const toAccount = (row: { iban: string; accountNumber: string; openedAt: Date }) => ({
    iban: row.iban,
    accountNumber: row.accountNumber,
    openedAt: row.openedAt,
  });

  return {
    async accountOf(
      prospectId: string,
      tx: Database | Transaction = db,
    ): Promise<BankAccount | null> {
      const row = await findAccount(tx, prospectId);
      return row === null ? null : toAccount(row);
    },

    /** Opens the prospect's account once; a second call answers the same account. */
    async open(tx: Transaction, prospectId: string, context: RequestContext): Promise<BankAccount> {
      const existing = await findAccount(tx, prospectId);
      if (existing !== null) return toAccount(existing);
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const accountNumber = draw();
        const iban = slovenianIban(sortCode, accountNumber);
        const openedAt = deps.clock();
        if (await insertAccount(tx, { prospectId, sortCode, accountNumber, iban, openedAt })) {
          await recordAudit(tx, context, {
            actorType: 'system',
            actorId: null,
            action: 'account.opened',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { iban },
          });
          return { iban, accountNumber, openedAt };
        }
        // Another transaction opened this prospect's account meanwhile: that one stands.
        const raced = await findAccount(tx, prospectId);
        if (raced !== null) return toAccount(raced);
      }
      throw new Error('No free account number after several draws.');
    },
  };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
