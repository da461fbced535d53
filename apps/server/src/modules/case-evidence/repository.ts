import { asc, inArray, or } from 'drizzle-orm';
import { auditEvents } from '../../infra/audit/tables';
import type { Database, Transaction } from '../../infra/db/database';

/** One audit record of the case's timeline, as timeline.json lists it. */
export interface TimelineEvent {
  readonly id: number;
  readonly occurredAt: Date;
  readonly actorType: string;
  readonly actorId: string | null;
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly requestId: string | null;
  readonly details: Record<string, unknown>;
  readonly chainKey: string | null;
  readonly prevHash: string | null;
  readonly hash: string | null;
}

/**
 * Every audit record about the case's subjects (the prospect, its user, its product and the rows
 * the modules name) or done by the applicant, in the order they were written. The audit table is
 * infrastructure every module writes to, so the export reads it here directly (decision 151);
 * the chain columns come with decision 150.
 */
export async function timelineOf(
  db: Database | Transaction,
  subjectIds: readonly string[],
  actorIds: readonly string[],
): Promise<TimelineEvent[]> {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
      requestId: auditEvents.requestId,
      details: auditEvents.details,
      chainKey: auditEvents.chainKey,
      prevHash: auditEvents.prevHash,
      hash: auditEvents.hash,
    })
    .from(auditEvents)
    .where(
      or(
        inArray(auditEvents.subjectId, [...subjectIds]),
        inArray(auditEvents.actorId, [...actorIds]),
      ),
    )
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
}
