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
import { createForgetCachedProspect } from './use-cases/forget-cached-prospect';
import { createReadProspectCase } from './use-cases/read-prospect-case';
import { createReadProspectStatus, type LongTimeStates } from './use-cases/read-prospect-status';
import { createReadProspectView, type InfoStored } from './use-cases/read-prospect-view';
import { createRequireOwnProspect } from './use-cases/require-own-prospect';
import { createResolveMeantProspect } from './use-cases/resolve-meant-prospect';
import { createStartAfterVerification } from './use-cases/start-after-verification';

export interface ProspectsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: ProductsService;
  readonly cms: Pick<CmsService, 'ownerOf'>;
  readonly rateLimiter: RateLimiter;
  readonly invalidations: Invalidations;
  /**
   * The phase of each prospect's background run (spec 1 §3 longTimeServiceState), from the
   * module that runs them; none before any run.
   */
  readonly longTimeStates?: LongTimeStates;
  /** Whether the personal data is stored, from the personal-data module (above this one). */
  readonly infoStored: InfoStored;
}

/** The applicant's onboarding processes (spec 1 §3–§4). */
export function createProspectsService({
  longTimeStates = () => Promise.resolve(new Map()),
  ...deps
}: ProspectsServiceDeps) {
  const cache = createProspectCache(deps);
  const withCache = { ...deps, cache };
  const requireOwn = createRequireOwnProspect(withCache);
  const status = createReadProspectStatus({ ...deps, longTimeStates });
  return {
    startAfterVerification: createStartAfterVerification(deps),
    chooseProduct: createChooseProduct(deps),
    requireOwn,
    caseOf: createReadProspectCase(deps),
    ownerOf: createFindProspectOwner(withCache),
    advance: createAdvanceProspect(withCache),
    changeProcess: createChangeProspectProcess(withCache),
    forgetCached: createForgetCachedProspect(withCache),
    status,
    view: createReadProspectView({ ...deps, requireOwn }),
    prospectOf: createResolveMeantProspect({ ...deps, requireOwn, status }),
  };
}

export type ProspectsService = ReturnType<typeof createProspectsService>;
