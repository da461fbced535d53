import { randomUUID } from 'node:crypto';
import {
  cardNameOf,
  deviceProblems,
  OPERATOR_CONNECT_LIMIT_MS,
  type ProcessName,
  type TVideoChatStartRequest,
  type TVideoChatState,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProspectsService } from '../../prospects/service';
import { applicantActor, fullNameOf, phoneE164Of, type Applicant } from '../applicant';
import { identificationAudit, NO_INTERACTION, notFound, type VideoCore } from '../core';
import { expireWaitingJob } from '../jobs';
import { queueAttentionOf, type QueueAttentionDeps } from '../queue-attention';
import {
  findIdentification,
  findLatestOfProspect,
  findOpenOfProspect,
  insertIdentification,
} from '../repository';
import type { IdentificationRow } from '../tables';

export interface StartVideoChatDeps extends QueueAttentionDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'stateOf' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'latestCorrection'>;
  readonly enteredData: EnteredDataSource;
  /** Whether the video operators work now (OPERATOR_HOURS and holidays). */
  readonly operatorsAtWork: () => boolean;
}

/** The video call follows the accepted consent documents (decision 131). */
const START_STATE = 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED';

/** Refuses a device the checks find problems with, or a start outside the operators' hours. */
function requireReady(body: TVideoChatStartRequest, operatorsAtWork: () => boolean): void {
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
}

/**
 * Whether the applicant comes back after a correction, and from whom (decision 244): their newest
 * correction is resolved, and no decision came after it (an approval or a rejection moves the
 * prospect past the call; a new send-back opens a new correction).
 */
async function returningFrom(
  deps: StartVideoChatDeps,
  tx: Transaction,
  prospectId: string,
): Promise<{ operatorId: string; operatorName: string | null } | null> {
  const correction = await deps.prospects.latestCorrection(tx, prospectId);
  if (correction === null || correction.resolvedAt === null) return null;
  const sentBackIn = await findIdentification(tx, correction.identificationId);
  return { operatorId: correction.operatorId, operatorName: sentBackIn?.operatorName ?? null };
}

/**
 * Joins the queue in `tx`: the new WAITING identification, its expiry job and its audit record;
 * null when another start of the prospect got there first.
 */
async function joinQueue(
  deps: StartVideoChatDeps,
  tx: Transaction,
  caller: Applicant,
  prospect: { readonly id: string; readonly processName: ProcessName },
  body: TVideoChatStartRequest,
  context: RequestContext,
): Promise<IdentificationRow | null> {
  const entered = await deps.enteredData.entered(tx, prospect.id);
  const fullName = fullNameOf(entered, caller.session.fullName);
  const now = deps.core.clock();
  const returning = await returningFrom(deps, tx, prospect.id);
  const attention = await queueAttentionOf(deps, tx, prospect.id);
  const inserted = await insertIdentification(tx, {
    id: randomUUID(),
    prospectId: prospect.id,
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
    returning: returning !== null,
    preferredOperatorId: returning?.operatorId ?? null,
    preferredOperatorName: returning?.operatorName ?? null,
    attention,
    faceComparisonConsent: body.faceComparisonConsent === true,
  });
  if (inserted === null) return null;
  await deps.jobs.enqueue(
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
      faceComparisonConsent: body.faceComparisonConsent === true,
      device: body.device,
      ...(returning === null ? {} : { returning: true }),
    }),
  );
  return inserted;
}

/**
 * `PATCH prospects/{id}/videochat/start`: joins the queue, from the accepted consent documents
 * only, with a device that passes the checks, within the operators' hours. A second start
 * while one is open, or while an approval waits for a second staff member, answers that one.
 */
export function createStartVideoChat(deps: StartVideoChatDeps) {
  const { core, prospects, operatorsAtWork } = deps;
  const { db } = core;
  return async function start(
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
      // Decision 267: an approval waiting for a second staff member is the answer, not a new call.
      const latest = await findLatestOfProspect(tx, prospectId);
      if (latest?.status === 'AWAITING_SECOND_APPROVAL') return { row: latest, created: false };
      requireReady(body, operatorsAtWork);
      const inserted = await joinQueue(
        deps,
        tx,
        caller,
        { id: prospectId, processName: prospect.processName },
        body,
        context,
      );
      if (inserted === null) {
        const raced = await findOpenOfProspect(tx, prospectId);
        if (raced === null) throw notFound();
        return { row: raced, created: false };
      }
      return { row: inserted, created: true };
    });
    if (created) await core.publishQueueChange(row.id);
    return core.stateOf(db, row);
  };
}
