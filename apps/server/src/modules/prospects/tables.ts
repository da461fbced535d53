import type { ProcessName, ProductState, ProspectState, RedoTarget } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime, updatedAt } from '../../infra/db/columns';
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
  (table) => [
    index('prospects_user_idx').on(table.userId, table.createdAt),
    // The staff case search (decision 263): a case by its number, the newest cases first.
    uniqueIndex('prospects_application_number_idx').on(table.applicationNumber),
    index('prospects_created_idx').on(table.createdAt),
  ],
);

/**
 * A correction the video operator asked for (decision 244): the part to fix and why, from which
 * call and operator, and the product's state to return to. Open until the part is given again; at
 * most one open per prospect.
 */
export const prospectCorrections = pgTable(
  'prospect_corrections',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    part: text('part').$type<RedoTarget>().notNull(),
    reason: text('reason').notNull(),
    /** The call that sent the applicant back (video-identification, a module above this one). */
    identificationId: uuid('identification_id').notNull(),
    /** Who sent them back: the returning applicant is offered to them first. */
    operatorId: uuid('operator_id').notNull(),
    /** The product's state at the call, restored on the way back (product choices kept). */
    productState: text('product_state').$type<ProductState>(),
    openedAt: requiredTime('opened_at'),
    resolvedAt: optionalTime('resolved_at'),
  },
  (table) => [
    index('prospect_corrections_prospect_idx').on(table.prospectId, table.openedAt),
    uniqueIndex('prospect_corrections_one_open_idx')
      .on(table.prospectId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
