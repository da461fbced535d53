import type { ClosingDays, Language, TCreditor, TIncomeFound } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { DossiersService } from '../dossiers/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { BankConnectionAccountOf } from './payout-account';
import { createAssessLoan } from './use-cases/assess-loan';
import { createCheckRisk } from './use-cases/check-risk';
import { createChooseLoanOffer } from './use-cases/choose-loan-offer';
import { createCollectLoanEvidence } from './use-cases/collect-loan-evidence';
import { createConfirmIncome, type FinalizedStatements } from './use-cases/confirm-income';
import { createIssueSecci } from './use-cases/issue-secci';
import { createQuoteLoanOffer } from './use-cases/quote-loan-offer';
import { createReadAlternateOffer } from './use-cases/read-alternate-offer';
import { createReadAssessmentOutcome } from './use-cases/read-assessment-outcome';
import { createReadLoanApplication } from './use-cases/read-loan-application';
import { createReadLoanTerms, type ReadLoanTermsDeps } from './use-cases/read-loan-terms';
import { createReadOwnLoanApplication } from './use-cases/read-own-loan-application';
import { createReadPayoutAccountOptions } from './use-cases/read-payout-account-options';
import {
  createReadLoanPayoutView,
  createReadOwnLoanPayoutView,
} from './use-cases/read-loan-payout';
import { createReadRepaymentPlanPdf } from './use-cases/read-repayment-plan-pdf';
import { createReadRiskAssessmentResult } from './use-cases/read-risk-assessment-result';
import { createReadSecciPdf } from './use-cases/read-secci-pdf';
import { createSelectLoan } from './use-cases/select-loan';
import { createSelectLoanOfRun } from './use-cases/select-loan-of-run';
import { createStartRiskAssessment } from './use-cases/start-risk-assessment';

export interface LoansDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  /** Seals the payout account's IBAN (decision 233). */
  readonly cipher: Pick<DataCipher, 'sealText' | 'openText'>;
  /** IANA zone of the bank: "today" of the assessment is its calendar day. */
  readonly timeZone: string;
  /** The bank's closing days of a year: the loan is paid out on a working day (decision 233). */
  readonly closingDays: ClosingDays;
  /** The bank's country (ISO 3166 alpha-2), whose law governs the credit. */
  readonly country: string;
  readonly creditor: TCreditor;
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
  /** The open-banking module's account of that statement, a payout choice (decision 233). */
  readonly bankConnectionAccountOf: BankConnectionAccountOf;
  /** The staff case search's index: the payout IBAN (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
  /** The risk-documents module's finalized upload (H2), null before one. */
  readonly finalizedStatementsOf: (prospectId: string) => Promise<FinalizedStatements | null>;
  /** The language the applicant registered in (the SECCI's language). */
  readonly languageOf: (prospectId: string) => Promise<Language>;
  /** The applicant's name, printed on the repayment plan. */
  readonly applicantNameOf: (prospectId: string) => Promise<string>;
  /** The contracts module's signing time: the payout is the next working day (decision 233). */
  readonly signedAtOf: (prospectId: string) => Promise<Date | null>;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

/**
 * The personal loan on the server (decisions 145 and 147): the confirmed income and wish, the
 * risk run after the identification, the result and the offers the applicant may move within,
 * the SECCI before the choice, and the choice itself, which starts the dossier run that prepares
 * the credit agreement. Each method is one use case of `use-cases/`.
 */
export function createLoansService(deps: LoansDeps) {
  const chooseLoanOffer = createChooseLoanOffer(deps);
  return {
    evidenceOf: createCollectLoanEvidence(deps),
    confirmIncome: createConfirmIncome(deps),
    applicationOfOwn: createReadOwnLoanApplication(deps),
    applicationOf: createReadLoanApplication(deps),
    startAssessment: createStartRiskAssessment(deps),
    assess: createAssessLoan(deps),
    checkRisk: createCheckRisk(deps),
    result: createReadRiskAssessmentResult(deps),
    assessmentOf: createReadAssessmentOutcome(deps),
    alternateOffer: createReadAlternateOffer(deps),
    quote: createQuoteLoanOffer(deps),
    issueSecci: createIssueSecci(deps),
    secciPdf: createReadSecciPdf(deps),
    payoutAccountOptions: createReadPayoutAccountOptions(deps),
    payoutOfOwn: createReadOwnLoanPayoutView(deps),
    /** For the welcome page (decision 233): the payout of a prospect's loan, null before. */
    payoutOf: createReadLoanPayoutView(deps),
    repaymentPlanPdf: createReadRepaymentPlanPdf(deps),
    selectLoan: createSelectLoan({ chooseLoanOffer }),
    selectLoanOfRun: createSelectLoanOfRun({ ...deps, chooseLoanOffer }),
  };
}

export type LoansService = ReturnType<typeof createLoansService>;

/**
 * The chosen offer's terms as the credit agreement prints them (decision 147): a service of its
 * own because the contracts, which the loan's dossier run prepares, read it.
 */
export function createLoanTermsService(deps: ReadLoanTermsDeps) {
  return { loanTermsOf: createReadLoanTerms(deps) };
}

export type LoanTermsService = ReturnType<typeof createLoanTermsService>;
