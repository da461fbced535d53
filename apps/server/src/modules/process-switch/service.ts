import type { Database } from '../../infra/db/database';
import type { DossiersService } from '../dossiers/service';
import type { LoansService } from '../loans/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createCancelLongProcess } from './use-cases/cancel-long-process';
import { createListRunningProcesses } from './use-cases/list-running-processes';
import { createReadLoanApplication } from './use-cases/read-loan-application';
import { createReadSwitchOffer } from './use-cases/read-switch-offer';
import { createSwitchProcess } from './use-cases/switch-process';

/**
 * What this module needs of the long processes (dossiers module): a run by its owner, the
 * prospect's risk run, a run moved and pushed, the account run started after a switch, a run
 * cancelled, the running ones.
 */
export type SwitchLongProcesses = Pick<
  DossiersService,
  'get' | 'runOfKind' | 'moveRun' | 'publishRun' | 'startAfterSwitch' | 'cancel' | 'listRunning'
>;

/** What this module needs of the loan (loans module): its assessment and what it stands on. */
export type SwitchLoans = Pick<LoansService, 'assessmentOf' | 'applicationOf'>;

export interface ProcessSwitchDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'changeProcess'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance' | 'changeType'>;
  readonly longProcesses: SwitchLongProcesses;
  readonly loans: SwitchLoans;
}

/**
 * Decision 147: a loan the bank cannot grant continues as an account with what the applicant
 * already gave (ACCOUNTOPENINGFROMLOAN), and a supervisor may cancel a background run. The long
 * processes and the loan are other modules' services; this one tells the story of the switch
 * across them in one transaction. Each method is one use case of `use-cases/`.
 */
export function createProcessSwitchService(deps: ProcessSwitchDeps) {
  return {
    switchProcess: createSwitchProcess(deps),
    switchOffer: createReadSwitchOffer(deps),
    running: createListRunningProcesses(deps),
    cancel: createCancelLongProcess(deps),
    loanApplication: createReadLoanApplication(deps),
  };
}

export type ProcessSwitchService = ReturnType<typeof createProcessSwitchService>;
