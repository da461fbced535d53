import {
  IDENTIFICATION_STATUSES,
  PROCESS_NAMES,
  PRODUCT_STATES,
  PROSPECT_STATES,
  type AcceptedCall,
  type DecidedCall,
  type FunnelApplication,
  type FunnelRecord,
} from '@onboarding/domain';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../infra/db/database';
import { auditEvents } from '../../infra/audit/tables';

/**
 * Decisions 270 and 271: this module reads the audit trail only (infra, below every module), the
 * server's own record of what happened; it writes nothing. Details are parsed, never trusted: a
 * case deleted under retention has them erased (decision 152) and is then not counted.
 */

const ZAccepted = z.object({ waitedMs: z.number().nonnegative() });
const ZDecided = z.object({
  identificationId: z.string(),
  outcome: z.enum(['APPROVE', 'REJECT', 'REDO']),
  status: z.enum(IDENTIFICATION_STATUSES),
});

/** The calls accepted since `since` (videochat.accepted): who took each and how long it waited. */
export async function readAcceptedCalls(db: Database, since: Date): Promise<AcceptedCall[]> {
  const rows = await db
    .select({ actorId: auditEvents.actorId, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'videochat.accepted'), gte(auditEvents.occurredAt, since)));
  return rows.flatMap((row) => {
    const details = ZAccepted.safeParse(row.details);
    if (row.actorId === null || !details.success) return [];
    return [{ operatorId: row.actorId, waitedMs: details.data.waitedMs }];
  });
}

/**
 * The decisions made since `since` (videochat.decided): each with the status it left, so that a
 * first approval waiting for a second staff member is told from a final one (decision 273).
 */
export async function readDecisions(db: Database, since: Date): Promise<DecidedCall[]> {
  const rows = await db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'videochat.decided'), gte(auditEvents.occurredAt, since)));
  return rows.flatMap((row) => {
    const details = ZDecided.safeParse(row.details);
    return details.success ? [details.data] : [];
  });
}

/** The records that move an application along: its states and its process. */
const CHANGE_ACTIONS = [
  'prospect.state_changed',
  'product.state_changed',
  'prospect.process_changed',
] as const;
type ChangeAction = (typeof CHANGE_ACTIONS)[number];

const ZCreated = z.object({
  processName: z.enum(PROCESS_NAMES),
  state: z.enum(PROSPECT_STATES),
});
const ZChangeTo = {
  'prospect.state_changed': z.object({ to: z.enum(PROSPECT_STATES) }),
  'product.state_changed': z.object({ to: z.enum(PRODUCT_STATES) }),
  'prospect.process_changed': z.object({ to: z.enum(PROCESS_NAMES) }),
} as const;

function recordOf(action: ChangeAction, details: unknown): FunnelRecord | null {
  switch (action) {
    case 'prospect.state_changed': {
      const parsed = ZChangeTo[action].safeParse(details);
      return parsed.success ? { kind: 'PROSPECT_STATE', to: parsed.data.to } : null;
    }
    case 'product.state_changed': {
      const parsed = ZChangeTo[action].safeParse(details);
      return parsed.success ? { kind: 'PRODUCT_STATE', to: parsed.data.to } : null;
    }
    case 'prospect.process_changed': {
      const parsed = ZChangeTo[action].safeParse(details);
      return parsed.success ? { kind: 'PROCESS', to: parsed.data.to } : null;
    }
  }
}

function isChangeAction(action: string): action is ChangeAction {
  return (CHANGE_ACTIONS as readonly string[]).includes(action);
}

/**
 * The applications created in [since, until) with their changes in the order they were recorded
 * (decision 271). One query: the creations through the audit trail's (action, occurred_at) index,
 * each one's changes through its (subject_type, subject_id, occurred_at) index.
 */
export async function readFunnelApplications(
  db: Database,
  since: Date,
  until: Date,
): Promise<FunnelApplication[]> {
  const created = alias(auditEvents, 'created');
  const rows = await db
    .select({
      prospectId: created.subjectId,
      createdDetails: created.details,
      action: auditEvents.action,
      details: auditEvents.details,
    })
    .from(created)
    .leftJoin(
      auditEvents,
      and(
        eq(auditEvents.subjectType, 'prospect'),
        eq(auditEvents.subjectId, created.subjectId),
        inArray(auditEvents.action, [...CHANGE_ACTIONS]),
        // An application changes only after it was created: the period bounds both sides.
        gte(auditEvents.occurredAt, since),
      ),
    )
    .where(
      and(
        eq(created.action, 'prospect.created'),
        gte(created.occurredAt, since),
        lt(created.occurredAt, until),
        eq(created.subjectType, 'prospect'),
      ),
    )
    .orderBy(asc(created.subjectId), asc(auditEvents.occurredAt), asc(auditEvents.id));
  const applications = new Map<string, { created: unknown; records: FunnelRecord[] }>();
  for (const row of rows) {
    if (row.prospectId === null) continue;
    const application = applications.get(row.prospectId) ?? {
      created: row.createdDetails,
      records: [],
    };
    applications.set(row.prospectId, application);
    if (row.action === null || !isChangeAction(row.action)) continue;
    const record = recordOf(row.action, row.details);
    if (record !== null) application.records.push(record);
  }
  return [...applications.values()].flatMap(({ created: details, records }) => {
    const parsed = ZCreated.safeParse(details);
    if (!parsed.success) return [];
    return [{ process: parsed.data.processName, prospectState: parsed.data.state, records }];
  });
}
