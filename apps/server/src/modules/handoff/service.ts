import { randomUUID } from 'node:crypto';
import {
  BASE_PATH,
  checkMobileNumber,
  DEFAULT_PROCESS,
  handoffLinkPath,
  handoffRoomId,
  HANDOFF_REFRESH_BEFORE_MS,
  HANDOFF_SESSION_VALIDITY_MS,
  HANDOFF_SMS_LIMIT,
  HANDOFF_SMS_WINDOW_MS,
  type HandoffStatusName,
  type HandoffStep,
  type ProcessName,
  type THandoffLink,
  type THandoffSession,
  type THandoffSmsForm,
  type THandoffStatus,
  type TImageTransaction,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { randomId, sha256Hex } from '../../infra/crypto/random';
import { TokenError, tokenAppError } from '../../infra/crypto/signed-tokens';
import type { Database } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { translatorFor } from '../../infra/mail/templates';
import { RATE_LIMITS, smsPerSourceRule } from '../../infra/rate-limit/limits';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { DocumentCaller } from '../../infra/session/caller';
import type { DocumentsService } from '../documents/service';
import { auditNote, type MessagingService } from '../messaging/service';
import type { HandoffTokens } from './handoff-token';
import { sendHandoffLinkJob, type THandoffLinkSmsJob } from './jobs';
import {
  findActiveHandoffSession,
  findHandoff,
  findHandoffsOfProspect,
  insertHandoff,
  insertHandoffSession,
  updateHandoff,
} from './repository';
import type { HandoffTransactionRow } from './tables';

export interface HandoffServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly documents: DocumentsService;
  readonly tokens: HandoffTokens;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly jobs: JobQueue;
  readonly messaging: Pick<MessagingService, 'deliverSms'>;
  readonly rateLimiter: RateLimiter;
  /** SMS a client address may cause per hour across accounts (issue 17 point 4, decision 161). */
  readonly smsPerSourcePerHour: number;
  readonly log: FastifyBaseLogger;
  /** The process of a prospect (null when unknown): the link SMS names its product. */
  readonly processOf: (prospectId: string) => Promise<ProcessName | null>;
}

const SMS_PER_HANDOFF = {
  name: 'handoff-sms.transaction',
  limit: HANDOFF_SMS_LIMIT,
  windowMs: HANDOFF_SMS_WINDOW_MS,
} as const;

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such hand-off.' });

/** The phone's session behind the hand-off cookie (decision 072). */
export interface HandoffSessionCaller {
  readonly caller: Extract<DocumentCaller, { kind: 'handoff' }>;
  readonly transaction: HandoffTransactionRow;
}

