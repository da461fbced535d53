import type { IdentificationStatus } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { NO_INTERACTION } from './core';
import { protocolJob } from './jobs';
import { moveIdentification } from './repository';
import type { IdentificationEndReason, IdentificationRow } from './tables';

export interface CloseIdentificationDeps {
  readonly jobs: JobQueue;
  readonly clock: Clock;
}

/** Ends an open identification in `tx`; the protocol job records the evidence. */
export async function closeIdentification(
  deps: CloseIdentificationDeps,
  tx: Transaction,
  row: IdentificationRow,
  status: IdentificationStatus,
  endReason: IdentificationEndReason,
): Promise<IdentificationRow | null> {
  const closed = await moveIdentification(tx, row.id, ['WAITING', 'IN_CALL'], {
    status,
    endReason,
    endedAt: deps.clock(),
    interaction: NO_INTERACTION,
    otpHash: null,
  });
  if (closed !== null) await deps.jobs.enqueue(tx, protocolJob, { identificationId: row.id });
  return closed;
}
