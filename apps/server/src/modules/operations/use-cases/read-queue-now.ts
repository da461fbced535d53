import { queueNow, type TOperationsQueue } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { OperatorService } from '../../video-identification/operator-service';

export interface ReadQueueNowDeps {
  readonly clock: Clock;
  readonly videoOperators: Pick<OperatorService, 'queue'>;
}

/**
 * `GET operations/queue` (staff, decision 270): the queue's length and longest wait now, by the
 * rule the console applies to the queue room's live messages.
 */
export function createReadQueueNow({ clock, videoOperators }: ReadQueueNowDeps) {
  return async function readQueueNow(): Promise<TOperationsQueue> {
    const { entries } = await videoOperators.queue();
    const now = clock();
    return { asOf: now.toISOString(), ...queueNow(entries, now) };
  };
}
