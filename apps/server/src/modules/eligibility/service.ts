import { randomUUID } from 'node:crypto';
import {
  decideEligibility,
  type EligibilityDecision,
  type PackageName,
  type TQuestionResponses,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Transaction } from '../../infra/db/database';
import { localTimeIn } from '../../infra/local-time';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { EnteredDataSource } from './entered-data';
import { buildEligibilityFacts, eligibilityPolicyFor } from './facts';
import type { Registries } from './registries';
import { findLatestDecision, insertDecision } from './repository';

export interface EligibilityServiceDeps {
  readonly clock: Clock;
  readonly timeZone: string;
  readonly bankCountry: string;
  readonly registries: Registries;
  readonly enteredData: EnteredDataSource;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
}

/** isEligible is asked once the consent documents are accepted (after the video call). */
const ELIGIBILITY_CHECK_FROM = ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'] as const;

/**
 * Eligibility (issue 7, spec 1 §4 and §8): the domain's rule engine fed with the data entered, the
 * legal answers and the registers' answers; every decision is kept and audited.
 */
export function createEligibilityService(deps: EligibilityServiceDeps) {
  const service = {
    async decide(
      tx: Transaction,
      subject: {
        readonly prospectId: string;
        readonly packageName: PackageName | null;
        readonly responses: TQuestionResponses;
        readonly actorId: string;
      },
      context: RequestContext,
    ): Promise<EligibilityDecision> {
      const now = deps.clock();
      const facts = await buildEligibilityFacts(tx, {
        entered: await deps.enteredData.entered(tx, subject.prospectId),
        responses: subject.responses,
        today: localTimeIn(now, deps.timeZone).date,
        registries: deps.registries,
      });
      const decision = decideEligibility(
        facts,
        eligibilityPolicyFor(deps.bankCountry, subject.packageName),
      );
      await insertDecision(tx, {
        id: randomUUID(),
        prospectId: subject.prospectId,
        criteries: decision.criteries,
        reasons: [...decision.reasons],
        createdAt: now,
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: subject.actorId,
        action: 'eligibility.decided',
        subjectType: 'prospect',
        subjectId: subject.prospectId,
        details: { criteries: decision.criteries, reasons: decision.reasons },
      });
      return decision;
    },

    /** The latest decision's criteries, for the error page's reason; null before any. */
    async latest(tx: Transaction, prospectId: string): Promise<string | null> {
      return (await findLatestDecision(tx, prospectId))?.criteries ?? null;
    },

    /**
     * `isEligible` (spec 1 §4, spec 3 §7): ACCEPTED moves the prospect to PROSPECT_VERIFIED (the
     * web then goes to /choosebranch); any reason moves it to PROSPECT_REJECTED (the error page).
     */
    async isEligible(
      tx: Transaction,
      user: SessionUser,
      prospectId: string,
      responses: TQuestionResponses,
      context: RequestContext,
    ): Promise<EligibilityDecision> {
      const product = await deps.products.forProspect(tx, prospectId);
      const decision = await service.decide(
        tx,
        { prospectId, packageName: product?.packageName ?? null, responses, actorId: user.userId },
        context,
      );
      await deps.prospects.advance(
        tx,
        {
          prospectId,
          from: ELIGIBILITY_CHECK_FROM,
          to: decision.criteries === 'ACCEPTED' ? 'PROSPECT_VERIFIED' : 'PROSPECT_REJECTED',
          actorId: user.userId,
          details: { step: 'isEligible', criteries: decision.criteries },
        },
        context,
      );
      return decision;
    },
  };
  return service;
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
