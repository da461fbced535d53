import { randomUUID } from 'node:crypto';
import type { LongProcessContentKey, LongWaitPhase, ProcessName } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { LongProcessRecord } from '../long-process-views';
import { upsertRun } from '../repository';

export interface StartRunDeps {
  readonly clock: Clock;
}

/**
 * Another module's run (the loan's risk run): inserted, or started again as the next run
 * from `phase` when the prospect has one of that kind. The caller enqueues its job.
 */
export function createStartRun({ clock }: StartRunDeps) {
  return async function startRun(
    tx: Transaction,
    input: {
      readonly prospectId: string;
      readonly kind: LongProcessContentKey;
      readonly process: ProcessName;
      readonly phase: LongWaitPhase;
    },
  ): Promise<LongProcessRecord> {
    const now = clock();
    return upsertRun(tx, { id: randomUUID(), ...input, startedAt: now, updatedAt: now });
  };
}
