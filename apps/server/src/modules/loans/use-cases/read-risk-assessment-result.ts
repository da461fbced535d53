import {
  buildLoanOffer,
  RISK_OUTCOME_ROUTING,
  type TRiskAssessmentResult,
} from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import { boundsOf, RULES } from '../offers';
import { requireOwnLoanOfProspect, type Owner } from '../own-loan';
import { findApplication } from '../repository';
import { currentAssessment } from '../risk-run';

export interface ReadRiskAssessmentResultDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly dossiers: Pick<DossiersService, 'runOfKind'>;
}

/** `POST user/getriskassessmentresult`: the assessment, its offer and the sliders' ranges. */
export function createReadRiskAssessmentResult(deps: ReadRiskAssessmentResultDeps) {
  const { db, dossiers } = deps;
  return async function result(owner: Owner, prospectId: string): Promise<TRiskAssessmentResult> {
    await requireOwnLoanOfProspect(deps, db, owner, prospectId);
    const application = await findApplication(db, prospectId);
    const run = await dossiers.runOfKind(prospectId, 'risk');
    if (application === null || run === null) throw notFound('risk assessment');
    const assessment = await currentAssessment(db, prospectId, run);
    const outcome = assessment?.outcome ?? null;
    const offers = outcome === 'ACCEPT' || outcome === 'ALTERNATE_OFFER';
    return {
      prospectId,
      longProcessId: run.id,
      phase: run.phase,
      outcome,
      reasons: assessment === null ? [] : [...assessment.reasons],
      creditApprovalCode:
        outcome === null ? null : RISK_OUTCOME_ROUTING[outcome].creditApprovalCode,
      wish: application.wish,
      offer:
        assessment?.offer === null || assessment === null || !offers
          ? null
          : buildLoanOffer(assessment.offer, RULES.product),
      bounds: assessment === null || !offers ? null : boundsOf(assessment.facts),
      income: {
        source: application.source,
        monthlyNetIncomeCents: application.monthlyNetIncomeCents,
        existingMonthlyObligationsCents: application.existingMonthlyObligationsCents,
      },
    };
  };
}
