import type { ProcessName, ProspectState } from '@onboarding/domain';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../infra/db/columns';
import { users } from '../security/tables';

/** One onboarding process of an applicant (spec 1 §3): its prospect state. */
export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processName: text('process_name').$type<ProcessName>().notNull(),
    state: text('state').$type<ProspectState>().notNull(),
    /**
     * The application's number for people (the PDFs, the applicant's letters): a sequence, shown
     * with the year of the application as 2026-000123 (decision 203). The id stays the API's.
     */
    applicationNumber: integer('application_number').generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('prospects_user_idx').on(table.userId, table.createdAt)],
);
