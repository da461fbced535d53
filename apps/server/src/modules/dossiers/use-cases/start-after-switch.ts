import { SWITCH_TARGET_PROCESS, type TLongProcess } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import { startDossierRun, type DossierRunDeps } from '../dossier-runs';
import { toLongProcess } from '../long-process-views';

export type StartAfterSwitchDeps = DossierRunDeps;

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
