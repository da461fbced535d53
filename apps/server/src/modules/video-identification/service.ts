import { randomUUID } from 'node:crypto';
import {
  CALL_REJOIN_WINDOW_MS,
  cardNameOf,
  checkMobileNumber,
  deviceProblems,
  OPERATOR_CONNECT_EXTENSION_MS,
  OPERATOR_CONNECT_LIMIT_MS,
  type IdentificationStatus,
  type TVideoChatEndRequest,
  type TVideoChatStartRequest,
  type TVideoChatState,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { DocumentCaller } from '../../infra/session/caller';
import type { EnteredData, EnteredDataSource } from '../eligibility/entered-data';
import type { ProspectsService } from '../prospects/service';
import {
  identificationAudit,
  NO_INTERACTION,
  notFound,
  SYSTEM_CONTEXT,
  type VideoCore,
} from './core';
import { checkRejoinJob, expireWaitingJob, protocolJob, type TIdentificationJob } from './jobs';
import {
  findIdentification,
  findLatestOfProspect,
  findOpenOfProspect,
  insertIdentification,
  lockIdentification,
  moveIdentification,
} from './repository';
import type { IdentificationEndReason, IdentificationRow } from './tables';

type Applicant = Extract<DocumentCaller, { kind: 'applicant' }>;

export interface VideoIdentificationServiceDeps {
  readonly core: VideoCore;
  readonly jobs: JobQueue;
  readonly prospects: ProspectsService;
  readonly enteredData: EnteredDataSource;
  /** Whether the video operators work now (OPERATOR_HOURS and holidays). */
  readonly operatorsAtWork: () => boolean;
}

/** The video call follows the accepted consent documents (decision 131). */
const START_STATE = 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED';

const applicantActor = (caller: Applicant) =>
  ({ actorType: 'applicant', actorId: caller.userId }) as const;

/** The name as entered on /personaldata, else the account's. */
function fullNameOf(entered: EnteredData | null, fallback: string): string {
  if (entered === null) return fallback;
  const { firstName, secondName, surname } = entered.names;
  return [firstName, secondName, surname].filter(Boolean).join(' ');
}

/** The mobile number entered ("+386 41234567") in E.164, or null when there is none valid. */
export function phoneE164Of(entered: EnteredData | null): string | null {
  const mobile = entered?.contact.mobileNumber;
  if (mobile == null) return null;
  const [prefix, ...rest] = mobile.split(' ');
  const check = checkMobileNumber(prefix ?? '', rest.join(''));
  return check.ok ? check.e164 : null;
}

/**
 * The applicant's side of a video identification (issue 13, decision 132): joining the queue with
 * the device check's report, the one extension of the wait, the state, leaving. Jobs close what
 * nobody closes: a wait past its deadline, a call the applicant did not rejoin.
 */
export function createVideoIdentificationService(deps: VideoIdentificationServiceDeps) {
  const { core, jobs, prospects, enteredData, operatorsAtWork } = deps;
  const { db, clock } = core;

  /** Ends an open identification in `tx`; the protocol job records the evidence. */
  const close = async (
    tx: Transaction,
    row: IdentificationRow,
    status: IdentificationStatus,
    endReason: IdentificationEndReason,
  ): Promise<IdentificationRow | null> => {
    const closed = await moveIdentification(tx, row.id, ['WAITING', 'IN_CALL'], {
      status,
      endReason,
      endedAt: clock(),
      interaction: NO_INTERACTION,
      otpHash: null,
    });
    if (closed !== null) await jobs.enqueue(tx, protocolJob, { identificationId: row.id });
    return closed;
  };

  const requireOwnLatest = async (caller: Applicant, prospectId: string) => {
    await prospects.requireOwn(db, caller, prospectId);
    const row = await findLatestOfProspect(db, prospectId);
    if (row === null) throw notFound();
    return row;
  };

  return {
    /** The bandwidth probes: the prospect must be the caller's own (404 otherwise). */
    async requireOwnProspect(caller: Applicant, prospectId: string): Promise<void> {
      await prospects.requireOwn(db, caller, prospectId);
    },

    /**
     * `PATCH prospects/{id}/videochat/start`: joins the queue, from the accepted consent documents
     * only, with a device that passes the checks, within the operators' hours. A second start
     * while one is open answers that one.
     */
    async start(
      caller: Applicant,
      prospectId: string,
      body: TVideoChatStartRequest,
      context: RequestContext,
    ): Promise<TVideoChatState> {
      const { row, created } = await db.transaction(async (tx) => {
        const prospect = await prospects.requireOwn(tx, caller, prospectId);
        if (prospect.state !== START_STATE) {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: `The video identification starts from ${START_STATE}.`,
          });
        }
        const open = await findOpenOfProspect(tx, prospectId);
        if (open !== null) return { row: open, created: false };
        const problems = deviceProblems(body.device);
        if (problems.length > 0) {
          throw new AppError(422, 'DEVICE_NOT_READY', {
            message: 'The device check found problems.',
            fieldErrors: problems.map((problem) => ({ field: 'device', code: problem })),
          });
        }
        if (!operatorsAtWork()) {
          throw new AppError(409, 'CALL_CENTER_CLOSED', {
            message: 'The video operators are not at work now.',
          });
        }
        const entered = await enteredData.entered(tx, prospectId);
        const fullName = fullNameOf(entered, caller.session.fullName);
        const now = clock();
        const inserted = await insertIdentification(tx, {
          id: randomUUID(),
          prospectId,
          userId: caller.userId,
          uid: caller.uid,
          process: prospect.processName,
          status: 'WAITING',
          language: caller.session.language,
          fullName,
          device: body.device,
          queuedAt: now,
          deadline: new Date(now.getTime() + OPERATOR_CONNECT_LIMIT_MS),
          checklist: {
            documentGenuine: false,
            faceMatchesDocument: false,
            dataMatches: false,
            securityFeaturesShown: false,
          },
          interaction: NO_INTERACTION,
          cardName: cardNameOf(fullName),
          phoneE164: phoneE164Of(entered),
        });
        if (inserted === null) {
          const raced = await findOpenOfProspect(tx, prospectId);
          if (raced === null) throw notFound();
          return { row: raced, created: false };
        }
        await jobs.enqueue(
          tx,
          expireWaitingJob,
          { identificationId: inserted.id },
          { startAfter: inserted.deadline },
        );
        await recordAudit(
          tx,
          context,
          identificationAudit(inserted, applicantActor(caller), 'videochat.started', {
            recordingConsent: body.recordingConsent,
            device: body.device,
          }),
        );
        return { row: inserted, created: true };
      });
      if (created) await core.publishQueueChange(row.id);
      return core.stateOf(db, row);
    },

    /** `PATCH …/videochat/extend`: the one extra wait of 3 minutes, while WAITING. */
    async extend(
      caller: Applicant,
      prospectId: string,
      context: RequestContext,
    ): Promise<TVideoChatState> {
      const row = await db.transaction(async (tx) => {
        await prospects.requireOwn(tx, caller, prospectId);
        const open = await findOpenOfProspect(tx, prospectId);
        const locked = open === null ? null : await lockIdentification(tx, open.id);
        if (locked?.status !== 'WAITING' || locked.extended > 0) {
          throw new AppError(409, 'EXTENSION_NOT_ALLOWED', {
            message: 'Only a waiting identification may wait longer, once.',
          });
        }
        const deadline = new Date(locked.deadline.getTime() + OPERATOR_CONNECT_EXTENSION_MS);
        const moved = await moveIdentification(tx, locked.id, ['WAITING'], {
          deadline,
          extended: 1,
        });
        if (moved === null) throw notFound();
        await jobs.enqueue(
          tx,
          expireWaitingJob,
          { identificationId: moved.id },
          { startAfter: deadline, key: `video-expire:${moved.id}:${deadline.toISOString()}` },
        );
        await recordAudit(
          tx,
          context,
          identificationAudit(moved, applicantActor(caller), 'videochat.extended', {
            deadline: deadline.toISOString(),
          }),
        );
        return moved;
      });
      await core.publishQueueChange(row.id);
      return core.stateOf(db, row);
    },

    /**
     * The evidence record's summary of the latest identification (the remote provider's
     * `dossier`): outcome, times and the protocol's SHA-256 once made.
     */
    async dossierOf(caller: Applicant, prospectId: string) {
      const row = await requireOwnLatest(caller, prospectId);
      return {
        identificationId: row.id,
        status: row.status,
        queuedAt: row.queuedAt.toISOString(),
        startedAt: row.acceptedAt?.toISOString() ?? null,
        endedAt: row.endedAt?.toISOString() ?? null,
        protocolSha256: row.protocolSha256,
      };
    },

    /** `GET …/videochat`: the latest identification's state. */
    async current(caller: Applicant, prospectId: string): Promise<TVideoChatState> {
      return core.stateOf(db, await requireOwnLatest(caller, prospectId));
    },

    /**
     * `PATCH …/videochat/end`: the applicant leaves. Waiting, the place is freed (ABANDONED, or
     * TIMED_OUT when the screen's time limit ran out); in a call, the call ends (INTERRUPTED: a
     * new start begins a fresh identification).
     */
    async end(
      caller: Applicant,
      prospectId: string,
      body: TVideoChatEndRequest,
      context: RequestContext,
    ): Promise<TVideoChatState> {
      const row = await db.transaction(async (tx) => {
        await prospects.requireOwn(tx, caller, prospectId);
        const open = await findOpenOfProspect(tx, prospectId);
        const locked = open === null ? null : await lockIdentification(tx, open.id);
        if (locked === null || (locked.status !== 'WAITING' && locked.status !== 'IN_CALL')) {
          throw new AppError(409, 'IDENTIFICATION_NOT_OPEN', {
            message: 'There is no open video identification to end.',
          });
        }
        const status: IdentificationStatus =
          locked.status === 'IN_CALL'
            ? 'INTERRUPTED'
            : body.reason === 'TIME_LIMIT_REACHED'
              ? 'TIMED_OUT'
              : 'ABANDONED';
        const closed = await close(tx, locked, status, body.reason);
        if (closed === null) throw notFound();
        await recordAudit(
          tx,
          context,
          identificationAudit(closed, applicantActor(caller), 'videochat.ended', {
            reason: body.reason,
            status,
          }),
        );
        return closed;
      });
      await core.publishQueueChange(row.id);
      return core.stateOf(db, row);
    },

    /** The expiry job: a WAITING identification past its deadline is TIMED_OUT. */
    async expireWaiting(payload: TIdentificationJob): Promise<void> {
      const closed = await db.transaction(async (tx) => {
        const row = await lockIdentification(tx, payload.identificationId);
        if (row?.status !== 'WAITING' || row.deadline.getTime() > clock().getTime()) return null;
        const ended = await close(tx, row, 'TIMED_OUT', 'DEADLINE_PASSED');
        if (ended !== null) {
          await recordAudit(
            tx,
            SYSTEM_CONTEXT,
            identificationAudit(ended, { actorType: 'system', actorId: null }, 'videochat.ended', {
              reason: 'DEADLINE_PASSED',
              status: 'TIMED_OUT',
            }),
          );
        }
        return ended;
      });
      if (closed !== null) await core.publishQueueChange(closed.id);
    },

    /**
     * The applicant's connection to the room dropped, waiting or in a call: the rejoin window
     * starts. Waiting too, so that a closed tab frees its queue place long before the deadline.
     */
    async applicantLeft(identificationId: string): Promise<void> {
      const since = clock();
      await db.transaction(async (tx) => {
        const row = await moveIdentification(tx, identificationId, ['IN_CALL', 'WAITING'], {
          applicantLeftAt: since,
        });
        if (row === null) return;
        await jobs.enqueue(
          tx,
          checkRejoinJob,
          { identificationId },
          {
            startAfter: new Date(since.getTime() + CALL_REJOIN_WINDOW_MS),
            key: `video-rejoin:${identificationId}:${since.toISOString()}`,
          },
        );
      });
    },

    /** The applicant (re)joined the call's room: the rejoin window closes. */
    async applicantJoined(identificationId: string): Promise<void> {
      await moveIdentification(db, identificationId, ['IN_CALL', 'WAITING'], {
        applicantLeftAt: null,
      });
    },

    /**
     * The rejoin job: still away after the window → a call is INTERRUPTED, a wait ABANDONED (its
     * queue place freed); a new start begins afresh either way.
     */
    async checkRejoin(payload: TIdentificationJob): Promise<void> {
      const closed = await db.transaction(async (tx) => {
        const row = await lockIdentification(tx, payload.identificationId);
        if (row === null || row.applicantLeftAt === null) return null;
        if (row.status !== 'IN_CALL' && row.status !== 'WAITING') return null;
        if (clock().getTime() - row.applicantLeftAt.getTime() < CALL_REJOIN_WINDOW_MS) return null;
        const [status, reason] =
          row.status === 'IN_CALL'
            ? (['INTERRUPTED', 'NO_REJOIN'] as const)
            : (['ABANDONED', 'CONNECTION_LOST'] as const);
        const ended = await close(tx, row, status, reason);
        if (ended !== null) {
          await recordAudit(
            tx,
            SYSTEM_CONTEXT,
            identificationAudit(ended, { actorType: 'system', actorId: null }, 'videochat.ended', {
              reason,
              status,
            }),
          );
        }
        return ended;
      });
      if (closed !== null) await core.publishQueueChange(closed.id);
    },

    /** For the room: the identification if `caller` is its applicant. */
    async ofApplicant(caller: Applicant, identificationId: string): Promise<IdentificationRow> {
      const row = await findIdentification(db, identificationId);
      if (row?.userId !== caller.userId) throw notFound();
      return row;
    },
  };
}

export type VideoIdentificationService = ReturnType<typeof createVideoIdentificationService>;
