import { DURATIONS_MS, type TActivationCodeView } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { RateLimiter, RateLimitRule } from '../../../infra/rate-limit/rate-limiter';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { activationCodeView, issueCode, type IssueCodeDeps } from '../activation-codes';
import { notActive, notFound } from '../errors';

/** Fresh codes on request: a few a day are plenty; more is someone trying the button or the API. */
export const ACTIVATION_CODE_RENEWALS: RateLimitRule = {
  name: 'welcome.activation-code',
  limit: 5,
  windowMs: 60 * DURATIONS_MS.minute,
};

export interface RenewActivationCodeDeps extends IssueCodeDeps {
  readonly db: Database;
  readonly rateLimiter: RateLimiter;
  readonly bankSiteUrl: string;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * `POST processes/activatemultichannel` (decision 146): a fresh code for an active product, the
 * old one void at once (a code seen by someone else is withdrawn this way). Rate-limited per
 * prospect.
 */
export function createRenewActivationCode(deps: RenewActivationCodeDeps) {
  const { db, prospects, products } = deps;
  return async function renewCode(
    user: SessionUser,
    prospectId: string,
    context: RequestContext,
  ): Promise<TActivationCodeView> {
    await prospects.requireOwn(db, user, prospectId);
    await deps.rateLimiter.hit({ rule: ACTIVATION_CODE_RENEWALS, subject: prospectId });
    const issued = await db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      const product = await products.forProspect(tx, prospectId);
      if (product === null) throw notFound();
      if (product.productState !== 'PRODUCT_ACTIVE') throw notActive(product.productState);
      const fresh = await issueCode(deps, tx, { productId: product.productId, prospectId });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'welcome.activation_code_renewed',
        subjectType: 'product',
        subjectId: product.productId,
        details: {
          activationCodeId: fresh.row.id,
          expiresAt: fresh.row.expiresAt.toISOString(),
          voided: fresh.voided,
        },
      });
      return fresh;
    });
    return activationCodeView(deps.bankSiteUrl, issued.code, issued.row);
  };
}
