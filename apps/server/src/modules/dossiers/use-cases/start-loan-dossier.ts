import type { ProcessName, TLongProcess } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import { startDossierRun, type DossierRunDeps } from '../dossier-runs';
import { toLongProcess } from '../long-process-views';

export type StartLoanDossierDeps = DossierRunDeps;

/**
 * In `selectloan`'s transaction (decision 147): the loan's dossier run, from
 * SAVING_LOAN_CHOICE; its job opens the disbursement account and prepares the contracts
 * (with the credit agreement), then the dossier.
 */
export function createStartLoanDossier(deps: StartLoanDossierDeps) {
  return async function startLoanDossier(
    tx: Transaction,
    chosen: { readonly prospectId: string; readonly process: ProcessName },
    context: RequestContext,
  ): Promise<TLongProcess> {
    const row = await startDossierRun(
      deps,
      tx,
      { ...chosen, phase: 'SAVING_LOAN_CHOICE', action: 'dossier.started' },
      context,
    );
    return toLongProcess(row);
  };
}
