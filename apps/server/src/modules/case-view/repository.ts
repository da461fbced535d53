import { asc, inArray, or } from 'drizzle-orm';
import type { AuditActorType } from '../../infra/audit/tables';
import { auditEvents } from '../../infra/audit/tables';
import type { Database, Transaction } from '../../infra/db/database';

/** One audit record of a case as the case page reads it: no ip, no user agent. */
export interface CaseAuditRow {
  readonly id: number;
  readonly occurredAt: Date;
  readonly actorType: AuditActorType;
  readonly actorId: string | null;
  readonly action: string;
  readonly details: Record<string, unknown>;
}

/**
 * Every audit record about the case's subjects or done by its applicant, oldest first. The audit
 * table is infrastructure every module writes to, so the case page reads it here directly, as the
 * evidence export does (decisions 151, 265).
 */
export async function caseAuditRows(
  db: Database | Transaction,
  subjectIds: readonly string[],
  actorIds: readonly string[],
): Promise<CaseAuditRow[]> {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      details: auditEvents.details,
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
