import type { ProcessName, ProspectState } from '@onboarding/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('prospects_user_idx').on(table.userId, table.createdAt)],
);
