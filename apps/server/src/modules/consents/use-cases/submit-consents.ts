import {
  blocksOnlineContinuation,
  hasProductStepAfterPersonalData,
  LEGAL_QUESTIONS,
  type TConsentsRequest,
  type TConsentsResult,
  type TQuestionResponses,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { saveConsents } from '../repository';

export interface SubmitConsentsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'advance'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * `POST prospects/{id}/consents` (decision 110): the answers, stored once, from
 * PROSPECT_INFO_UPLOADED only, each audited with time, IP and user agent; a yes to a legal
 * question sends the applicant to a branch. A loan's salary statement (decision 147) and a day
 * deposit's amount and term (decision 231) come before the consents: while the product still
 * waits for them in PRODUCT_NEW, the consents are refused like any step out of order.
 */
export function createSubmitConsents(deps: SubmitConsentsDeps) {
  const { db, clock, prospects, products } = deps;
  return async function submit(
    user: SessionUser,
    prospectId: string,
    body: TConsentsRequest,
    context: RequestContext,
  ): Promise<TConsentsResult> {
    return db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      const product = await products.forProspect(tx, prospectId);
      if (
        product !== null &&
        product.productState === 'PRODUCT_NEW' &&
        hasProductStepAfterPersonalData(product.productType)
      ) {
        throw new AppError(409, 'PRODUCT_STATE_CONFLICT', {
          message: 'The product step before the consents is not done.',
        });
      }
      const responses: TQuestionResponses = body.consentsInfo.questionResponses;
      const blocked = blocksOnlineContinuation(responses);
      // The guarded move comes first: out of order or twice, it fails and nothing is written.
      await prospects.advance(
        tx,
        {
          prospectId,
          from: ['PROSPECT_INFO_UPLOADED'],
          to: blocked ? 'PROSPECT_REDIRECT_TO_BRANCH' : 'PROSPECT_CONSENTS_UPLOADED',
          actorId: user.userId,
          details: { step: 'consents' },
        },
        context,
      );
      await saveConsents(tx, {
        prospectId,
        pep: responses.PEP,
        fatca: responses.FATCA,
        crs: responses.CRS,
        commercial: body.consents.map((answer) => ({ ...answer })),
        createdAt: clock(),
      });
      for (const question of LEGAL_QUESTIONS) {
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'consent.answered',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { question, typeOfConsents: 'LEGAL', response: responses[question] },
        });
      }
      for (const answer of body.consents) {
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'consent.answered',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            question: answer.name,
            id: answer.id,
            typeOfConsents: answer.typeOfConsents,
            response: answer.response,
          },
        });
      }

      // The rules run once, when the consent documents are accepted (decision 131); a yes to a
      // legal question is the branch fallback at once, as the CONSENTS reason would say.
      if (blocked) return { prospectState: 'PROSPECT_REDIRECT_TO_BRANCH', criteries: 'CONSENTS' };
      return { prospectState: 'PROSPECT_CONSENTS_UPLOADED', criteries: null };
    });
  };
}
