import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';
import { users } from '../security/tables';

/**
 * The end of a customer's business relationship, as the bank reports it (decision 152): the AML
 * evidence of the case is kept for RETENTION_AML_YEARS after `ended_on`, then deleted. In
 * production the core banking system reports it when the last account or contract is closed.
 */
export const customerRelationships = pgTable('customer_relationships', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  endedOn: date('ended_on', { mode: 'string' }).notNull(),
  /** The supervisor (staff account id) who reported it. */
  reportedBy: uuid('reported_by').notNull(),
  reportedAt: requiredTime('reported_at'),
});

/**
 * An end of a relationship that would make the AML evidence deletable within 30 days (decision
 * 268): the first supervisor's request waits here until a different supervisor confirms the same
 * date; the confirmation records the end in `customer_relationships`. One per case: a new request
 * replaces a waiting one.
 */
export const relationshipEndRequests = pgTable('relationship_end_requests', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  endedOn: date('ended_on', { mode: 'string' }).notNull(),
  /** The first supervisor (staff account id). */
  requestedBy: uuid('requested_by').notNull(),
  requestedAt: requiredTime('requested_at'),
  /** The second supervisor who confirmed it; null while it waits. */
  confirmedBy: uuid('confirmed_by'),
  confirmedAt: optionalTime('confirmed_at'),
});

export type RelationshipEndRequestRow = typeof relationshipEndRequests.$inferSelect;

export const ERASURE_STATUSES = ['CONFIRMATION_SENT', 'SCHEDULED', 'DONE'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/**
 * An applicant's request to erase their data (GDPR Art. 17), one per account: a new request
 * replaces an unconfirmed one, so only the newest e-mailed link confirms. The row goes with the
 * account; a customer's account is kept (made unusable), and so is this row, marked DONE.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The case the request was made from ("my application"); the erasure covers every case. */
    prospectId: uuid('prospect_id').notNull(),
    status: text('status').$type<ErasureStatus>().notNull(),
    requestedAt: requiredTime('requested_at'),
    confirmedAt: optionalTime('confirmed_at'),
    completedAt: optionalTime('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('erasure_requests_status_idx').on(table.status)],
);

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;
