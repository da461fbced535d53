import type { VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { StaffService } from '../staff/service';
import type { OperatorService } from '../video-identification/operator-service';
import { createReadDayFigures } from './use-cases/read-day-figures';
import { createReadFunnel } from './use-cases/read-funnel';
import { createReadQueueNow } from './use-cases/read-queue-now';

export interface OperationsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The variant's time zone: the bank's day and the periods start at its midnight. */
  readonly timeZone: string;
  readonly variant: VariantId;
  readonly videoOperators: Pick<OperatorService, 'queue'>;
  readonly staff: Pick<StaffService, 'list'>;
}

/**
 * Operations live (decisions 270, 271): the queue now, the day's figures and the funnel, read
 * from the video identification's queue and the audit trail. It changes nothing, so it audits
 * nothing.
 */
export function createOperationsService(deps: OperationsDeps) {
  return {
    queueNow: createReadQueueNow(deps),
    today: createReadDayFigures(deps),
    funnel: createReadFunnel(deps),
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
