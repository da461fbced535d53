import { accountNumberingOf, type Language } from '@onboarding/domain';
import { createBankAccountsService } from '../../modules/bank-accounts/service';
import { createContractsService } from '../../modules/contracts/service';
import { createSigningCodes } from '../../modules/contracts/signing-codes';
import { createArchiveRequestsService } from '../../modules/document-archive/service';
import { createDossiersService } from '../../modules/dossiers/service';
import { createLoansService, createLoanTermsService } from '../../modules/loans/service';
import { createProspectStatusService } from '../../modules/prospects/service';
import { phoneE164Of } from '../../modules/video-identification/applicant';
import type { Accounts } from './accounts';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';
import type { Documents } from './documents';
import type { Foundation } from './foundation';

/**
 * After the identification (decisions 140, 142 and 147): the account, the contracts and the
 * certificate, the dossier's run that prepares them, a loan's risk run and offers, and the status
 * call that shows the runs' phases. What the contracts read of the loan and hand to the archive
 * are services of their own, built before them.
 */
export function buildContracts(
  context: CompositionContext,
  foundation: Foundation,
  applicantData: ApplicantData,
  documents: Documents,
  identity: IdentityReads,
) {
  const { db, clock, jobs } = context.infra;
  const bankAccounts = createBankAccountsService({
    db,
    clock,
    sortCode: context.infra.config.bankSortCode,
    numbering: accountNumberingOf(context.variant.id),
    searchIndex: context.caseSearchIndex,
  });
  const archiveRequests = createArchiveRequestsService({ clock, jobs });
  const loanTerms = createLoanTermsService({
    db,
    clock,
    cipher: context.infra.cipher,
    timeZone: context.variant.timeZone,
    closingDays: context.holidays,
  });
  const contracts = createContractsService({
    ...contractsDeps(context, foundation, applicantData),
    accountOf: (prospectId) => bankAccounts.accountOf(prospectId),
    loanOfferOf: loanTerms.loanTermsOf,
    // A day deposit's figures in its contract and pre-contract information (decision 232).
    depositOf: (prospectId) => applicantData.deposits.depositOf(prospectId),
    onSigned: archiveRequests.enqueue,
  });
  const dossiers = createDossiersService({
    db,
    clock,
    jobs,
    hub: context.infra.realtime,
    prospects: foundation.prospects,
    products: foundation.products,
    bankAccounts,
    // In the language the applicant registered in; the page makes them again in another.
    prepareDocuments: async (prospectId) => {
      await contracts.prepare(prospectId, await identity.registeredLanguageOf(prospectId));
    },
    applicantNameOf: identity.applicantNameOf,
    log: context.infra.log,
  });
  const prospectStatus = createProspectStatusService({
    prospects: foundation.prospects,
    longTimeStates: dossiers.phasesOf,
  });
  const loans = loansService(context, foundation, applicantData, documents, identity, {
    dossiers,
    signedAtOf: contracts.signedAtOf,
  });
  return { bankAccounts, archiveRequests, loanTerms, contracts, dossiers, prospectStatus, loans };
}

function contractsDeps(
  { infra, variant }: CompositionContext,
  { prospects, products, messaging }: Foundation,
  { enteredData }: ApplicantData,
) {
  const { config, db, clock, jobs } = infra;
  return {
    db,
    clock,
    storage: infra.storage,
    timeZone: variant.timeZone,
    country: variant.country,
    currency: variant.currency,
    creditor: config.creditor,
    defaultLanguage: variant.defaultLanguage,
    prospects,
    products,
    enteredData,
    codes: createSigningCodes({
      db,
      clock,
      jobs,
      appSecret: config.appSecret,
      messaging,
      phoneOf: (prospectId) =>
        db.transaction(async (tx) => phoneE164Of(await enteredData.entered(tx, prospectId))),
    }),
    signing: infra.signing,
  };
}

/** Who the applicant of a prospect is: their account's language and name, or the entered name. */
export function identityReads(
  { infra, variant }: CompositionContext,
  { prospects }: Foundation,
  { accounts }: Accounts,
  { enteredData }: ApplicantData,
) {
  const identityOf = async (prospectId: string) => {
    const owner = await prospects.ownerOf(prospectId);
    return owner === null ? null : accounts.identityOf(owner);
  };
  return {
    registeredLanguageOf: async (prospectId: string): Promise<Language | undefined> =>
      (await identityOf(prospectId))?.language,
    /** The SECCI's language: the registered one, else the variant's. */
    languageOf: async (prospectId: string): Promise<Language> =>
      (await identityOf(prospectId))?.language ?? variant.defaultLanguage,
    // The entered name, else the name the applicant registered with.
    applicantNameOf: async (prospectId: string): Promise<string> => {
      const entered = await infra.db.transaction((tx) => enteredData.entered(tx, prospectId));
      if (entered !== null) {
        const { firstName, secondName, surname } = entered.names;
        return [firstName, secondName, surname].filter((part) => part).join(' ');
      }
      return (await identityOf(prospectId))?.fullName ?? '';
    },
  };
}

export type IdentityReads = ReturnType<typeof identityReads>;

/** The personal loan (decision 147): income, risk run, offers, SECCI, choice. */
function loansService(
  context: CompositionContext,
  foundation: Foundation,
  applicantData: ApplicantData,
  { openBanking, riskDocuments }: Documents,
  identity: IdentityReads,
  after: {
    readonly dossiers: ReturnType<typeof createDossiersService>;
    /** The contracts' signing time: the loan is paid out the next working day (decision 233). */
    readonly signedAtOf: (prospectId: string) => Promise<Date | null>;
  },
) {
  const { infra, variant } = context;
  return createLoansService({
    db: infra.db,
    clock: infra.clock,
    jobs: infra.jobs,
    storage: infra.storage,
    cipher: infra.cipher,
    timeZone: variant.timeZone,
    country: variant.country,
    creditor: infra.config.creditor,
    prospects: foundation.prospects,
    products: foundation.products,
    dossiers: after.dossiers,
    signedAtOf: after.signedAtOf,
    closingDays: context.holidays,
    applicantNameOf: identity.applicantNameOf,
    enteredData: applicantData.enteredData,
    // The open-banking module's finding (decision 148): the latest finished selection.
    incomeFoundOf: openBanking.incomeFoundOf,
    // The account of that statement, a payout choice (decision 233).
    bankConnectionAccountOf: openBanking.payoutAccountOf,
    searchIndex: context.caseSearchIndex,
    finalizedStatementsOf: riskDocuments.finalizedStatementsOf,
    languageOf: identity.languageOf,
    log: infra.log,
  });
}

export type Contracts = ReturnType<typeof buildContracts>;
