import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Who acted: an applicant, a visitor not signed in, the bank's staff, or the server itself (a job). */
export type AuditActorType = 'applicant' | 'anonymous' | 'operator' | 'system';

/**
 * Append-only audit trail (DESIGN "PII"): every state change, consent answer and signature says who
 * did what to which record, when, from where. A trigger (migration 0001) rejects UPDATE, DELETE and
 * TRUNCATE, so a bug or a compromised service cannot rewrite history through the application role.
 * Decision 150 chains the rows: a BEFORE INSERT trigger fills the chain columns, so no insert path
 * can skip them, and the only UPDATE it lets through is the erasure of the personal fields.
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
    // Decision 150, all filled by the database's trigger (never by the application):
    /** subject_type:subject_id, or day:YYYY-MM-DD (UTC) for a row without a subject. */
    chainKey: text('chain_key'),
    /** 1, 2, 3… within the chain, in the order the rows were linked (not always the id order). */
    chainSeq: integer('chain_seq'),
    /** The hash of the chain's previous row; null for its first. */
    prevHash: text('prev_hash'),
    /** Hex SHA-256 of every field of the row, personal ones included (kept after erasure). */
    contentHash: text('content_hash'),
    /** Hex SHA-256 over prev_hash, content_hash and the fields that are never erased. */
    hash: text('hash'),
    /** When ip, user_agent and details were erased (GDPR Art. 17); the chain still verifies. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt),
    index('audit_events_occurred_at_idx').on(table.occurredAt),
    // One kind of record over a span (decisions 270, 271): the day's accepted and decided calls,
    // the applications created in a funnel's period.
    index('audit_events_action_idx').on(table.action, table.occurredAt),
    // The trigger's look-up of a chain's last row and the verifier's walk; unique, so two writers
    // can never both link to the same predecessor (a fork).
    uniqueIndex('audit_events_chain_idx').on(table.chainKey, table.chainSeq),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

export type NewAuditEventRow = typeof auditEvents.$inferInsert;
