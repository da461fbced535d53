import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { movePhase, type PhaseMove } from '../repository';

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
    change: PhaseMove,
  ): Promise<LongProcessRecord | null> {
    return movePhase(tx, id, { ...change, at: clock() });
  };
}
