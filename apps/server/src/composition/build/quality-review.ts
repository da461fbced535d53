import { randomInt } from 'node:crypto';
import { createQualitySamplingService } from '../../modules/quality-review/sampling-service';
import { createQualityReviewService } from '../../modules/quality-review/service';
import type { CompositionContext } from './context';
import type { CallDecisions, Identification } from './identification';

/**
 * The quality review's draw (decision 269): built before the operators' service, which tells it of
 * every decided call in the decision's transaction. The draw is cryptographically random, so no
 * operator can foresee which call is reviewed.
 */
export function buildQualitySampling({
  infra,
  variant,
}: Pick<CompositionContext, 'infra' | 'variant'>) {
  return createQualitySamplingService({
    db: infra.db,
    clock: infra.clock,
    timeZone: variant.timeZone,
    sharePercent: infra.config.qualityReview.sharePercent,
    randomBelow: (bound) => randomInt(bound),
  });
}

/** The supervisors' side of the quality review (decision 269): it reads the decided calls. */
export function buildQualityReview(
  { infra, variant }: CompositionContext,
  { videoProtocols }: Identification,
  { videoOperators }: CallDecisions,
) {
  return {
    qualityReview: createQualityReviewService({
      db: infra.db,
      clock: infra.clock,
      timeZone: variant.timeZone,
      videoOperators,
      videoProtocols,
    }),
  };
}
