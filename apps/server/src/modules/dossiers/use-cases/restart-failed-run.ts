import type { LongWaitPhase } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { restartRun } from '../repository';

export interface RestartFailedRunDeps {
  readonly clock: Clock;
}

/** A run in ERROR started again as the next run from `phase`; null when it is not in ERROR. */
export function createRestartFailedRun({ clock }: RestartFailedRunDeps) {
  return async function restartFailed(
    tx: Transaction,
    id: string,
    phase: LongWaitPhase,
  ): Promise<LongProcessRecord | null> {
    return restartRun(tx, id, phase, clock());
  };
}
