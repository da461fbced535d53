import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/database';
import { type AuditActorType, auditEvents } from './tables';

/** Who asked, from where: taken from the request once and handed to services. */
export interface RequestContext {
  readonly ip: string;
  readonly userAgent: string | null;
  readonly requestId: string;
}

/** The context of work no request caused (a job): the audit trail names the system. */
export const SYSTEM_CONTEXT: RequestContext = {
  ip: '127.0.0.1',
  userAgent: null,
  requestId: 'job',
};

export function requestContextOf(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    // Bounded: the header is the client's to choose.
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    requestId: request.id,
  };
}

export interface AuditEvent {
  readonly actorType: AuditActorType;
  readonly actorId: string | null;
  /** A stable dotted code: prospect.registered, session.started… */
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string | null;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, which a path parameter can carry (an id in a
 * refusal's record): written as U+FFFD, so recording a refused request never fails it.
 */
function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [storable(key), storable(inner)]),
    ) as T;
  }
  return value;
}

/**
 * Appends to the audit trail (DESIGN "PII"), inside the caller's transaction so the event and the
 * change it records are written together or not at all.
 */
export async function recordAudit(
  db: Database | Transaction,
  context: RequestContext,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditEvents).values({
    actorType: event.actorType,
    actorId: storable(event.actorId),
    action: event.action,
    subjectType: event.subjectType,
    subjectId: storable(event.subjectId),
    ip: context.ip,
    userAgent: storable(context.userAgent),
    requestId: context.requestId,
    details: storable({ ...event.details }),
  });
}
