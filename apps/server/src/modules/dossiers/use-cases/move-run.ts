import type { LongWaitPhase } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { movePhase } from '../repository';

export interface MoveRunDeps {
  readonly clock: Clock;
}

/**
 * Moves a run's phase (from one of `from`, or from anything but CANCELLED); null when the
 * run is elsewhere, cancelled or restarted meanwhile (`run`). The caller publishes.
 */
export function createMoveRun({ clock }: MoveRunDeps) {
  return async function moveRun(
    tx: Database | Transaction,
    id: string,
    change: {
      readonly run?: number;
      readonly from?: readonly LongWaitPhase[];
      readonly to: LongWaitPhase;
      readonly errorCode?: string | null;
    },
  ): Promise<LongProcessRecord | null> {
    return movePhase(tx, id, { ...change, at: clock() });
  };
}
