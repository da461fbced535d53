import type { VariantId } from '@onboarding/domain';
import type { Invalidations } from '../../infra/cache/invalidations';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { CmsService } from '../cms/service';
import type { ProductsService } from '../products/service';
import { createProspectCache } from './prospect-cache';
import { createAdvanceProspect } from './use-cases/advance-prospect';
import { createChangeProspectProcess } from './use-cases/change-prospect-process';
import { createChooseProduct } from './use-cases/choose-product';
import { createFindProspectOwner } from './use-cases/find-prospect-owner';
import { createFindLatestCorrection } from './use-cases/find-latest-correction';
import { createForgetCachedProspect } from './use-cases/forget-cached-prospect';
import { createListOwnProcesses, type ListOwnProcesses } from './use-cases/list-own-processes';
import { createOpenCorrection } from './use-cases/open-correction';
import { createReadOwnCorrection } from './use-cases/read-own-correction';
import { createReadOwnProduct } from './use-cases/read-own-product';
import { createReadProductPart } from './use-cases/read-product-part';
import { createReadProspectCase } from './use-cases/read-prospect-case';
import { createReadProspectStatus, type LongTimeStates } from './use-cases/read-prospect-status';
import { createRequireOwnProspect } from './use-cases/require-own-prospect';
import { createResolveMeantProspect } from './use-cases/resolve-meant-prospect';
import { createResumeAfterCorrection } from './use-cases/resume-after-correction';
import { createStartAfterVerification } from './use-cases/start-after-verification';

export interface ProspectsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: ProductsService;
  readonly cms: Pick<CmsService, 'ownerOf'>;
  readonly rateLimiter: RateLimiter;
  readonly invalidations: Invalidations;
  /** The processes a product may be chosen from are the variant's (decision 241). */
  readonly variant: VariantId;
}

/** The applicant's onboarding processes (spec 1 §3–§4). */
export function createProspectsService(deps: ProspectsServiceDeps) {
  const cache = createProspectCache(deps);
  const withCache = { ...deps, cache };
  const requireOwn = createRequireOwnProspect(withCache);
  const processesOf = createListOwnProcesses(deps);
  const readOwnProduct = createReadOwnProduct({ ...deps, requireOwn });
  const advance = createAdvanceProspect(withCache);
  return {
    startAfterVerification: createStartAfterVerification(deps),
    chooseProduct: createChooseProduct(deps),
    requireOwn,
    caseOf: createReadProspectCase(deps),
    ownerOf: createFindProspectOwner(withCache),
    advance,
    // Decision 244: a video operator's correction, and the way back to the call.
    openCorrection: createOpenCorrection({ ...deps, advance }),
    resumeAfterCorrection: createResumeAfterCorrection({ ...deps, advance }),
    correctionOfOwn: createReadOwnCorrection({ ...deps, requireOwn }),
    latestCorrection: createFindLatestCorrection(),
    changeProcess: createChangeProspectProcess(withCache),
    forgetCached: createForgetCachedProspect(withCache),
    processesOf,
    prospectOf: createResolveMeantProspect({ ...deps, requireOwn, processesOf }),
    readOwnProduct,
    readProductPart: createReadProductPart({ readOwn: readOwnProduct }),
  };
}

export type ProspectsService = ReturnType<typeof createProspectsService>;

export interface ProspectStatusServiceDeps {
  readonly prospects: { readonly processesOf: ListOwnProcesses };
  /** The phase of each prospect's background run, from the dossiers module (above this one). */
  readonly longTimeStates: LongTimeStates;
}

/**
 * `GET onboarding/prospects/status` (spec 3): the processes with the phase of their background
 * run. A service of its own because the runs' module is built on this one's processes: the
 * composition root builds it after both.
 */
export function createProspectStatusService({
  prospects,
  longTimeStates,
}: ProspectStatusServiceDeps) {
  return {
    status: createReadProspectStatus({ processesOf: prospects.processesOf, longTimeStates }),
  };
}

export type ProspectStatusService = ReturnType<typeof createProspectStatusService>;