/** Hand-off of the document upload to the phone (issue 5 points 3 and 6). */
export function createHandoffService(deps: HandoffServiceDeps) {
  const { db, clock, documents, tokens, hub, jobs } = deps;

  const linkOf = (token: string) => `${deps.publicUrl}${BASE_PATH}/#${handoffLinkPath(token)}`;

  const statusName = (row: HandoffTransactionRow): HandoffStatusName => {
    if (row.finalizedAt !== null) return 'FINALIZED';
    if (row.expiresAt.getTime() <= clock().getTime()) return 'EXPIRED';
    return row.status === 'OPENED' ? 'OPENED' : 'WAITING';
  };

  const statusOf = async (row: HandoffTransactionRow): Promise<THandoffStatus> => {
    const idStatus = await documents.idStatus(row.prospectId);
    const steps = new Set<HandoffStep>(row.stepsDone);
    if (idStatus.idType !== null) steps.add('ID_TYPE');
    for (const side of idStatus.sides) {
      if (side.state === 'UPLOADED' || side.state === 'CONFIRMED') steps.add(side.side);
    }
    if (row.finalizedAt !== null) steps.add('FINALIZED');
    return {
      tid: row.id,
      prospectId: row.prospectId,
      status: statusName(row),
      stepsDone: ['LINK_OPENED', 'ID_TYPE', 'FRONTVIEW', 'BACKVIEW', 'FINALIZED'].filter((step) =>
        steps.has(step as HandoffStep),
      ) as HandoffStep[],
      documents: idStatus,
      expiresAt: row.expiresAt.toISOString(),
      finalizedAt: row.finalizedAt?.toISOString() ?? null,
      smsSentAt: row.smsSentAt?.toISOString() ?? null,
      openedAt: row.openedAt?.toISOString() ?? null,
    };
  };

  const publish = async (row: HandoffTransactionRow) => {
    const status = await statusOf(row);
    const roomId = handoffRoomId(row.id);
    await hub.publish(roomId, {
      messageType: 'DATA',
      type: 'HANDOFF_STATUS',
      payload: { roomId, userId: row.uid, data: status },
    });
    return status;
  };

  /** A hand-off of the caller's prospect; anything else is 404. */
  const requireTransaction = async (
    caller: DocumentCaller,
    tid: string,
  ): Promise<HandoffTransactionRow> => {
    if (caller.kind === 'handoff') {
      if (caller.tid !== tid) throw notFound();
    }
    const row = /^[0-9a-f-]{36}$/i.test(tid) ? await findHandoff(db, tid) : null;
    if (row === null || row.userId !== caller.userId) throw notFound();
    return row;
  };

  const requireOpen = (row: HandoffTransactionRow) => {
    const name = statusName(row);
    if (name === 'FINALIZED') {
      throw new AppError(409, 'HANDOFF_FINALIZED', { message: 'The upload is finished.' });
    }
    if (name === 'EXPIRED') {
      throw new AppError(410, 'HANDOFF_EXPIRED', { message: 'The link has expired.' });
    }
  };

  const issueToken = async (row: HandoffTransactionRow) => {
    const { token, expiresAt } = await tokens.sign({
      tid: row.id,
      uid: row.uid,
      prospectId: row.prospectId,
      language: row.language,
    });
    const updated =
      (await updateHandoff(db, row.id, {
        expiresAt: new Date(Math.max(expiresAt.getTime(), row.expiresAt.getTime())),
        updatedAt: clock(),
      })) ?? row;
    return { token, expiresAt, row: updated };
  };

  return {
    statusOf,
    requireTransaction,

    /**
     * Pushes the current status to every screen following a hand-off of `prospectId` (called
     * whenever a side changes, from the desktop or the phone).
     */
    async publishForProspect(prospectId: string): Promise<void> {
      const now = clock().getTime();
      for (const row of await findHandoffsOfProspect(db, prospectId)) {
        if (row.finalizedAt === null && row.expiresAt.getTime() > now) await publish(row);
      }
    },

    /**
     * `POST onboarding/documents/handoff`: a link for the prospect's open hand-off (a fresh token,
     * the earlier ones stay valid until their own expiry), or a new hand-off.
     */
    async create(
      caller: Extract<DocumentCaller, { kind: 'applicant' }>,
      request: { uid: string; prospectId?: string },
      context: RequestContext,
    ): Promise<THandoffLink> {
      const prospect = await documents.resolveProspect(db, caller, request.prospectId, request.uid);
      if (prospect.state !== 'PROSPECT_EMAIL_CHECKED') {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'The identity documents are already uploaded.',
        });
      }
      const now = clock();
      let row = (await findHandoffsOfProspect(db, prospect.id)).find(
        (candidate) => statusName(candidate) === 'WAITING' || statusName(candidate) === 'OPENED',
      );
      if (row === undefined) {
        row = await insertHandoff(db, {
          id: randomUUID(),
          prospectId: prospect.id,
          userId: caller.userId,
          uid: caller.uid,
          language: caller.session.language,
          status: 'WAITING',
          expiresAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(db, context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'documents.handoff_created',
          subjectType: 'prospect',
          subjectId: prospect.id,
          details: { tid: row.id },
        });
      }
      const issued = await issueToken(row);
      return {
        tid: issued.row.id,
        token: issued.token,
        link: linkOf(issued.token),
        expiresAt: issued.expiresAt.toISOString(),
        refreshAt: new Date(issued.expiresAt.getTime() - HANDOFF_REFRESH_BEFORE_MS).toISOString(),
        status: await statusOf(issued.row),
      };
    },

    /**
     * `POST onboarding/documents/handoff/{tid}/sms`: the link by SMS (spec 2 §5 form), sent by a
     * job; the screens learn of it when it is sent (smsSentAt, pushed).
     */
    async sendSms(
      caller: Extract<DocumentCaller, { kind: 'applicant' }>,
      tid: string,
      form: THandoffSmsForm,
      context: RequestContext,
    ): Promise<THandoffStatus> {
      const row = await requireTransaction(caller, tid);
      requireOpen(row);
      const phone = checkMobileNumber(form.prefix.trim(), form.phoneNumber);
      if (!phone.ok) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          fieldErrors: [{ field: 'phoneNumber', code: phone.code }],
        });
      }
      await deps.rateLimiter.hit(
        { rule: SMS_PER_HANDOFF, subject: row.id },
        { rule: RATE_LIMITS.smsPerPhone, subject: phone.e164 },
        { rule: smsPerSourceRule(deps.smsPerSourcePerHour), subject: context.ip },
      );
      await jobs.enqueue(db, sendHandoffLinkJob, {
        tid: row.id,
        to: phone.e164,
        audit: auditNote(context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'documents.handoff_sms_sent',
          subjectType: 'prospect',
          subjectId: row.prospectId,
          details: { tid: row.id },
        }),
      });
      return statusOf(row);
    },

    /** The job's handler: a fresh link by SMS, sent once; the screens see smsSentAt at once. */
    async deliverLinkSms(payload: THandoffLinkSmsJob, job: JobContext): Promise<void> {
      const row = await findHandoff(db, payload.tid);
      if (row === null || statusName(row) === 'FINALIZED' || statusName(row) === 'EXPIRED') {
        deps.log.info({ tid: payload.tid }, 'hand-off link SMS not sent: the hand-off is over');
        return;
      }
      const issued = await issueToken(row);
      const product = (await deps.processOf(row.prospectId)) ?? DEFAULT_PROCESS;
      const text = translatorFor(row.language)(`documentsServer.sms.handoffLink.${product}`, {
        link: linkOf(issued.token),
      });
      const sent = await deps.messaging.deliverSms(
        job.effectKey,
        { to: payload.to, text },
        payload.audit,
      );
      if (!sent) return;
      const updated =
        (await updateHandoff(db, row.id, { smsSentAt: clock(), updatedAt: clock() })) ?? issued.row;
      await publish(updated);
    },

    /**
     * `POST onboarding/documents/handoff/session`: the phone's token for a hand-off session. The
     * token may be used again (a reopened link) until the hand-off is finalized or it expires.
     */
    async exchange(
      token: string,
    ): Promise<{ session: THandoffSession; secret: string; expiresAt: Date }> {
      let claims;
      try {
        claims = await tokens.verify(token);
      } catch (error) {
        if (error instanceof TokenError) throw tokenAppError(error);
        throw error;
      }
      const row = await findHandoff(db, claims.tid);
      if (row === null || row.prospectId !== claims.prospectId || row.uid !== claims.uid) {
        throw notFound();
      }
      if (row.finalizedAt !== null) {
        throw new AppError(409, 'HANDOFF_FINALIZED', { message: 'The upload is finished.' });
      }
      const now = clock();
      const secret = randomId(32);
      const expiresAt = new Date(now.getTime() + HANDOFF_SESSION_VALIDITY_MS);
      await insertHandoffSession(db, {
        secretHash: sha256Hex(secret),
        transactionId: row.id,
        expiresAt,
        createdAt: now,
      });
      const updated = await markOpened(row);
      return {
        session: {
          tid: row.id,
          uid: row.uid,
          prospectId: row.prospectId,
          language: claims.language,
          status: await publish(updated),
        },
        secret,
        expiresAt,
      };
    },

    /**
     * A screen asks to follow the room of hand-off `tid` (realtime): allowed to the hand-off's
     * applicant and phone; the current status is its first message.
     */
    async statusForRoom(caller: DocumentCaller, tid: string) {
      const row = await requireTransaction(caller, tid);
      return { uid: row.uid, roomId: handoffRoomId(row.id), status: await statusOf(row) };
    },

    /** The phone's caller from its hand-off cookie, or null. */
    async phoneCallerOf(cookie: string | undefined): Promise<HandoffSessionCaller | null> {
      if (cookie === undefined || cookie.length > 200) return null;
      const session = await findActiveHandoffSession(db, sha256Hex(cookie), clock());
      if (session === null) return null;
      const row = await findHandoff(db, session.transactionId);
      if (row === null) return null;
      return {
        caller: {
          kind: 'handoff',
          userId: row.userId,
          uid: row.uid,
          prospectId: row.prospectId,
          tid: row.id,
        },
        transaction: row,
      };
    },

    /** `POST onboarding/prospects/{id}/noauth/images/receivedsms?tid`: the phone got the link. */
    async receivedSms(prospectId: string, tid: string): Promise<void> {
      const row = /^[0-9a-f-]{36}$/i.test(tid) ? await findHandoff(db, tid) : null;
      if (row === null || row.prospectId !== prospectId) throw notFound();
      requireOpen(row);
      await publish(await markOpened(row));
    },

    /** `GET onboarding/prospects/{id}/images/transactions`. */
    async transactions(caller: DocumentCaller, prospectId: string): Promise<TImageTransaction[]> {
      const prospect = await documents.resolveProspect(db, caller, prospectId);
      const rows = await findHandoffsOfProspect(db, prospect.id);
      return Promise.all(
        rows.map(async (row) => {
          const status = await statusOf(row);
          return {
            tid: row.id,
            status: status.status,
            stepsDone: status.stepsDone,
            language: row.language,
            createdAt: row.createdAt.toISOString(),
            expiresAt: status.expiresAt,
            smsSentAt: status.smsSentAt,
            openedAt: status.openedAt,
            finalizedAt: status.finalizedAt,
          };
        }),
      );
    },

    /**
     * `POST onboarding/documents/handoff/{tid}/finalize`: the phone (or the desktop) confirms;
     * the same confirmation as setIDDocument, and the hand-off is closed in the same transaction.
     */
    async finalize(
      caller: DocumentCaller,
      tid: string,
      context: RequestContext,
    ): Promise<THandoffStatus> {
      const row = await requireTransaction(caller, tid);
      requireOpen(row);
      await db.transaction(async (tx) => {
        await documents.confirm(tx, caller, row.prospectId, context);
        const now = clock();
        await updateHandoff(tx, row.id, {
          status: 'FINALIZED',
          finalizedAt: now,
          stepsDone: [...new Set<HandoffStep>([...row.stepsDone, 'FINALIZED'])],
          updatedAt: now,
        });
      });
      const finalized = (await findHandoff(db, row.id)) ?? row;
      return publish(finalized);
    },

    /** After setIDDocument from the desktop: open hand-offs of the prospect are finished too. */
    async closeForProspect(prospectId: string): Promise<void> {
      const now = clock();
      for (const row of await findHandoffsOfProspect(db, prospectId)) {
        if (row.finalizedAt !== null) continue;
        const updated = await updateHandoff(db, row.id, {
          status: 'FINALIZED',
          finalizedAt: now,
          updatedAt: now,
        });
        if (updated !== null) await publish(updated);
      }
    },
  };

  async function markOpened(row: HandoffTransactionRow): Promise<HandoffTransactionRow> {
    if (row.openedAt !== null && row.status === 'OPENED') return row;
    const now = clock();
    return (
      (await updateHandoff(db, row.id, {
        status: row.finalizedAt === null ? 'OPENED' : row.status,
        openedAt: row.openedAt ?? now,
        stepsDone: [...new Set<HandoffStep>([...row.stepsDone, 'LINK_OPENED'])],
        updatedAt: now,
      })) ?? row
    );
  }
}

export type HandoffService = ReturnType<typeof createHandoffService>;
