import type { TNotificationServerMessage } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { BankAccountsService } from '../bank-accounts/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createBuildDossier } from './use-cases/build-dossier';
import { createCancelRun } from './use-cases/cancel-run';
import { createEndRun } from './use-cases/end-run';
import { createFindProspectRun } from './use-cases/find-prospect-run';
import { createFindRun } from './use-cases/find-run';
import { createFindRunOfKind } from './use-cases/find-run-of-kind';
import { createJoinRunRoom } from './use-cases/join-run-room';
import { createListRunningRuns } from './use-cases/list-running-runs';
import { createMoveRun } from './use-cases/move-run';
import { createPublishRun } from './use-cases/publish-run';
import { createReadCaseEvidence } from './use-cases/read-case-evidence';
import { createReadPhases } from './use-cases/read-phases';
import { createReadRun } from './use-cases/read-run';
import { createRequireOwnRun } from './use-cases/require-own-run';
import { createRestartFailedRun } from './use-cases/restart-failed-run';
import { createRetryDossier } from './use-cases/retry-dossier';
import { createStartAfterIdentification } from './use-cases/start-after-identification';
import { createStartAfterSwitch } from './use-cases/start-after-switch';
import { createStartLoanDossier } from './use-cases/start-loan-dossier';
import { createStartRun } from './use-cases/start-run';

export { toLongProcess, type LongProcessRecord } from './long-process-views';

export interface DossiersDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly bankAccounts: Pick<BankAccountsService, 'open'>;
  /** Renders what the applicant signs (the contracts module); idempotent per prospect. */
  readonly prepareDocuments: (prospectId: string) => Promise<void>;
  /** The applicant's name for the supervisor's list: entered data, else the registration name. */
  readonly applicantNameOf: (prospectId: string) => Promise<string>;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

/**
 * The long process after the video identification of the account processes (decision 140): the
 * documents to sign, the account and the bank's dossier are made by a durable job while the
 * applicant watches /longtimeservice, which follows the phases over the notification socket.
 */
export function createDossiersService(deps: DossiersDeps) {
  const publishRun = createPublishRun(deps);
  const requireOwnRun = createRequireOwnRun(deps);
  return {
    evidenceOf: createReadCaseEvidence(deps),
    startAfterIdentification: createStartAfterIdentification(deps),
    startLoanDossier: createStartLoanDossier(deps),
    startAfterSwitch: createStartAfterSwitch(deps),
    startRun: createStartRun(deps),
    runOfKind: createFindRunOfKind(deps),
    runById: createFindRun(deps),
    requireOwnRun,
    moveRun: createMoveRun(deps),
    restartFailed: createRestartFailedRun(deps),
    publishRun,
    endRun: createEndRun(deps),
    cancel: createCancelRun({ ...deps, publishRun }),
    listRunning: createListRunningRuns(deps),
    phasesOf: createReadPhases(deps),
    ofProspect: createFindProspectRun(deps),
    get: createReadRun({ requireOwnRun }),
    forRoom: createJoinRunRoom({ requireOwnRun }),
    retry: createRetryDossier({ ...deps, publishRun }),
    build: createBuildDossier({ ...deps, publishRun }),
  };
}

export type DossiersService = ReturnType<typeof createDossiersService>;
