import {
  blocksOnlineContinuation,
  LEGAL_QUESTIONS,
  ZCommercialConsentAnswer,
  ZTextBoolean,
  type TConsentsAnswers,
  type TConsentsRequest,
  type TConsentsResult,
  type TQuestionResponses,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { EligibilityService } from '../eligibility/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { findConsents, saveConsents, type ConsentsRow } from './repository';

export interface ConsentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly eligibility: EligibilityService;
}

function toAnswers(row: ConsentsRow): TConsentsAnswers {
  return {
    questionResponses: {
      PEP: ZTextBoolean.parse(row.pep),
      FATCA: ZTextBoolean.parse(row.fatca),
      CRS: ZTextBoolean.parse(row.crs),
    },
    consents: row.commercial.map((answer) => ZCommercialConsentAnswer.parse(answer)),
  };
}

/**
 * The legal consents of /consents (issue 7, spec 2 §3 and §5): stored once, from
 * PROSPECT_INFO_UPLOADED only; every answer audited with time, IP and user agent. Eligibility is
 * decided when the consent documents are accepted, before the video call (decision 131).
 */
export function createConsentsService(deps: ConsentsServiceDeps) {
  const { db, clock, prospects, products, eligibility } = deps;

  return {
    /** The answers and when they were given, for the documents and eligibility. */
    async answers(
      tx: Database | Transaction,
      prospectId: string,
    ): Promise<{ answers: TConsentsAnswers; answeredAt: Date } | null> {
      const row = await findConsents(tx, prospectId);
      return row === null ? null : { answers: toAnswers(row), answeredAt: row.createdAt };
    },

    async answersOfOwn(user: SessionUser, prospectId: string): Promise<TConsentsAnswers | null> {
      await prospects.requireOwn(db, user, prospectId);
      const row = await findConsents(db, prospectId);
      return row === null ? null : toAnswers(row);
    },

    async submit(
      user: SessionUser,
      prospectId: string,
      body: TConsentsRequest,
      context: RequestContext,
    ): Promise<TConsentsResult> {
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
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
    },

    /** `GET prospects/{id}/eligibility`: the latest decision (ACCEPTED or a reason), null before. */
    async latestEligibilityOfOwn(
      user: SessionUser,
      prospectId: string,
    ): Promise<{ criteries: string | null }> {
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        return { criteries: await eligibility.latest(tx, prospectId) };
      });
    },

    /**
     * `POST prospects/{id}/iseligible` (spec 1 §4): the decision recorded when the consent
     * documents were accepted (decision 131); it changes nothing. PROSPECT_VERIFIED is the video
     * operator's approval.
     */
    async checkEligibility(user: SessionUser, prospectId: string): Promise<{ criteries: string }> {
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        const criteries = await eligibility.latest(tx, prospectId);
        if (criteries === null) {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: 'Eligibility is decided when the consent documents are accepted.',
          });
        }
        return { criteries };
      });
    },

    /**
     * Decides eligibility on the legal answers given (decision 131): called in the transaction
     * that accepts the consent documents.
     */
    async decideEligibility(
      tx: Transaction,
      subject: { readonly prospectId: string; readonly actorId: string },
      context: RequestContext,
    ) {
      const given = await findConsents(tx, subject.prospectId);
      if (given === null) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'The consents have not been given yet.',
        });
      }
      const product = await products.forProspect(tx, subject.prospectId);
      return eligibility.decide(
        tx,
        {
          prospectId: subject.prospectId,
          packageName: product?.packageName ?? null,
          responses: toAnswers(given).questionResponses,
          actorId: subject.actorId,
        },
        context,
      );
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
