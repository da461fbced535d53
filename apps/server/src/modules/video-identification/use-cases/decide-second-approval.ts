import type { TSecondDecisionRequest, TSecondDecisionResult } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { FourEyesService } from '../../four-eyes/service';
import type { ProspectsService } from '../../prospects/service';
import { identificationAudit, notFound, staffActor, type VideoCore } from '../core';
import { protocolJob } from '../jobs';
import { decidedOf, type OnDecided } from '../on-decided';
import { lockIdentification, moveIdentification } from '../repository';
import type { OnIdentified } from './decide-identification';

export interface DecideSecondApprovalDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'advance'>;
  readonly fourEyes: Pick<FourEyesService, 'recordSecondDecision' | 'statusOf'>;
  readonly onIdentified: OnIdentified;
  /** The quality review's draw (decision 269), told of the identification once it is final. */
  readonly onDecided: OnDecided;
}

/**
 * `POST identifications/{id}/second-decision` (decision 267): a second staff member, never the
 * first approver, approves a waiting approval (PROSPECT_VERIFIED and what follows an approval, as
 * a single approval would) or rejects it (PROSPECT_REJECTED with the reason). The protocol, made
 * now, names both; the applicant's next step opens with the prospect's new state. The
 * identification is finished now, so the quality review's draw sees it now (decision 273): with
 * its final status, as the call of the operator who took it, whose work the review checks.
 */
export function createDecideSecondApproval(deps: DecideSecondApprovalDeps) {
  const { core, jobs, prospects, fourEyes, onIdentified, onDecided } = deps;
  return async function decideSecond(
    staff: StaffCaller,
    id: string,
    decision: TSecondDecisionRequest,
    context: RequestContext,
  ): Promise<TSecondDecisionResult> {
    const result = await core.db.transaction(async (tx) => {
      const call = await lockIdentification(tx, id);
      if (call === null) throw notFound();
      await fourEyes.recordSecondDecision(tx, id, staff, decision, context);
      const approve = decision.outcome === 'APPROVE';
      const status = approve ? 'APPROVED' : 'REJECTED';
      await prospects.advance(
        tx,
        {
          prospectId: call.prospectId,
          from: ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'],
          to: approve ? 'PROSPECT_VERIFIED' : 'PROSPECT_REJECTED',
          actorId: staff.staffId,
          actorType: 'operator',
          details: { step: 'videoIdentification', identificationId: id, secondApproval: true },
        },
        context,
      );
      if (approve) {
        await onIdentified(tx, { prospectId: call.prospectId, process: call.process }, context);
      }
      await moveIdentification(tx, id, ['AWAITING_SECOND_APPROVAL'], {
        status,
        decisionReason: approve ? null : decision.reason,
      });
      // The call's operator is the one who accepted it; the second staff member only confirmed.
      if (call.operatorId !== null) {
        await onDecided(tx, decidedOf(call, call.operatorId, status, core.clock()), context);
      }
      await jobs.enqueue(tx, protocolJob, { identificationId: id });
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.decided', {
          outcome: decision.outcome,
          status,
          secondApproval: true,
          ...(approve ? {} : { reason: decision.reason }),
        }),
      );
      const four = await fourEyes.statusOf(tx, id);
      if (four === null) throw notFound();
      return { identificationId: id, prospectId: call.prospectId, status, fourEyes: four } as const;
    });
    await core.publishQueueChange(id);
    return result;
  };
}
