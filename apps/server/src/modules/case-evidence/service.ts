import type { TCreditor } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { EvidenceSources } from './collectors';
import type { EvidenceSeal } from './evidence-seal';
import { createExportCaseEvidence } from './use-cases/export-case-evidence';

export interface CaseEvidenceServiceDeps extends EvidenceSources {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'caseOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly seal: EvidenceSeal;
  /** The bank's identity (decision 229): whose evidence the manifest declares it is. */
  readonly creditor: TCreditor;
  /** Seals the audit trail after each export (decision 278). */
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * The case evidence export (decision 151): one ZIP per prospect with the case, its audit
 * timeline, every module's records and stored files, and a manifest of every file's SHA-256
 * sealed with the server's key. Only a supervisor exports; every refusal and every export is
 * audited.
 */
export function createCaseEvidenceService(deps: CaseEvidenceServiceDeps) {
  return {
    exportCase: createExportCaseEvidence(deps),
  };
}

export type CaseEvidenceService = ReturnType<typeof createCaseEvidenceService>;
