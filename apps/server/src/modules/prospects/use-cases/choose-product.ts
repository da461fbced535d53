import {
  isOpenApplication,
  offersProcess,
  type PackageName,
  type ProcessName,
  type TCreateProductRequest,
  type TCreateProductResponse,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { SessionUser } from '../../../infra/session/session-store';
import type { CmsService } from '../../cms/service';
import type { ProductsService } from '../../products/service';
import { insertNewProspect, type AccountOwner } from '../new-prospect';
import { findProspectsOfUser, lockApplicationsOfUser } from '../repository';

export interface ChooseProductDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: Pick<ProductsService, 'create' | 'listForProspects'>;
  readonly cms: Pick<CmsService, 'ownerOf'>;
  readonly rateLimiter: Pick<RateLimiter, 'hit'>;
  readonly variant: VariantId;
}

/**
 * `POST onboarding/products/noauth` (spec 1 §4): the product a visitor chose before signing
 * up, or, with an account's uid, another process of its signed-in owner.
 */
export function createChooseProduct(deps: ChooseProductDeps) {
  const { db, products, cms, rateLimiter, variant } = deps;
  return async function chooseProduct(
    request: TCreateProductRequest,
    signedIn: SessionUser | null,
    context: RequestContext,
  ): Promise<TCreateProductResponse> {
    await rateLimiter.hit({ rule: RATE_LIMITS.productsPerIp, subject: context.ip });
    const { uid, productType, packageName = null } = request;
    // The al variant offers no loan (decision 241): none is opened in euros there.
    if (!offersProcess(variant, productType)) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'This product is not offered here.',
        fieldErrors: [{ field: 'productType', code: 'validation.productType.notOffered' }],
      });
    }
    const owner = await cms.ownerOf(uid);
    if (!owner.known) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'This uid was not issued here.',
        fieldErrors: [{ field: 'uid', code: 'validation.uid.invalid' }],
      });
    }
    if (owner.userId === null) {
      return products.create(db, { uid, productType, packageName }, context);
    }
    // The uid is an account's: only its signed-in owner may start a process with it.
    if (signedIn === null || signedIn.userId !== owner.userId) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    return startAnother(deps, signedIn, { productType, packageName }, context);
  };
}

/**
 * One open application per product and person (decision 290): the owner's application of the same
 * product still under way is to be continued (processchoice), not started again.
 */
async function requireNoneOpen(
  { products }: ChooseProductDeps,
  tx: Transaction,
  owner: AccountOwner,
  productType: ProcessName,
): Promise<void> {
  // Two starts of the same moment: the second waits for the first to commit, then sees it.
  await lockApplicationsOfUser(tx, owner.userId);
  const same = (await findProspectsOfUser(tx, owner.userId)).filter(
    (prospect) => prospect.processName === productType,
  );
  if (same.length === 0) return;
  const states = new Map(
    (
      await products.listForProspects(
        same.map((prospect) => prospect.id),
        tx,
      )
    ).map((product) => [product.prospectId, product.productState]),
  );
  if (same.some((prospect) => isOpenApplication(prospect.state, states.get(prospect.id) ?? null))) {
    throw new AppError(409, 'APPLICATION_ALREADY_OPEN', {
      message: 'An application for this product is under way: continue it.',
      fieldErrors: [{ field: 'productType', code: 'validation.productType.alreadyOpen' }],
    });
  }
}

/** A signed-in applicant starts another process (processchoice "start a new one"). */
async function startAnother(
  deps: ChooseProductDeps,
  owner: AccountOwner,
  product: { productType: ProcessName; packageName: PackageName | null },
  context: RequestContext,
): Promise<TCreateProductResponse> {
  const { db, clock, products } = deps;
  return db.transaction(async (tx) => {
    await requireNoneOpen(deps, tx, owner, product.productType);
    const prospect = await insertNewProspect(
      tx,
      clock,
      owner,
      product.productType,
      'PROSPECT_EMAIL_CHECKED',
      context,
    );
    return products.create(tx, { uid: owner.uid, ...product, prospectId: prospect.id }, context);
  });
}
