import type { VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { UploadsService } from '../uploads/service';
import { createCollectStatementEvidence } from './use-cases/collect-statement-evidence';
import { createDeleteStatement } from './use-cases/delete-statement';
import { createFinalizeStatements } from './use-cases/finalize-statements';
import { createFindStatementBank } from './use-cases/find-statement-bank';
import { createListStaffStatements } from './use-cases/list-staff-statements';
import { createListStatementBanks } from './use-cases/list-statement-banks';
import { createListStatements } from './use-cases/list-statements';
import { createOpenStaffStatement } from './use-cases/open-staff-statement';
import { createReadFinalizedStatements } from './use-cases/read-finalized-statements';
import { createUploadStatement } from './use-cases/upload-statement';

export interface RiskDocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
  readonly uploads: Pick<UploadsService, 'precheck' | 'store' | 'read' | 'remove'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf' | 'ownerOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  /** The server's variant: the banks a statement may come from are its country's. */
  readonly variant: VariantId;
}

/**
 * Salary statements uploaded for a personal loan (decision 149): typed by their bytes,
 * size-checked and sealed through the upload pipeline's storage, listed, deleted until the set
 * is finalized, and finalized once the files cover the last three full months. Each method is
 * one use case of `use-cases/`.
 */
export function createRiskDocumentsService(deps: RiskDocumentsServiceDeps) {
  return {
    evidenceOf: createCollectStatementEvidence(deps),
    bankCodes: createListStatementBanks(deps),
    bankByCode: createFindStatementBank(deps),
    upload: createUploadStatement(deps),
    remove: createDeleteStatement(deps),
    list: createListStatements(deps),
    finalize: createFinalizeStatements(deps),
    finalizedStatementsOf: createReadFinalizedStatements(deps),
    staffList: createListStaffStatements(deps),
    staffFile: createOpenStaffStatement(deps),
  };
}

export type RiskDocumentsService = ReturnType<typeof createRiskDocumentsService>;
