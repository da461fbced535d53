import {
  missingApprovalConditions,
  type IdentificationStatus,
  type ProcessName,
  type ProspectState,
  type TDecisionRequest,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { DocumentsService } from '../../documents/service';
import type { FourEyesService } from '../../four-eyes/service';
import type { ProspectsService } from '../../prospects/service';
import { answersOf } from '../answers';
import { identificationAudit, NO_INTERACTION, staffActor, type VideoCore } from '../core';
import { protocolJob } from '../jobs';
import { decidedOf, type OnDecided } from '../on-decided';
import { requireOwnCall } from '../own-call';
import { findAnswers, moveIdentification } from '../repository';
import type { IdentificationRow } from '../tables';
import type { ReadIdentificationDetail } from './read-identification-detail';

/**
 * What follows an approval, in its transaction (decision 140): the dossier's long process for
 * the account processes; the loan's own steps for a loan.
 */
export type OnIdentified = (
  tx: Transaction,
  identified: { readonly prospectId: string; readonly process: ProcessName },
  context: RequestContext,
) => Promise<void>;

export interface DecideIdentificationDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange' | 'scriptOf'>;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'advance' | 'openCorrection'>;
  readonly documents: Pick<DocumentsService, 'sendBack'>;
  readonly onIdentified: OnIdentified;
  readonly onDecided: OnDecided;
  readonly fourEyes: Pick<FourEyesService, 'assess' | 'recordFirstApproval'>;
  readonly detail: ReadIdentificationDetail;
}

/** One decision being made: the call, locked in `tx`, and who decides it. */
interface Deciding {
  readonly tx: Transaction;
  readonly id: string;
  readonly call: IdentificationRow;
  readonly staff: StaffCaller;
  readonly context: RequestContext;
}

type AdvanceDeps = Pick<
  DecideIdentificationDeps,
  'core' | 'prospects' | 'documents' | 'onIdentified' | 'fourEyes'
>;

/** Moves the prospect on from the accepted consent documents, as decided by the operator. */
function advanceProspect(
  deps: AdvanceDeps,
  deciding: Deciding,
  to: ProspectState,
  details: Readonly<Record<string, unknown>>,
): Promise<void> {
  const { tx, call, staff, context } = deciding;
  return deps.prospects.advance(
    tx,
    {
      prospectId: call.prospectId,
      from: ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'],
      to,
      actorId: staff.staffId,
      actorType: 'operator',
      details,
    },
    context,
  );
}

/**
 * APPROVE: every approval condition met → PROSPECT_VERIFIED, and what follows an approval. One the
 * four-eyes rule names (decision 267) waits for a second staff member instead: the prospect stays
 * where it is until then.
 */
async function approve(deps: AdvanceDeps, deciding: Deciding): Promise<IdentificationStatus> {
  const { tx, id, call, staff, context } = deciding;
  const missing = missingApprovalConditions({
    checklist: call.checklist,
    answers: answersOf(await findAnswers(tx, id)),
    // Decision 230: only what the product's script asks (no card name for a loan or a deposit).
    script: await deps.core.scriptOf(tx, call),
  });
  if (missing.length > 0) {
    throw new AppError(409, 'APPROVAL_INCOMPLETE', {
      message: 'The identification cannot be approved yet.',
      fieldErrors: missing.map((condition) => ({ field: 'decision', code: condition })),
    });
  }
  const reasons = await deps.fourEyes.assess(tx, call.prospectId);
  if (reasons.length > 0) {
    const approved = {
      identificationId: id,
      prospectId: call.prospectId,
      fullName: call.fullName,
      process: call.process,
    };
    await deps.fourEyes.recordFirstApproval(tx, approved, staff, reasons, context);
    return 'AWAITING_SECOND_APPROVAL';
  }
  await advanceProspect(deps, deciding, 'PROSPECT_VERIFIED', {
    step: 'videoIdentification',
    identificationId: id,
  });
  await deps.onIdentified(tx, { prospectId: call.prospectId, process: call.process }, context);
  return 'APPROVED';
}

/**
 * REDO (decision 244): a correction of the part named. The prospect goes back to that part's step
 * only and everything else is kept; once the part is given again the applicant returns to the call.
 */
async function redo(
  deps: AdvanceDeps,
  deciding: Deciding,
  decision: Extract<TDecisionRequest, { outcome: 'REDO' }>,
): Promise<IdentificationStatus> {
  const { tx, id, call, staff, context } = deciding;
  await deps.prospects.openCorrection(
    tx,
    {
      prospectId: call.prospectId,
      part: decision.redo,
      reason: decision.reason,
      identificationId: id,
      operatorId: staff.staffId,
    },
    context,
  );
  // The documents are asked for again: the sides confirmed before cannot be confirmed twice.
  if (decision.redo === 'DOCUMENTS') await deps.documents.sendBack(tx, call.prospectId);
  return 'REDO';
}

/** Where the decision takes the prospect (and product); answers the identification's status. */
async function advanceAsDecided(
  deps: AdvanceDeps,
  deciding: Deciding,
  decision: TDecisionRequest,
): Promise<IdentificationStatus> {
  if (decision.outcome === 'APPROVE') return approve(deps, deciding);
  if (decision.outcome === 'REJECT') {
    await advanceProspect(deps, deciding, 'PROSPECT_REJECTED', {
      step: 'videoIdentification',
      identificationId: deciding.id,
    });
    return 'REJECTED';
  }
  return redo(deps, deciding, decision);
}

/** Ends the call as decided: the record, the protocol job, and the audit of both. */
async function endDecided(
  deps: Pick<DecideIdentificationDeps, 'core' | 'jobs' | 'onDecided'>,
  deciding: Deciding,
  decision: TDecisionRequest,
  status: IdentificationStatus,
): Promise<void> {
  const { tx, id, call, staff, context } = deciding;
  const reason = decision.outcome === 'APPROVE' ? null : decision.reason;
  const endedAt = deps.core.clock();
  await moveIdentification(tx, id, ['IN_CALL'], {
    status,
    endedAt,
    endReason: 'DECIDED',
    decisionReason: reason,
    redoTarget: decision.outcome === 'REDO' ? decision.redo : null,
    interaction: NO_INTERACTION,
    otpHash: null,
  });
  // A first approval is not the identification's end (decision 267): its protocol, and the quality
  // review's draw (decisions 269 and 273), wait for the second decision, so that the protocol
  // names both and the draw sees final statuses only.
  if (status !== 'AWAITING_SECOND_APPROVAL') {
    await deps.onDecided(tx, decidedOf(call, staff.staffId, status, endedAt), context);
    await deps.jobs.enqueue(tx, protocolJob, { identificationId: id });
  }
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
}

/**
 * `POST identifications/{id}/decision`: APPROVE (every approval condition met) →
 * PROSPECT_VERIFIED; REJECT → PROSPECT_REJECTED with the reason; REDO → a correction of the part
 * named (decision 244), the reason shown to the applicant. The protocol job records the evidence.
 */
export function createDecideIdentification(deps: DecideIdentificationDeps) {
  const { core, detail } = deps;
  return async function decide(
    staff: StaffCaller,
    id: string,
    decision: TDecisionRequest,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    await core.db.transaction(async (tx) => {
      const call = await requireOwnCall(tx, staff, id);
      const deciding: Deciding = { tx, id, call, staff, context };
      const status = await advanceAsDecided(deps, deciding, decision);
      await endDecided(deps, deciding, decision, status);
    });
    await core.publishQueueChange(id);
    return detail(staff, id);
  };
}
