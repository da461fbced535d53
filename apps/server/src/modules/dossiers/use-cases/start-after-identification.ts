import { isLoanProcess, type ProcessName } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import { startDossierRun, type DossierRunDeps } from '../dossier-runs';
import { FIRST_PHASE } from '../run-phases';

export type StartAfterIdentificationDeps = DossierRunDeps;

/**
 * In the approval's transaction: the account processes start their dossier run; a loan's
 * steps after the identification belong to the loan (decision 147).
 */
export function createStartAfterIdentification(deps: StartAfterIdentificationDeps) {
  return async function startAfterIdentification(
    tx: Transaction,
    identified: { readonly prospectId: string; readonly process: ProcessName },
    context: RequestContext,
  ): Promise<void> {
    if (isLoanProcess(identified.process)) return;
    await startDossierRun(
      deps,
      tx,
      { ...identified, phase: FIRST_PHASE, action: 'dossier.started' },
      context,
    );
  };
}
