import { SWITCH_TARGET_PROCESS, type TLongProcess } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { startDossierRun } from '../dossier-runs';
import { toLongProcess } from '../long-process-views';

export interface StartAfterSwitchDeps {
  readonly clock: Clock;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * In the switch's transaction (decision 147): the account dossier run of the prospect
 * that now opens an account (ACCOUNTOPENINGFROMLOAN), from SAVING_PROCESS_SWITCH_CHOICE.
 */
export function createStartAfterSwitch(deps: StartAfterSwitchDeps) {
  return async function startAfterSwitch(
    tx: Transaction,
    prospectId: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    const row = await startDossierRun(
      deps,
      tx,
      {
        prospectId,
        process: SWITCH_TARGET_PROCESS,
        phase: 'SAVING_PROCESS_SWITCH_CHOICE',
        action: 'dossier.started',
      },
      context,
    );
    return toLongProcess(row);
  };
}
