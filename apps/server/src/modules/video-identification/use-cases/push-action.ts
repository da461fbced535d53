import {
  VIDEO_ACTION_STEPS,
  scriptActions,
  type TCallScript,
  type TIdentificationDetail,
  type TVideoInteraction,
  type VideoInteractionAction,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { auditNote, type MessagingService } from '../../messaging/service';
import { identificationAudit, notInCall, staffActor, type VideoCore } from '../core';
import { sendCallOtpJob } from '../jobs';
import { consentsData, nextConsentOf } from '../next-consent';
import { requireOwnCall } from '../own-call';
import { moveIdentification } from '../repository';
import type { IdentificationRow } from '../tables';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface PushActionDeps {
  readonly core: Pick<VideoCore, 'db' | 'publishInteraction' | 'scriptOf'>;
  readonly jobs: JobQueue;
  readonly detail: ReadIdentificationDetail;
  readonly messaging: Pick<MessagingService, 'hold'>;
}

/** The form `action` shows the applicant, with what it shows of the call's data. */
async function interactionFor(
  tx: Transaction,
  row: IdentificationRow,
  action: VideoInteractionAction,
  script: TCallScript,
): Promise<TVideoInteraction> {
  // Decision 230: only the forms of the product's script (no card name for a loan or a deposit).
  if (!scriptActions(script).includes(action)) {
    throw new AppError(422, 'ACTION_NOT_IN_SCRIPT', {
      message: 'This form is not part of the call for this product.',
      fieldErrors: [{ field: 'action', code: 'ACTION_NOT_IN_SCRIPT' }],
    });
  }
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
      const consent = await nextConsentOf(tx, row, script);
      if (consent === null) {
        throw new AppError(409, 'CONSENTS_ANSWERED', {
          message: 'Every consent of the call is answered.',
        });
      }
      return { ...base, interactivityData: consentsData(consent, script) };
    }
  }
}

/** `POST identifications/{id}/actions`: pushes one form to the applicant's overlay. */
export function createPushAction(deps: PushActionDeps) {
  const { core, jobs, detail } = deps;
  const { db } = core;
  return async function pushAction(
    staff: StaffCaller,
    id: string,
    action: VideoInteractionAction,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    const row = await db.transaction(async (tx) => {
      const call = await requireOwnCall(tx, staff, id);
      const interaction = await interactionFor(tx, call, action, await core.scriptOf(tx, call));
      const sendsCode = action === 'SHOW_CONFIRM_FORM_NUMBER';
      const round = call.otpRound + 1;
      const moved = await moveIdentification(tx, id, ['IN_CALL'], {
        interaction,
        // A new push voids the code of an earlier one; the job makes the new code.
        ...(sendsCode ? { otpHash: null, otpAttempts: 0, otpRound: round } : {}),
      });
      if (moved === null) throw notInCall();
      if (sendsCode && call.phoneE164 !== null) {
        const messageId = await deps.messaging.hold(
          tx,
          { userId: call.userId, prospectId: call.prospectId },
          {
            audit: auditNote(context, {
              ...identificationAudit(call, staffActor(staff), 'videochat.otp_sent'),
            }),
          },
        );
        await jobs.enqueue(tx, sendCallOtpJob, { identificationId: id, round, messageId });
      }
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.action', { action }),
      );
      return moved;
    });
    await core.publishInteraction(row);
    return detail(staff, id);
  };
}
