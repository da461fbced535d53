import { createHash, randomUUID } from 'node:crypto';
import {
  API_BASE_OPERATOR,
  IDENTIFICATION_STATUSES,
  missingApprovalConditions,
  OTP_VALIDITY_MS,
  SNAPSHOT_MAX_BYTES,
  VIDEO_ACTION_STEPS,
  videoConsentsFor,
  videoRoomId,
  type IdentificationStatus,
  type ProcessName,
  type ProspectState,
  type RedoTarget,
  type SnapshotKind,
  type TChecklist,
  type TDecisionRequest,
  type TIdentificationDetail,
  type TIdentificationList,
  type TOperatorQueue,
  type TVideoInteraction,
  type VideoInteractionAction,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { equalHex, hmacSha256Hex, randomDigits } from '../../infra/crypto/random';
import type { Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { translatorFor } from '../../infra/mail/templates';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { DocumentsService } from '../documents/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import { auditNote, type MessagingService } from '../messaging/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { applicantSections } from './applicant-sections';
import {
  identificationAudit,
  NO_INTERACTION,
  notFound,
  notInCall,
  staffActor,
  type VideoCore,
} from './core';
import { answersOf } from './answers';
import { protocolJob, sendCallOtpJob, type TCallOtpJob } from './jobs';
import {
  findAnswers,
  findFinished,
  findIdentification,
  findSnapshots,
  insertSnapshot,
  lockIdentification,
  moveIdentification,
} from './repository';
import type { IdentificationRow } from './tables';

export interface OperatorServiceDeps {
  readonly core: VideoCore;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  readonly appSecret: string;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly enteredData: EnteredDataSource;
  readonly documents: Pick<DocumentsService, 'idStatus' | 'storedBytes'>;
  readonly messaging: Pick<MessagingService, 'deliverSms'>;
  /**
   * What follows an approval, in its transaction (decision 140): the dossier's long process for
   * the account processes; the loan's own steps for a loan.
   */
  readonly onIdentified: (
    tx: Transaction,
    identified: { readonly prospectId: string; readonly process: ProcessName },
    context: RequestContext,
  ) => Promise<void>;
}

/** The in-call code: 6 digits, as the sign-in code. */
export const CALL_OTP_LENGTH = 6;
/** The in-call code's tries, as the sign-in code's (OTP_MAX_ATTEMPTS). */
export const CALL_OTP_MAX_ATTEMPTS = 5;

/** The part a REDO sends the applicant back to: the prospect state (and product state) it resumes. */
/**
 * The part a REDO sends the applicant back to (decision 132): the documents upload
 * (PROSPECT_EMAIL_CHECKED), or the personal data (PROSPECT_IDS_UPLOADED) for a data section. The
 * product goes back to PRODUCT_NEW either way: the personal data is submitted again after new
 * documents too (their reading prefills it).
 */
const REDO_STATES: Readonly<Record<RedoTarget, ProspectState>> = {
  DOCUMENTS: 'PROSPECT_EMAIL_CHECKED',
  PERSONAL: 'PROSPECT_IDS_UPLOADED',
  ADDRESS: 'PROSPECT_IDS_UPLOADED',
  CONTACT: 'PROSPECT_IDS_UPLOADED',
  EMPLOYMENT: 'PROSPECT_IDS_UPLOADED',
  PURPOSE: 'PROSPECT_IDS_UPLOADED',
};

const CLOSED_STATUSES = IDENTIFICATION_STATUSES.filter(
  (status) => status !== 'WAITING' && status !== 'IN_CALL',
);

/** JPEG files start with the SOI marker and a segment marker (FF D8 FF). */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const notYourCall = () =>
  new AppError(403, 'NOT_YOUR_CALL', {
    message: 'Only the operator who accepted this call may act on it.',
  });

/**
 * The operator's side (issue 13 point 6, decision 132): the queue, accepting a call (one operator
 * wins), what is shown beside the video, the forms pushed to the applicant, the checklist,
 * snapshots and the decision. Every action is audited with the staff id.
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const { core, jobs, storage, appSecret, prospects, products, enteredData, documents } = deps;
  const { db, clock } = core;
  const otpHash = (row: Pick<IdentificationRow, 'id'>, round: number, code: string) =>
    hmacSha256Hex(appSecret, `video-call:${row.id}:${round}:${code}`);

  /** The call `staff` accepted, locked for a change in `tx`; refused otherwise. */
  const requireOwnCall = async (tx: Transaction, staff: StaffCaller, id: string) => {
    const row = await lockIdentification(tx, id);
    if (row === null) throw notFound();
    if (row.operatorId !== staff.staffId) throw notYourCall();
    if (row.status !== 'IN_CALL') throw notInCall();
    return row;
  };

  /** Viewing: the accepting operator, or a supervisor. */
  const requireVisible = async (staff: StaffCaller, id: string) => {
    const row = await findIdentification(db, id);
    if (row === null) throw notFound();
    if (row.operatorId !== staff.staffId && staff.role !== 'SUPERVISOR') throw notYourCall();
    return row;
  };

  const interactionFor = async (
    tx: Transaction,
    row: IdentificationRow,
    action: VideoInteractionAction,
  ): Promise<TVideoInteraction> => {
    const base = {
      interactivityOnGoing: true,
      interactivityAction: action,
      interactivityStep: VIDEO_ACTION_STEPS[action],
    };
    switch (action) {
      case 'SHOW_FORM_NUMBER':
      case 'SHOW_CONFIRM_FORM_NUMBER': {
        if (row.phoneE164 === null) {
          throw new AppError(409, 'PHONE_MISSING', {
            message: 'The applicant entered no mobile number.',
          });
        }
        return { ...base, interactivityData: { phoneNumber: row.phoneE164 } };
      }
      case 'SHOW_CONFIRM_CARD_NAME':
        return { ...base, interactivityData: { cardName: row.cardName } };
      case 'SHOW_CONSENTS': {
        // One at a time (spec 3 §4): the first not answered yet.
        const answered = new Set(
          answersOf(await findAnswers(tx, row.id)).flatMap((answer) =>
            answer.kind === 'CONSENT' ? [answer.answer.name] : [],
          ),
        );
        const consents = videoConsentsFor(row.process);
        const next = consents.findIndex((name) => !answered.has(name));
        const name = consents[next];
        if (name === undefined) {
          throw new AppError(409, 'CONSENTS_ANSWERED', {
            message: 'Every consent of the call is answered.',
          });
        }
        return { ...base, interactivityData: { consents: [{ id: next, name }] } };
      }
    }
  };

  return {
    async queue(): Promise<TOperatorQueue> {
      return core.queue(db);
    },

    /** `POST identifications/{id}/accept`: atomic, so of two operators only one gets the call. */
    async accept(
      staff: StaffCaller,
      id: string,
      context: RequestContext,
    ): Promise<TIdentificationDetail> {
      const accepted = await db.transaction(async (tx) => {
        const row = await moveIdentification(tx, id, ['WAITING'], {
          status: 'IN_CALL',
          operatorId: staff.staffId,
          operatorName: staff.fullName,
          operatorLanguage: staff.language,
          acceptedAt: clock(),
        });
        if (row === null) {
          if ((await findIdentification(tx, id)) === null) throw notFound();
          throw new AppError(409, 'ALREADY_TAKEN', {
            message: 'This identification is no longer waiting.',
          });
        }
        await recordAudit(
          tx,
          context,
          identificationAudit(row, staffActor(staff), 'videochat.accepted', {
            waitedMs: clock().getTime() - row.queuedAt.getTime(),
          }),
        );
        return row;
      });
      await core.publishQueueChange(accepted.id);
      return this.detail(staff, accepted.id);
    },

    /** `GET identifications/{id}`: everything the operator sees beside the video. */
    async detail(staff: StaffCaller, id: string): Promise<TIdentificationDetail> {
      const row = await requireVisible(staff, id);
      const entered = await db.transaction((tx) => enteredData.entered(tx, row.prospectId));
      const idStatus = await documents.idStatus(row.prospectId);
      const answers = answersOf(await findAnswers(db, row.id));
      return {
        identificationId: row.id,
        prospectId: row.prospectId,
        roomId: videoRoomId(row.id),
        status: row.status,
        process: row.process,
        language: row.language,
        applicant: {
          uid: row.uid,
          fullName: row.fullName,
          email: entered?.contact.email ?? '',
          phoneNumber: row.phoneE164,
          sections: applicantSections(entered),
        },
        documents: idStatus.sides.flatMap((side) =>
          side.image === null
            ? []
            : [
                {
                  side: side.side,
                  type: idStatus.idType ?? side.image.documentType,
                  imagePath: `${API_BASE_OPERATOR}/identifications/${row.id}/documents/${side.image.id}/image`,
                },
              ],
        ),
        device: row.device,
        checklist: row.checklist,
        answers,
        snapshots: (await findSnapshots(db, row.id)).map((snapshot) => ({
          id: snapshot.id,
          kind: snapshot.kind,
          sha256: snapshot.sha256,
          at: snapshot.at.toISOString(),
        })),
        consentNames: [...videoConsentsFor(row.process)],
        cardName: row.cardName,
        startedAt: row.acceptedAt?.toISOString() ?? null,
        endedAt: row.endedAt?.toISOString() ?? null,
        operator:
          row.operatorId === null ? null : { id: row.operatorId, fullName: row.operatorName ?? '' },
        iceServers: core.iceServersOf(),
      };
    },

    /** `GET identifications/{id}/documents/{documentId}/image`: a side of the applicant's document. */
    async documentImage(
      staff: StaffCaller,
      id: string,
      documentId: string,
    ): Promise<{ bytes: Buffer; mediaType: string }> {
      const row = await requireVisible(staff, id);
      const side = (await documents.idStatus(row.prospectId)).sides.find(
        (each) => each.image?.id === documentId,
      );
      const bytes = side?.image == null ? null : await documents.storedBytes(documentId);
      if (side?.image == null || bytes === null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such document image.' });
      }
      return { bytes, mediaType: side.image.mediaType };
    },

    /** `POST identifications/{id}/actions`: pushes one form to the applicant's overlay. */
    async pushAction(
      staff: StaffCaller,
      id: string,
      action: VideoInteractionAction,
      context: RequestContext,
    ): Promise<TIdentificationDetail> {
      const row = await db.transaction(async (tx) => {
        const call = await requireOwnCall(tx, staff, id);
        const interaction = await interactionFor(tx, call, action);
        const sendsCode = action === 'SHOW_CONFIRM_FORM_NUMBER';
        const round = call.otpRound + 1;
        const moved = await moveIdentification(tx, id, ['IN_CALL'], {
          interaction,
          // A new push voids the code of an earlier one; the job makes the new code.
          ...(sendsCode ? { otpHash: null, otpAttempts: 0, otpRound: round } : {}),
        });
        if (moved === null) throw notInCall();
        if (sendsCode && call.phoneE164 !== null) {
          await jobs.enqueue(tx, sendCallOtpJob, {
            identificationId: id,
            round,
            audit: auditNote(context, {
              ...identificationAudit(call, staffActor(staff), 'videochat.otp_sent'),
            }),
          });
        }
        await recordAudit(
          tx,
          context,
          identificationAudit(call, staffActor(staff), 'videochat.action', { action }),
        );
        return moved;
      });
      await core.publishInteraction(row);
      return this.detail(staff, id);
    },

    /** The SMS job of SHOW_CONFIRM_FORM_NUMBER: makes the code now, keeps its HMAC, sends it once. */
    async deliverCallOtp(payload: TCallOtpJob, job: JobContext): Promise<void> {
      const row = await findIdentification(db, payload.identificationId);
      if (row?.status !== 'IN_CALL' || row.otpRound !== payload.round || row.phoneE164 === null) {
        return;
      }
      const code = randomDigits(CALL_OTP_LENGTH);
      const stored = await moveIdentification(db, row.id, ['IN_CALL'], {
        otpHash: otpHash(row, payload.round, code),
        otpExpiresAt: new Date(clock().getTime() + OTP_VALIDITY_MS),
        otpAttempts: 0,
      });
      if (stored === null) return;
      const text = translatorFor(row.language)('videoIdentificationServer.sms.callCode', { code });
      await deps.messaging.deliverSms(job.effectKey, { to: row.phoneE164, text }, payload.audit);
    },

    /** Compares a typed code with the stored HMAC (the caller has counted the try). */
    codeMatches(row: IdentificationRow, storedHash: string, code: string): boolean {
      return equalHex(storedHash, otpHash(row, row.otpRound, code));
    },

    /** `PUT identifications/{id}/checklist`. */
    async saveChecklist(
      staff: StaffCaller,
      id: string,
      checklist: TChecklist,
      context: RequestContext,
    ): Promise<TIdentificationDetail> {
      await db.transaction(async (tx) => {
        const call = await requireOwnCall(tx, staff, id);
        await moveIdentification(tx, id, ['IN_CALL'], { checklist });
        await recordAudit(
          tx,
          context,
          identificationAudit(call, staffActor(staff), 'videochat.checklist', { checklist }),
        );
      });
      return this.detail(staff, id);
    },

    /** `POST identifications/{id}/snapshots?kind`: a JPEG frame, sealed in storage with its hash. */
    async takeSnapshot(
      staff: StaffCaller,
      id: string,
      kind: SnapshotKind,
      bytes: Buffer,
      context: RequestContext,
    ): Promise<{ id: string; kind: SnapshotKind; sha256: string; at: string }> {
      if (bytes.length === 0 || bytes.length > SNAPSHOT_MAX_BYTES || !isJpeg(bytes)) {
        throw new AppError(422, 'SNAPSHOT_NOT_JPEG', {
          message: `A snapshot is one JPEG image up to ${SNAPSHOT_MAX_BYTES} bytes.`,
        });
      }
      const snapshotId = randomUUID();
      const storageKey = `video-identifications/${id}/${snapshotId}`;
      const sha256 = sha256Hex(bytes);
      const at = clock();
      await db.transaction(async (tx) => {
        const call = await requireOwnCall(tx, staff, id);
        await insertSnapshot(tx, {
          id: snapshotId,
          identificationId: id,
          kind,
          storageKey,
          sha256,
          at,
          takenBy: staff.staffId,
        });
        await recordAudit(
          tx,
          context,
          identificationAudit(call, staffActor(staff), 'videochat.snapshot', {
            snapshotId,
            kind,
            sha256,
          }),
        );
        // Stored inside the transaction: a refused snapshot leaves no file, a failed store no row.
        await storage.put(storageKey, bytes);
      });
      return { id: snapshotId, kind, sha256, at: at.toISOString() };
    },

    /**
     * `POST identifications/{id}/decision`: APPROVE (every approval condition met) →
     * PROSPECT_VERIFIED; REJECT → PROSPECT_REJECTED with the reason; REDO → back to the part
     * named, the reason shown to the applicant. The protocol job records the evidence.
     */
    async decide(
      staff: StaffCaller,
      id: string,
      decision: TDecisionRequest,
      context: RequestContext,
    ): Promise<TIdentificationDetail> {
      await db.transaction(async (tx) => {
        const call = await requireOwnCall(tx, staff, id);
        const actor = { actorId: staff.staffId, actorType: 'operator' } as const;
        let status: IdentificationStatus;
        if (decision.outcome === 'APPROVE') {
          const missing = missingApprovalConditions({
            checklist: call.checklist,
            answers: answersOf(await findAnswers(tx, id)),
            consentNames: [...videoConsentsFor(call.process)],
          });
          if (missing.length > 0) {
            throw new AppError(409, 'APPROVAL_INCOMPLETE', {
              message: 'The identification cannot be approved yet.',
              fieldErrors: missing.map((condition) => ({ field: 'decision', code: condition })),
            });
          }
          status = 'APPROVED';
          await prospects.advance(
            tx,
            {
              prospectId: call.prospectId,
              from: ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'],
              to: 'PROSPECT_VERIFIED',
              ...actor,
              details: { step: 'videoIdentification', identificationId: id },
            },
            context,
          );
          await deps.onIdentified(
            tx,
            { prospectId: call.prospectId, process: call.process },
            context,
          );
        } else if (decision.outcome === 'REJECT') {
          status = 'REJECTED';
          await prospects.advance(
            tx,
            {
              prospectId: call.prospectId,
              from: ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'],
              to: 'PROSPECT_REJECTED',
              ...actor,
              details: { step: 'videoIdentification', identificationId: id },
            },
            context,
          );
        } else {
          status = 'REDO';
          await prospects.advance(
            tx,
            {
              prospectId: call.prospectId,
              from: ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'],
              to: REDO_STATES[decision.redo],
              ...actor,
              details: { step: 'videoIdentification', identificationId: id, redo: decision.redo },
            },
            context,
          );
          await products.advance(
            tx,
            {
              prospectId: call.prospectId,
              from: ['PRODUCT_EMPLOYMENT_UPLOADED'],
              to: 'PRODUCT_NEW',
              ...actor,
            },
            context,
          );
        }
        const reason = decision.outcome === 'APPROVE' ? null : decision.reason;
        await moveIdentification(tx, id, ['IN_CALL'], {
          status,
          endedAt: clock(),
          endReason: 'DECIDED',
          decisionReason: reason,
          redoTarget: decision.outcome === 'REDO' ? decision.redo : null,
          interaction: NO_INTERACTION,
          otpHash: null,
        });
        await jobs.enqueue(tx, protocolJob, { identificationId: id });
        await recordAudit(
          tx,
          context,
          identificationAudit(call, staffActor(staff), 'videochat.decided', {
            outcome: decision.outcome,
            status,
            ...(reason === null ? {} : { reason }),
            ...(decision.outcome === 'REDO' ? { redo: decision.redo } : {}),
          }),
        );
        // `videochat.started` … `videochat.ended` bracket every attempt in the audit trail.
        await recordAudit(
          tx,
          context,
          identificationAudit(call, staffActor(staff), 'videochat.ended', {
            reason: 'DECIDED',
            status,
          }),
        );
      });
      await core.publishQueueChange(id);
      return this.detail(staff, id);
    },

    /** `GET identifications?status` (supervisor): the finished ones, newest first. */
    async finished(status: IdentificationStatus | undefined): Promise<TIdentificationList> {
      const rows = await findFinished(db, status === undefined ? CLOSED_STATUSES : [status], 200);
      return {
        identifications: rows.map((row) => ({
          identificationId: row.id,
          fullName: row.fullName,
          process: row.process,
          status: row.status,
          startedAt: row.acceptedAt?.toISOString() ?? null,
          endedAt: row.endedAt?.toISOString() ?? null,
          operatorName: row.operatorName,
          protocolReady: row.protocolKey !== null,
        })),
      };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
