import { isDrawnForReview, QUALITY_DRAW_SCALE } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { DecidedIdentification } from '../../video-identification/on-decided';
import { qualityAudit } from '../audit';
import { insertFinished, markSampled } from '../repository';

export interface RecordFinishedDeps {
  /** The configured share drawn for review, in per cent (QUALITY_REVIEW_SHARE_PERCENT). */
  readonly sharePercent: number;
  /** A uniform random whole number below `bound`, from a cryptographic source. */
  readonly randomBelow: (bound: number) => number;
}

/**
 * An identification finished with a final decision, in that decision's transaction (decision 269;
 * a four-eyes approval at its second decision, with its final status, decision 273): kept
 * for the weekly cover and the monthly report, and drawn at random for review at the configured
 * share. The draw is made now, where nobody can see or choose it, and audited when it hits.
 */
export function createRecordFinished(deps: RecordFinishedDeps) {
  const { sharePercent, randomBelow } = deps;
  return async function recordFinished(
    tx: Transaction,
    decided: DecidedIdentification,
    context: RequestContext,
  ): Promise<void> {
    const recorded = await insertFinished(tx, {
      identificationId: decided.identificationId,
      prospectId: decided.prospectId,
      operatorId: decided.operatorId,
      operatorName: decided.operatorName,
      fullName: decided.fullName,
      process: decided.process,
      outcome: decided.status,
      finishedAt: decided.endedAt,
    });
    if (!recorded || !isDrawnForReview(sharePercent, randomBelow(QUALITY_DRAW_SCALE))) return;
    const sampled = await markSampled(tx, decided.identificationId, 'SHARE', decided.endedAt);
    if (sampled === null) return;
    await recordAudit(
      tx,
      context,
      qualityAudit(sampled, { actorType: 'system', actorId: null }, 'quality.sampled', {
        reason: 'SHARE',
        sharePercent,
      }),
    );
  };
}
