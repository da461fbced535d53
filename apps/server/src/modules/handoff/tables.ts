import type { HandoffStep, Language } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';
import { users } from '../security/tables';

/** A hand-off of the upload to the phone (spec 3 images/transactions; decision 072). */
export const handoffTransactions = pgTable(
  'handoff_transactions',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The applicant (and their visitor uid) the phone acts for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** WAITING, OPENED, FINALIZED (EXPIRED is read from expires_at). */
    status: text('status').$type<'WAITING' | 'OPENED' | 'FINALIZED'>().notNull(),
    stepsDone: jsonb('steps_done')
      .$type<HandoffStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Expiry of the newest token issued for it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true, mode: 'date' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('handoff_transactions_prospect_idx').on(table.prospectId, table.createdAt)],
);

/** The phone's hand-off sessions: only the SHA-256 of the cookie's secret is kept. */
export const handoffSessions = pgTable(
  'handoff_sessions',
  {
    secretHash: text('secret_hash').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => handoffTransactions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('handoff_sessions_transaction_idx').on(table.transactionId)],
);

export type HandoffTransactionRow = typeof handoffTransactions.$inferSelect;
