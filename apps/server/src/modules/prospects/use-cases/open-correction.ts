import { randomUUID } from 'node:crypto';
import { CORRECTION_RETURN_STATE, correctionStateOf, type RedoTarget } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import { insertCorrection } from '../repository';
import type { AdvanceProspect } from './advance-prospect';

export interface OpenCorrectionDeps {
  readonly clock: Clock;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly advance: AdvanceProspect;
}

export interface CorrectionAsked {
  readonly prospectId: string;
  readonly part: RedoTarget;
  readonly reason: string;
  readonly identificationId: string;
  readonly operatorId: string;
}

/**
 * A video operator sends the applicant back to fix one part (decision 244), in the caller's
 * transaction: the prospect from the call (PROSPECT_CONSENT_DOCUMENTS_ACCEPTED) back to that
 * part's step only; for a data section the product back to PRODUCT_NEW too, which is the state
 * the personal data page is shown in (spec 1 §4 state to page). The product's state at the call is
 * kept with the correction and restored once the part is given again. Nothing else is touched:
 * the personal data, KYC answers, consents and their documents stay as given.
 */
export function createOpenCorrection({ clock, products, advance }: OpenCorrectionDeps) {
  return async function openCorrection(
    tx: Transaction,
    asked: CorrectionAsked,
    context: RequestContext,
  ): Promise<void> {
    const { prospectId, part, reason, identificationId, operatorId } = asked;
    const product = await products.forProspect(tx, prospectId);
    const now = clock();
    const opened = await insertCorrection(tx, {
      id: randomUUID(),
      prospectId,
      part,
      reason,
      identificationId,
      operatorId,
      productState: product?.productState ?? null,
      openedAt: now,
    });
    if (opened === null) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'A correction is already open for this application.',
      });
    }
    await advance(
      tx,
      {
        prospectId,
        from: [CORRECTION_RETURN_STATE],
        to: correctionStateOf(part),
        actorId: operatorId,
        actorType: 'operator',
        details: { step: 'videoIdentification', identificationId, redo: part },
      },
      context,
    );
    if (part !== 'DOCUMENTS' && product !== null && product.productState !== 'PRODUCT_NEW') {
      await products.advance(
        tx,
        {
          prospectId,
          from: [product.productState],
          to: 'PRODUCT_NEW',
          actorId: operatorId,
          actorType: 'operator',
        },
        context,
      );
    }
  };
}

export type OpenCorrection = ReturnType<typeof createOpenCorrection>;
