import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The accounts the bank opens for applicants (decision 140): one per prospect, numbered under the
 * bank's sort code when the dossier is built. The bank's core system would hold these; here the
 * portal is that system's stand-in, so the number is allocated once and never changes.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    prospectId: uuid('prospect_id')
      .primaryKey()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban').notNull(),
    openedAt: createdAt(),
  },
  (table) => [uniqueIndex('bank_accounts_number_idx').on(table.sortCode, table.accountNumber)],
);
