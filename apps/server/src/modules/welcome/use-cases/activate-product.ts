import type { ProductState, TActivationCodeView } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { auditNote, type MessagingService } from '../../messaging/service';
import type { ProductsService } from '../../products/service';
import { activationCodeView, issueCode, type IssueCodeDeps } from '../activation-codes';
import { notFound } from '../errors';
import { sendWelcomeMailJob } from '../jobs';
import type { ActivationActor } from '../ports';
import { findWelcome, insertWelcome, markActivated } from '../repository';

/** The states a product becomes active from (decision 140). */
const ACTIVATION_FROM: readonly ProductState[] = [
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_PENNY_TRANSFER_DISPLAYED',
];

export interface ActivateProductDeps extends IssueCodeDeps {
  readonly jobs: JobQueue;
  readonly messaging: Pick<MessagingService, 'hold'>;
  /** The bank's public site: the QR's activation link lives there (decision 146). */
  readonly bankSiteUrl: string;
  readonly products: Pick<ProductsService, 'advance' | 'forProspect'>;
}

/**
 * The one way to PRODUCT_ACTIVE (decisions 140 and 146): from PRODUCT_DOCUMENTS_SIGNED or
 * PRODUCT_PENNY_TRANSFER_DISPLAYED, in the caller's transaction; issues the activation code,
 * enqueues the welcome e-mail and writes the audit record. A second call gives 409
 * PRODUCT_STATE_CONFLICT and, with its transaction, changes nothing.
 */
export function createActivateProduct(deps: ActivateProductDeps) {
  const { clock, jobs, products } = deps;
  return async function activate(
    tx: Transaction,
    input: {
      readonly prospectId: string;
      readonly actorType: ActivationActor;
      readonly actorId: string;
    },
    context: RequestContext,
  ): Promise<{ productId: string; activation: TActivationCodeView }> {
    const product = await products.forProspect(tx, input.prospectId);
    if (product === null) throw notFound();
    await products.advance(
      tx,
      {
        prospectId: input.prospectId,
        from: ACTIVATION_FROM,
        to: 'PRODUCT_ACTIVE',
        actorId: input.actorId,
        actorType: input.actorType,
      },
      context,
    );
    // An applicant activating directly (no branch step recorded them) is the one to write to.
    if (input.actorType === 'applicant') {
      await insertWelcome(tx, {
        productId: product.productId,
        prospectId: input.prospectId,
        userId: input.actorId,
      });
    }
    const now = clock();
    if (!(await markActivated(tx, product.productId, now, input.actorType))) {
      const welcome = await findWelcome(tx, product.productId);
      throw welcome === null
        ? new Error(`product ${product.productId} has no applicant recorded for its welcome`)
        : new AppError(409, 'PRODUCT_STATE_CONFLICT', { message: 'The product is active.' });
    }
    const { code, row } = await issueCode(deps, tx, {
      productId: product.productId,
      prospectId: input.prospectId,
    });
    const event = {
      actorType: input.actorType,
      actorId: input.actorId,
      subjectType: 'product',
      subjectId: product.productId,
    } as const;
    const messageId = await deps.messaging.hold(
      tx,
      { prospectId: input.prospectId },
      { audit: auditNote(context, { ...event, action: 'welcome.mail_sent' }) },
    );
    await jobs.enqueue(
      tx,
      sendWelcomeMailJob,
      { productId: product.productId, prospectId: input.prospectId, messageId },
      { key: `welcome-mail:${product.productId}` },
    );
    await recordAudit(tx, context, {
      ...event,
      action: 'product.activated',
      details: {
        prospectId: input.prospectId,
        productType: product.productType,
        from: product.productState,
        activationCodeId: row.id,
        activationCodeExpiresAt: row.expiresAt.toISOString(),
      },
    });
    return {
      productId: product.productId,
      activation: await activationCodeView(deps.bankSiteUrl, code, row),
    };
  };
}

export type ActivateProduct = ReturnType<typeof createActivateProduct>;
