import { correctionReturnPath, type ProspectState, type RedoTarget } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import { findOpenCorrection, resolveCorrection } from '../repository';
import type { AdvanceProspect } from './advance-prospect';

export interface ResumeAfterCorrectionDeps {
  readonly clock: Clock;
  readonly products: Pick<ProductsService, 'advance'>;
  readonly advance: AdvanceProspect;
}

/** What the applicant just gave again: the identity documents, or the personal data. */
export type CorrectedStep = 'DOCUMENTS' | 'PERSONAL_DATA';

const stepOf = (part: RedoTarget): CorrectedStep =>
  part === 'DOCUMENTS' ? 'DOCUMENTS' : 'PERSONAL_DATA';

/**
 * After a step was given again, in its transaction (decision 244): when it was the part of the
 * prospect's open correction, the prospect goes on through the states after that step, each
 * audited, back to the video call (PROSPECT_CONSENT_DOCUMENTS_ACCEPTED), the product back to its
 * state at the call, and the correction is closed. Answers the state reached, or null when no
 * correction asked for this step (the wizard goes on as usual).
 */
export function createResumeAfterCorrection({
  clock,
  products,
  advance,
}: ResumeAfterCorrectionDeps) {
  return async function resumeAfterCorrection(
    tx: Transaction,
    given: { readonly prospectId: string; readonly step: CorrectedStep; readonly actorId: string },
    context: RequestContext,
  ): Promise<ProspectState | null> {
    const { prospectId, step, actorId } = given;
    const correction = await findOpenCorrection(tx, prospectId);
    if (correction === null || stepOf(correction.part) !== step) return null;
    if (!(await resolveCorrection(tx, correction.id, clock()))) return null;
    // The first state is the one the step itself moved the prospect to.
    const [first, ...later] = correctionReturnPath(correction.part);
    if (first === undefined) return null;
    let from: ProspectState = first;
    for (const to of later) {
      await advance(
        tx,
        {
          prospectId,
          from: [from],
          to,
          actorId,
          details: { correction: correction.part, identificationId: correction.identificationId },
        },
        context,
      );
      from = to;
    }
    // Only a data section moved the product back (open-correction); the documents left it.
    const productBack = correction.productState;
    if (step === 'PERSONAL_DATA' && productBack !== null && productBack !== 'PRODUCT_NEW') {
      await products.advance(
        tx,
        { prospectId, from: ['PRODUCT_NEW'], to: productBack, actorId },
        context,
      );
    }
    return from;
  };
}

export type ResumeAfterCorrection = ReturnType<typeof createResumeAfterCorrection>;
