import { randomInt } from 'node:crypto';
import type { AccountNumbering } from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import { findAccount, insertAccount } from './repository';

export interface BankAccount {
  readonly iban: string;
  readonly accountNumber: string;
  readonly openedAt: Date;
}

export interface BankAccountsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's own code (BANK_SORT_CODE) the numbers are drawn under. */
  readonly sortCode: string;
  /** The variant's numbering: the account number's length and the IBAN (decision 237). */
  readonly numbering: Pick<AccountNumbering, 'accountNumberDigits' | 'iban'>;
  /** Tests pass a fixed sequence to force a collision; a CSPRNG otherwise. */
  readonly drawAccountNumber?: () => string;
  /** The staff case search's keyed hash of the account's IBAN (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
}

const ATTEMPTS = 8;

/** `digits` random decimal digits; randomInt draws below 2^48, so longer numbers take parts. */
function randomAccountNumber(digits: number): string {
  let number = '';
  while (number.length < digits) {
    const part = Math.min(8, digits - number.length);
    number += randomInt(0, 10 ** part)
      .toString()
      .padStart(part, '0');
  }
  return number;
}

/**
 * The new product's account (decision 140). Numbers are drawn at random rather than counted, so
 * an account number tells nobody how many applicants the bank has; a collision draws again.
 */
export function createBankAccountsService(deps: BankAccountsDeps) {
  const { db, sortCode, numbering } = deps;
  const draw = deps.drawAccountNumber ?? (() => randomAccountNumber(numbering.accountNumberDigits));
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
        const iban = numbering.iban(sortCode, accountNumber);
        const openedAt = deps.clock();
        if (await insertAccount(tx, { prospectId, sortCode, accountNumber, iban, openedAt })) {
          await deps.searchIndex.indexCase(tx, prospectId, 'PRODUCT_ACCOUNT', { ibans: [iban] });
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
