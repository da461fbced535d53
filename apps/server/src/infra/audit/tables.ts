import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who acted: an applicant, a visitor not signed in, the bank's staff, or the server itself (a job). */
export type AuditActorType = 'applicant' | 'anonymous' | 'operator' | 'system';

/**
 * Append-only audit trail (DESIGN "PII"): every state change, consent answer and signature says who
 * did what to which record, when, from where. A trigger (migration 0001) rejects UPDATE, DELETE and
 * TRUNCATE, so a bug or a compromised service cannot rewrite history through the application role.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    /** applicant, operator or system */
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    /** The prospect, operator or job id; null for anonymous callers. */
    actorId: text('actor_id'),
    /** What happened, as a stable dotted code such as prospect.state_changed. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    // Text rather than inet: the address comes from a proxy header and must never make the audit
    // insert (and so the business transaction) fail.
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt),
    index('audit_events_occurred_at_idx').on(table.occurredAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

export type NewAuditEventRow = typeof auditEvents.$inferInsert;
