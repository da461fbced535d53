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
import { localTimeIn } from '@onboarding/domain';
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
}

/**
 * Eligibility (spec 1 §4 and §8, decision 111): the domain's rule engine fed with the data entered,
 * the legal answers and the registers' answers; every decision is kept and audited. It runs once,
 * when the consent documents are accepted (decision 131).
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
  };
  return service;
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
