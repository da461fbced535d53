import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { createCoverWeek } from './use-cases/cover-week';
import { createRecordFinished } from './use-cases/record-finished';

export interface QualitySamplingServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  /** QUALITY_REVIEW_SHARE_PERCENT: the share of decided calls drawn for review. */
  readonly sharePercent: number;
  readonly randomBelow: (bound: number) => number;
}

/**
 * The drawing side of the quality review (decision 269): told of every decided call in its
 * transaction, and the weekly cover. Built before the operators' service, which tells it.
 */
export function createQualitySamplingService(deps: QualitySamplingServiceDeps) {
  return {
    recordFinished: createRecordFinished(deps),
    coverWeek: createCoverWeek(deps),
  };
}

export type QualitySamplingService = ReturnType<typeof createQualitySamplingService>;
