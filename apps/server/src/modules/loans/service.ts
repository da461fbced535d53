import { createHash, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  assessLoanRisk,
  buildLoanOffer,
  DEFAULT_RISK_RULES,
  isLoanProcess,
  largestAffordableAmountCents,
  loanTermsForContract,
  loanTermsFromRequest,
  loanTermsFromRiskCheck,
  localTimeIn,
  RISK_OUTCOME_ROUTING,
  type Language,
  type LongWaitPhase,
  type ProductState,
  type RiskFacts,
  type TIncomeConfirmation,
  type TIncomeFound,
  type TLoanApplication,
  type TLoanOffer,
  type TLoanTerms,
  type TLongProcess,
  type TOfferBounds,
  type TOfferChoice,
  type TOfferQuote,
  type TRiskAssessmentResult,
  type TSecciIssued,
  type TSelectLoanResponse,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { StoragePort } from '../../infra/storage/storage-port';
import { toLongProcess, type DossiersService, type LongProcessRecord } from '../dossiers/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { assessLoanJob, type TAssessLoanJob } from './jobs';
import {
  findApplication,
  findAssessment,
  findChoice,
  findSecci,
  findSeccisOfProspect,
  insertChoice,
  insertSecci,
  upsertApplication,
  upsertAssessment,
  type LoanApplicationRow,
  type LoanAssessmentRow,
} from './repository';
import { secciContent, type SecciCreditor } from './secci-content';
import type { StoredLoanTerms, StoredRiskFacts } from './tables';

/** What uploaded statements gave (the risk-documents module, issue 14 item 2). */
export interface FinalizedStatements {
  readonly bankCode: string;
  readonly finalizedAt: Date;
  readonly files: readonly unknown[];
}

export interface LoansDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  /** IANA zone of the bank: "today" of the assessment is its calendar day. */
  readonly timeZone: string;
  /** The bank's country (ISO 3166 alpha-2), whose law governs the credit. */
  readonly country: string;
  readonly creditor: SecciCreditor;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find' | 'forProspect' | 'advance'>;
  readonly dossiers: Pick<
    DossiersService,
    | 'startRun'
    | 'runOfKind'
    | 'runById'
    | 'requireOwnRun'
    | 'moveRun'
    | 'restartFailed'
    | 'publishRun'
    | 'endRun'
    | 'startLoanDossier'
  >;
  readonly enteredData: EnteredDataSource;
  /** The open-banking module's finding for the prospect (H1), null before a connection. */
  readonly incomeFoundOf: (prospectId: string) => Promise<TIncomeFound | null>;
  /** The risk-documents module's finalized upload (H2), null before one. */
  readonly finalizedStatementsOf: (prospectId: string) => Promise<FinalizedStatements | null>;
  /** The language the applicant registered in (the SECCI's language). */
  readonly languageOf: (prospectId: string) => Promise<Language>;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

interface Owner {
  readonly userId: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RULES = DEFAULT_RISK_RULES;
/** The states in which offers may be quoted, SECCIs issued and one chosen (decision 147). */
const OFFER_STATES: readonly ProductState[] = [
  'PRODUCT_RISK_UPLOADED',
  'PRODUCT_WAITING_OFFER_SELECTION',
];

const notFound = (what = 'product') =>
  new AppError(404, 'NOT_FOUND', { message: `No such ${what}.` });
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const secciKey = (prospectId: string, secciId: string) => `secci/${prospectId}/${secciId}`;

function sameTerms(a: StoredLoanTerms, b: StoredLoanTerms): boolean {
  return (
    a.amountCents === b.amountCents &&
    a.tenorMonths === b.tenorMonths &&
    a.insurance === b.insurance
  );
}

function toApplication(row: LoanApplicationRow): TLoanApplication {
  return {
    source: row.source,
    bankCode: row.bankCode,
    monthlyNetIncomeCents: row.monthlyNetIncomeCents,
    existingMonthlyObligationsCents: row.existingMonthlyObligationsCents,
    dependants: row.dependants,
    wish: row.wish,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

/** Thrown inside a transaction to undo it when the run was cancelled or moved meanwhile. */
class RunMovedOn extends Error {}

/**
 * The personal loan on the server (issue 14 items 3–5, decisions 145 and 147): the confirmed
 * income and wish, the risk run after the identification, the result and the offers the
 * applicant may move within, the SECCI before the choice, and the choice itself, which starts
 * the dossier run that prepares the credit agreement.
 */
export function createLoansService(deps: LoansDeps) {
  const { db, clock, jobs, storage, prospects, products, dossiers } = deps;

  /** The session's own loan product, `{id}` of `onboarding/products/{id}/…` (404 otherwise). */
  const requireOwnLoan = async (tx: Database | Transaction, owner: Owner, productId: string) => {
    const product = UUID_PATTERN.test(productId) ? await products.find(tx, productId) : null;
    if (product === null || product.prospectId === null) throw notFound();
    const prospect = await prospects.requireOwn(tx, owner, product.prospectId).catch(() => {
      throw notFound();
    });
    if (!isLoanProcess(product.productType)) {
      throw new AppError(409, 'NOT_A_LOAN', { message: 'This product is not a loan.' });
    }
    return { ...product, prospectId: product.prospectId, prospectState: prospect.state };
  };

  const requireOwnLoanOfProspect = async (
    tx: Database | Transaction,
    owner: Owner,
    prospectId: string,
  ) => {
    const prospect = await prospects.requireOwn(tx, owner, prospectId);
    const product = await products.forProspect(tx, prospectId);
    if (product === null) throw notFound();
    if (!isLoanProcess(product.productType)) {
      throw new AppError(409, 'NOT_A_LOAN', { message: 'This product is not a loan.' });
    }
    return { ...product, prospectId, prospectState: prospect.state };
  };

  const requireOfferState = (state: ProductState) => {
    if (!OFFER_STATES.includes(state)) {
      throw new AppError(409, 'PRODUCT_STATE_CONFLICT', {
        message: `No offers in ${state}.`,
      });
    }
  };

  /** The assessment of the prospect's current risk run, or null while it evaluates. */
  const currentAssessment = async (
    tx: Database | Transaction,
    prospectId: string,
    run: LongProcessRecord | null,
  ): Promise<LoanAssessmentRow | null> => {
    if (run === null) return null;
    const assessment = await findAssessment(tx, prospectId);
    if (assessment === null) return null;
    return assessment.longProcessId === run.id && assessment.run === run.run ? assessment : null;
  };

  /** The offers need an assessment that allows some (ACCEPT or ALTERNATE_OFFER). */
  const requireOfferAssessment = async (tx: Database | Transaction, prospectId: string) => {
    const run = await dossiers.runOfKind(prospectId, 'risk', tx);
    const assessment = await currentAssessment(tx, prospectId, run);
    if (
      run === null ||
      assessment === null ||
      (assessment.outcome !== 'ACCEPT' && assessment.outcome !== 'ALTERNATE_OFFER')
    ) {
      throw new AppError(409, 'OFFER_NOT_AVAILABLE', {
        message: 'The assessment allows no offers.',
      });
    }
    return { run, assessment };
  };

  const maxAffordableEuros = (facts: RiskFacts, tenorMonths: number, insurance: boolean) => {
    const cents = largestAffordableAmountCents(facts, tenorMonths, insurance, RULES);
    return cents === null ? 0 : cents / 100;
  };

  /** The figures for terms, and whether the rules grant them online (ACCEPT as asked). */
  const quoteOf = (facts: RiskFacts, terms: StoredLoanTerms): TOfferQuote => {
    const verdict = assessLoanRisk(facts, terms, RULES);
    const longest = verdict.figures.longestOnlineTenorMonths;
    return {
      offer: buildLoanOffer(terms, RULES.product),
      affordable: verdict.outcome === 'ACCEPT',
      maxAffordableAmount:
        terms.tenorMonths <= longest
          ? maxAffordableEuros(facts, terms.tenorMonths, terms.insurance)
          : 0,
    };
  };

  /** The ranges the sliders may move in: each tenor up to the longest online one (euros). */
  const boundsOf = (facts: RiskFacts): TOfferBounds | null => {
    const { product } = RULES;
    const longest = assessLoanRisk(
      facts,
      {
        amountCents: product.minAmountCents,
        tenorMonths: product.minTenorMonths,
        insurance: false,
      },
      RULES,
    ).figures.longestOnlineTenorMonths;
    if (longest < product.minTenorMonths) return null;
    const maxAffordableAmount: TOfferBounds['maxAffordableAmount'] = {};
    for (let tenor = product.minTenorMonths; tenor <= longest; tenor += 1) {
      const withoutInsurance = maxAffordableEuros(facts, tenor, false);
      if (withoutInsurance === 0) continue;
      maxAffordableAmount[String(tenor)] = {
        withoutInsurance,
        withInsurance: maxAffordableEuros(facts, tenor, true),
      };
    }
    return {
      minAmount: product.minAmountCents / 100,
      maxAmount: product.maxAmountCents / 100,
      amountStep: product.amountStepCents / 100,
      minTenorMonths: product.minTenorMonths,
      maxTenorMonths: longest,
      maxAffordableAmount,
    };
  };

  const enqueueAssessment = async (tx: Transaction, run: LongProcessRecord) => {
    await jobs.enqueue(
      tx,
      assessLoanJob,
      { longProcessId: run.id, run: run.run },
      { key: `loan-assess:${run.id}:${run.run}` },
    );
  };

  /** The choice checks of `selectloan` (decision 147), then the move, in one transaction. */
  const select = async (
    owner: Owner,
    prospectId: string,
    choice: TOfferChoice,
    secciId: string,
    context: RequestContext,
  ): Promise<TSelectLoanResponse> => {
    const { response, ended } = await db.transaction(async (tx) => {
      const product = await requireOwnLoanOfProspect(tx, owner, prospectId);
      requireOfferState(product.productState);
      const { run, assessment } = await requireOfferAssessment(tx, prospectId);
      const terms = loanTermsFromRequest(choice);
      if (assessLoanRisk(assessment.facts, terms, RULES).outcome !== 'ACCEPT') {
        throw new AppError(422, 'OFFER_NOT_AVAILABLE', {
          message: 'These terms are not within what the assessment allows.',
        });
      }
      const offer = buildLoanOffer(terms, RULES.product);
      const secci = UUID_PATTERN.test(secciId) ? await findSecci(tx, secciId) : null;
      if (
        secci === null ||
        secci.prospectId !== prospectId ||
        !sameTerms(secci.terms, terms) ||
        // The figures it printed are the ones recomputed now (jsonb keeps no key order).
        !isDeepStrictEqual({ ...secci.offer }, { ...offer })
      ) {
        throw new AppError(409, 'SECCI_MISMATCH', {
          message: 'The SECCI for exactly these terms must be issued before the choice.',
        });
      }
      await products.advance(
        tx,
        {
          prospectId,
          from: OFFER_STATES,
          to: 'PRODUCT_OFFER_SELECTED',
          actorId: owner.userId,
        },
        context,
      );
      await insertChoice(tx, {
        prospectId,
        secciId: secci.id,
        secciSha256: secci.sha256,
        terms,
        offer,
        chosenAt: clock(),
      });
      const endedRun = await dossiers.endRun(tx, run.id, context);
      const dossier = await dossiers.startLoanDossier(
        tx,
        { prospectId, process: product.productType },
        context,
      );
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'loan.offer_selected',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          secciId: secci.id,
          secciSha256: secci.sha256,
          amountCents: offer.amountCents,
          tenorMonths: offer.tenorMonths,
          insurance: offer.insurance,
          aprPercent: offer.aprPercent,
          longProcessId: dossier.id,
        },
      });
      return {
        response: {
          productState: 'PRODUCT_OFFER_SELECTED' as const,
          offer,
          longProcessId: dossier.id,
        },
        ended: endedRun,
      };
    });
    if (ended !== null) await dossiers.publishRun(ended);
    return response;
  };

  return {
    /**
     * The loan application, assessment, choice and every SECCI issued with its PDF, for the case
     * evidence export (issue 16, decision 151).
     */
    async evidenceOf(prospectId: string) {
      const seccis = await findSeccisOfProspect(db, prospectId);
      const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] =
        [];
      for (const secci of seccis) {
        const bytes = await storage.get(secci.storageKey);
        if (bytes !== null) {
          const { sha256: recordedSha256 } = secci;
          files.push({
            name: `secci-${secci.id}`,
            mediaType: 'application/pdf',
            bytes,
            recordedSha256,
          });
        }
      }
      const records = {
        application: await findApplication(db, prospectId),
        assessment: await findAssessment(db, prospectId),
        choice: await findChoice(db, prospectId),
        seccis: seccis.map(({ storageKey: _key, ...row }) => row),
      };
      return { records, files, subjectIds: seccis.map((row) => row.id) };
    },

    /**
     * `PATCH onboarding/products/{id}/risk?bank=CODE`: the applicant confirms the income (the
     * bank connection's finding, or the uploaded statements' declared figure) and states the
     * wish; PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED (decision 147).
     */
    async confirmIncome(
      owner: Owner,
      productId: string,
      bankCode: string,
      confirmation: TIncomeConfirmation,
      context: RequestContext,
    ): Promise<TLoanApplication> {
      const owned = await requireOwnLoan(db, owner, productId);
      const { prospectId } = owned;
      let income: number;
      let obligations: number;
      let incomeFound: TIncomeFound | null = null;
      if (confirmation.source === 'OPEN_BANKING') {
        const found = await deps.incomeFoundOf(prospectId);
        if (found?.bankCode !== bankCode) {
          throw new AppError(409, 'INCOME_NOT_FOUND', {
            message: 'No salary statement from this bank has been read for the prospect.',
          });
        }
        incomeFound = found;
        income = found.monthlyNetIncomeCents;
        // The applicant may add debts the account does not show, never hide what it shows.
        obligations = Math.max(
          found.existingMonthlyObligationsCents,
          confirmation.existingMonthlyObligationsCents,
        );
      } else {
        const statements = await deps.finalizedStatementsOf(prospectId);
        if (statements?.bankCode !== bankCode) {
          throw new AppError(409, 'STATEMENTS_NOT_FINALIZED', {
            message: 'No finalized salary statements from this bank for the prospect.',
          });
        }
        income = confirmation.monthlyNetIncomeCents;
        obligations = confirmation.existingMonthlyObligationsCents;
      }
      return db.transaction(async (tx) => {
        const product = await requireOwnLoan(tx, owner, productId);
        if (product.prospectState !== 'PROSPECT_INFO_UPLOADED') {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: 'The prospect is not in PROSPECT_INFO_UPLOADED.',
          });
        }
        await products.advance(
          tx,
          {
            prospectId,
            from: ['PRODUCT_NEW'],
            to: 'PRODUCT_EMPLOYMENT_UPLOADED',
            actorId: owner.userId,
          },
          context,
        );
        const row: LoanApplicationRow = {
          prospectId,
          productId: product.productId,
          source: confirmation.source,
          bankCode,
          monthlyNetIncomeCents: income,
          existingMonthlyObligationsCents: obligations,
          dependants: confirmation.dependants,
          wish: confirmation.wish,
          incomeFound,
          confirmedAt: clock(),
        };
        await upsertApplication(tx, row);
        // The source and the wish; the income figures stay in the loan's own table.
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: owner.userId,
          action: 'loan.income_confirmed',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            source: confirmation.source,
            bankCode,
            dependants: confirmation.dependants,
            wish: confirmation.wish,
          },
        });
        return toApplication(row);
      });
    },

    /** `GET onboarding/products/{id}/risk`: what the loan stands on. */
    async applicationOfOwn(owner: Owner, productId: string): Promise<TLoanApplication> {
      const product = await requireOwnLoan(db, owner, productId);
      const row = await findApplication(db, product.prospectId);
      if (row === null) throw notFound('loan application');
      return toApplication(row);
    },

    /** The confirmed application of a prospect (staff's in-call panel; no owner check). */
    async applicationOf(prospectId: string): Promise<TLoanApplication | null> {
      if (!UUID_PATTERN.test(prospectId)) return null;
      const row = await findApplication(db, prospectId);
      return row === null ? null : toApplication(row);
    },

    /**
     * In the video approval's transaction for a loan (decision 147): PRODUCT_EMPLOYMENT_UPLOADED
     * → PRODUCT_RISK_UPLOADED, the risk run (EVALUATING_RISK) and its job.
     */
    async startAssessment(
      tx: Transaction,
      prospectId: string,
      context: RequestContext,
    ): Promise<TLongProcess> {
      const product = await products.forProspect(tx, prospectId);
      if (product === null || !isLoanProcess(product.productType)) {
        throw new Error(`prospect ${prospectId} has no loan to assess`);
      }
      if ((await findApplication(tx, prospectId)) === null) {
        throw new AppError(409, 'LOAN_APPLICATION_MISSING', {
          message: 'The applicant has not confirmed the income yet.',
        });
      }
      await products.advance(
        tx,
        {
          prospectId,
          from: ['PRODUCT_EMPLOYMENT_UPLOADED'],
          to: 'PRODUCT_RISK_UPLOADED',
          actorId: 'loans',
          actorType: 'system',
        },
        context,
      );
      const run = await dossiers.startRun(tx, {
        prospectId,
        kind: 'risk',
        process: product.productType,
        phase: 'EVALUATING_RISK',
      });
      await enqueueAssessment(tx, run);
      await recordAudit(tx, context, {
        actorType: 'system',
        actorId: null,
        action: 'loan.assessment_started',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { longProcessId: run.id, run: run.run },
      });
      return toLongProcess(run);
    },

    /**
     * The job `loans.assess`: the facts (confirmed income, birth date, today at the bank) →
     * `assessLoanRisk` → the stored assessment, the product's state and the run's phase per
     * outcome, in one transaction, then pushed to the run's room.
     */
    async assess(job: TAssessLoanJob, context: JobContext): Promise<void> {
      const run = await dossiers.runById(job.longProcessId);
      if (run === null || run.run !== job.run || run.phase !== 'EVALUATING_RISK') return;
      const { prospectId } = run;
      try {
        const application = await findApplication(db, prospectId);
        if (application === null) throw new Error(`prospect ${prospectId} has no loan application`);
        const entered = await db.transaction((tx) => deps.enteredData.entered(tx, prospectId));
        const birthDate = entered?.birth.date ?? null;
        if (birthDate === null) throw new Error(`prospect ${prospectId} has no birth date`);
        const facts: StoredRiskFacts = {
          monthlyNetIncomeCents: application.monthlyNetIncomeCents,
          existingMonthlyObligationsCents: application.existingMonthlyObligationsCents,
          dependants: application.dependants,
          birthDate,
          today: localTimeIn(clock(), deps.timeZone).date,
          requiresManualReview: false,
        };
        const requested = loanTermsFromRiskCheck(application.wish);
        const assessment = assessLoanRisk(facts, requested, RULES);
        const routing = RISK_OUTCOME_ROUTING[assessment.outcome];
        const nextPhase: LongWaitPhase =
          routing.creditApprovalCode === null
            ? 'WAITING_LOAN_SELECTION'
            : 'WAITING_PROCESS_SWITCH_SELECTION';
        const moved = await db
          .transaction(async (tx) => {
            const row = await dossiers.moveRun(tx, run.id, {
              run: run.run,
              from: ['EVALUATING_RISK'],
              to: nextPhase,
            });
            if (row === null) throw new RunMovedOn();
            await upsertAssessment(tx, {
              prospectId,
              longProcessId: run.id,
              run: run.run,
              facts,
              requested,
              outcome: assessment.outcome,
              reasons: [...assessment.reasons],
              figures: { ...assessment.figures },
              offer: assessment.offer,
              assessedAt: clock(),
            });
            if (routing.productState !== 'PRODUCT_RISK_UPLOADED') {
              await products.advance(
                tx,
                {
                  prospectId,
                  from: ['PRODUCT_RISK_UPLOADED'],
                  to: routing.productState,
                  actorId: 'loans',
                  actorType: 'system',
                },
                SYSTEM_CONTEXT,
              );
            }
            // decision 145: the facts, the outcome, the reasons and the figures.
            await recordAudit(tx, SYSTEM_CONTEXT, {
              actorType: 'system',
              actorId: null,
              action: 'loan.assessed',
              subjectType: 'prospect',
              subjectId: prospectId,
              details: {
                longProcessId: run.id,
                run: run.run,
                outcome: assessment.outcome,
                reasons: assessment.reasons,
                figures: assessment.figures,
                facts,
                requested,
                offer: assessment.offer,
              },
            });
            return row;
          })
          .catch((error: unknown) => {
            if (error instanceof RunMovedOn) return null;
            throw error;
          });
        if (moved !== null) await dossiers.publishRun(moved);
      } catch (error) {
        if (context.retryCount >= assessLoanJob.retry.limit) {
          const failed = await dossiers.moveRun(db, run.id, {
            run: run.run,
            from: ['EVALUATING_RISK'],
            to: 'ERROR',
            errorCode: 'RISK_FAILED',
          });
          if (failed !== null) await dossiers.publishRun(failed);
        }
        deps.log.warn({ err: error, prospectId }, 'risk assessment failed');
        throw error;
      }
    },

    /**
     * `POST user/checkrisk`: the risk run of the prospect; one that ended in ERROR starts again
     * (the applicant's "try again"), any other is answered as it is.
     */
    async checkRisk(
      owner: Owner,
      prospectId: string,
      context: RequestContext,
    ): Promise<TLongProcess> {
      await requireOwnLoanOfProspect(db, owner, prospectId);
      const run = await dossiers.runOfKind(prospectId, 'risk');
      if (run === null) throw notFound('risk assessment');
      if (run.phase !== 'ERROR') return toLongProcess(run);
      const restarted = await db.transaction(async (tx) => {
        const row = await dossiers.restartFailed(tx, run.id, 'EVALUATING_RISK');
        if (row === null) return null;
        await enqueueAssessment(tx, row);
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: owner.userId,
          action: 'loan.assessment_restarted',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { longProcessId: row.id, run: row.run },
        });
        return row;
      });
      if (restarted === null) {
        const current = await dossiers.runOfKind(prospectId, 'risk');
        if (current === null) throw notFound('risk assessment');
        return toLongProcess(current);
      }
      await dossiers.publishRun(restarted);
      return toLongProcess(restarted);
    },

    /** `POST user/getriskassessmentresult`: the assessment, its offer and the sliders' ranges. */
    async result(owner: Owner, prospectId: string): Promise<TRiskAssessmentResult> {
      await requireOwnLoanOfProspect(db, owner, prospectId);
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
    },

    /** The outcome of the prospect's assessment (the switch's check, H3b), or null. */
    async assessmentOf(prospectId: string): Promise<{
      readonly outcome: LoanAssessmentRow['outcome'];
      readonly reasons: readonly string[];
      readonly longProcessId: string;
      readonly assessedAt: Date;
    } | null> {
      if (!UUID_PATTERN.test(prospectId)) return null;
      const row = await findAssessment(db, prospectId);
      return row === null
        ? null
        : {
            outcome: row.outcome,
            reasons: row.reasons,
            longProcessId: row.longProcessId,
            assessedAt: row.assessedAt,
          };
    },

    /** `GET onboarding/products/{id}/alternateoffer`: the bank's alternate (or the wish on ACCEPT). */
    async alternateOffer(owner: Owner, productId: string): Promise<TOfferQuote> {
      const product = await requireOwnLoan(db, owner, productId);
      requireOfferState(product.productState);
      const { assessment } = await requireOfferAssessment(db, product.prospectId);
      if (assessment.offer === null) {
        throw new AppError(409, 'OFFER_NOT_AVAILABLE', { message: 'No offer was made.' });
      }
      return quoteOf(assessment.facts, assessment.offer);
    },

    /** `PATCH onboarding/products/{id}/alternateoffer/update`: the sliders' offer; nothing changes. */
    async quote(owner: Owner, productId: string, choice: TOfferChoice): Promise<TOfferQuote> {
      const product = await requireOwnLoan(db, owner, productId);
      requireOfferState(product.productState);
      const { assessment } = await requireOfferAssessment(db, product.prospectId);
      return quoteOf(assessment.facts, loanTermsFromRequest(choice));
    },

    /**
     * `POST onboarding/products/{id}/secci`: the SECCI PDF for these terms in the applicant's
     * language, stored (sealed by the storage) with its SHA-256 before the choice. Rendered in
     * the request: the PDF is the answer (decision 147).
     */
    async issueSecci(
      owner: Owner,
      productId: string,
      choice: TOfferChoice,
      context: RequestContext,
    ): Promise<TSecciIssued> {
      const product = await requireOwnLoan(db, owner, productId);
      requireOfferState(product.productState);
      const { assessment } = await requireOfferAssessment(db, product.prospectId);
      const terms = loanTermsFromRequest(choice);
      if (assessLoanRisk(assessment.facts, terms, RULES).outcome !== 'ACCEPT') {
        throw new AppError(422, 'OFFER_NOT_AVAILABLE', {
          message: 'These terms are not within what the assessment allows.',
        });
      }
      const offer: TLoanOffer = buildLoanOffer(terms, RULES.product);
      const language = await deps.languageOf(product.prospectId);
      const secciId = randomUUID();
      const issuedAt = clock();
      const bytes = await renderPdf(
        secciContent({
          language,
          creditor: deps.creditor,
          offer,
          secciId,
          issuedAt,
          timeZone: deps.timeZone,
          country: deps.country,
        }),
      );
      const sha256 = sha256Hex(bytes);
      const storageKey = secciKey(product.prospectId, secciId);
      await storage.put(storageKey, bytes);
      await db.transaction(async (tx) => {
        await insertSecci(tx, {
          id: secciId,
          prospectId: product.prospectId,
          productId: product.productId,
          terms,
          offer,
          language,
          storageKey,
          sha256,
          sizeBytes: bytes.byteLength,
          issuedAt,
        });
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: owner.userId,
          action: 'loan.secci_issued',
          subjectType: 'prospect',
          subjectId: product.prospectId,
          details: { secciId, sha256, language, ...terms, aprPercent: offer.aprPercent },
        });
      });
      return { secciId, sha256, offer, issuedAt: issuedAt.toISOString() };
    },

    /** `GET onboarding/products/{id}/secci/{secciId}`: the PDF as issued (hash checked). */
    async secciPdf(
      owner: Owner,
      productId: string,
      secciId: string,
    ): Promise<{ bytes: Buffer; fileName: string }> {
      const product = await requireOwnLoan(db, owner, productId);
      const secci = UUID_PATTERN.test(secciId) ? await findSecci(db, secciId) : null;
      if (secci === null || secci.prospectId !== product.prospectId) throw notFound('SECCI');
      const bytes = await storage.get(secci.storageKey);
      if (bytes === null || sha256Hex(bytes) !== secci.sha256) {
        throw new AppError(409, 'DOCUMENT_UNAVAILABLE', {
          message: 'The SECCI is not available as it was issued.',
        });
      }
      return { bytes, fileName: `secci-${secci.id}.pdf` };
    },

    /** `POST user/selectloan`. */
    async selectLoan(
      owner: Owner,
      request: { prospectId: string; choice: TOfferChoice; secciId: string },
      context: RequestContext,
    ): Promise<TSelectLoanResponse> {
      return select(owner, request.prospectId, request.choice, request.secciId, context);
    },

    /** `POST processes/longprocesses/{id}/loan`: the same choice by the risk run's id. */
    async selectLoanOfRun(
      owner: Owner,
      runId: string,
      request: { choice: TOfferChoice; secciId: string },
      context: RequestContext,
    ): Promise<TSelectLoanResponse> {
      const run = await dossiers.requireOwnRun(owner, runId);
      if (run.kind !== 'risk') throw notFound('long process');
      return select(owner, run.prospectId, request.choice, request.secciId, context);
    },

    /** The contracts' `loanOfferOf`: the chosen offer as the credit agreement prints it. */
    async loanTermsOf(prospectId: string): Promise<TLoanTerms | null> {
      const choice = await findChoice(db, prospectId);
      return choice === null ? null : loanTermsForContract(choice.offer);
    },
  };
}

export type LoansService = ReturnType<typeof createLoansService>;
