import { homeFromAddresses, paymentOrderOf } from '@onboarding/domain';
import { createBranchChoiceService } from '../../modules/branches/branch-choice-service';
import { archiveStoreFor } from '../../modules/document-archive/archive-store';
import { createDocumentArchiveService } from '../../modules/document-archive/service';
import { createPaymentFeed } from '../../modules/penny-transfer/payment-feed';
import { createPennyTransferService } from '../../modules/penny-transfer/service';
import { createProcessSwitchService } from '../../modules/process-switch/service';
import {
  createProductActivationService,
  createWelcomeService,
} from '../../modules/welcome/service';
import type { Accounts } from './accounts';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';
import type { Contracts } from './contracts';
import type { Foundation } from './foundation';
import { traced } from '../../infra/telemetry/traced-object';
import { SpanKind } from '../../infra/telemetry/tracing';

/**
 * From the signed contracts to an active product (decisions 143, 144 and 146): the move to
 * PRODUCT_ACTIVE, the penny transfer that activates a DAYPOSIT through it, the welcome that opens
 * that penny transfer after the branch choice, the archive of the signed set, and a loan that
 * continues as an account.
 */
export function buildActivation(
  context: CompositionContext,
  foundation: Foundation,
  accounts: Accounts,
  applicantData: ApplicantData,
  contracts: Contracts,
) {
  const { infra } = context;
  const { db, clock } = infra;
  const { prospects, products } = foundation;
  const productActivation = createProductActivationService({
    clock,
    cipher: infra.cipher,
    appSecret: infra.config.appSecret,
    jobs: infra.jobs,
    messaging: foundation.messaging,
    bankSiteUrl: infra.config.bankSiteUrl,
    products,
  });
  const pennyTransfer = pennyTransferService(
    context,
    foundation,
    applicantData,
    contracts,
    productActivation,
  );
  const welcome = welcomeService(context, foundation, accounts, applicantData, contracts, {
    activation: productActivation,
    openPennyTransfer: pennyTransfer.open,
  });
  return {
    productActivation,
    pennyTransfer,
    // The bank's payment feed over HTTP (decision 143, "Feed adapter"): only with its secret.
    paymentFeed:
      infra.config.paymentsFeed.secret === null
        ? null
        : createPaymentFeed({
            secret: infra.config.paymentsFeed.secret,
            clock,
            payments: pennyTransfer.payments,
          }),
    welcome,
    // The signed contracts to the bank's document archive (uploadsigneddocuments).
    documentArchive: createDocumentArchiveService({
      db,
      clock,
      jobs: infra.jobs,
      prospects,
      contracts: contracts.contracts,
      requests: contracts.archiveRequests,
      // The archive's calls as client spans when tracing is on (decision 282).
      archive: traced(
        'archive',
        archiveStoreFor({ dataDir: infra.config.dataDir, ...infra.config.documentArchive }),
        SpanKind.CLIENT,
      ),
    }),
    // The branch choice (decision 144): stored in the transaction that moves the product on.
    branchChoice: createBranchChoiceService({
      db,
      clock,
      timeZone: context.variant.timeZone,
      holidays: context.holidays,
      variant: context.variant.id,
      // The address entered in personal data orders the list (decision 239).
      homeOf: async (user) => {
        for (const { prospectId } of await prospects.processesOf(user.session)) {
          const entered = await db.transaction((tx) =>
            applicantData.enteredData.entered(tx, prospectId),
          );
          const home = homeFromAddresses(entered?.addresses ?? [], context.variant.country);
          if (home !== null) return home;
        }
        return null;
      },
      branches: foundation.branches,
      requireOwnProspect: prospects.requireOwn,
      productStateOf: async (tx, prospectId) =>
        (await products.forProspect(tx, prospectId))?.productState ?? null,
      processesOf: (user) => prospects.processesOf(user.session),
      afterBranchChosen: welcome.afterBranchChosen,
    }),
    // A loan that cannot be granted continues as an account; a supervisor cancels a run (decision 147).
    processSwitch: createProcessSwitchService({
      db,
      prospects,
      products,
      longProcesses: contracts.dossiers,
      loans: contracts.loans,
    }),
  };
}

/** The penny transfer (decision 143): its order, the UPN QR, the incoming payments' matching. */
function pennyTransferService(
  { infra, variant, holidays }: CompositionContext,
  { prospects, products }: Foundation,
  { enteredData, deposits }: ApplicantData,
  { bankAccounts }: Contracts,
  activation: ReturnType<typeof createProductActivationService>,
) {
  return createPennyTransferService({
    db: infra.db,
    clock: infra.clock,
    timeZone: variant.timeZone,
    currency: variant.currency,
    paymentOrder: paymentOrderOf(variant.id),
    closingDays: holidays,
    amountCents: infra.config.pennyTransfer.amountCents,
    payee: infra.config.pennyTransfer.payee,
    prospects,
    products,
    enteredData,
    accountOf: (prospectId, tx) => bankAccounts.accountOf(prospectId, tx),
    activateProduct: activation.activate,
    // A day deposit is paid in full and starts when the money arrives (decision 232).
    depositOf: (prospectId, tx) => deposits.depositOf(prospectId, tx),
    fundDeposit: deposits.fund,
  });
}

/** The welcome (decision 146): the page, the mobile-app code, the e-mail. */
function welcomeService(
  { infra, variant }: CompositionContext,
  { prospects, products, messaging }: Foundation,
  { accounts }: Accounts,
  { enteredData, deposits }: ApplicantData,
  { bankAccounts, loans }: Contracts,
  wiring: Pick<Parameters<typeof createWelcomeService>[0], 'activation' | 'openPennyTransfer'>,
) {
  const { config } = infra;
  return createWelcomeService({
    db: infra.db,
    clock: infra.clock,
    cipher: infra.cipher,
    jobs: infra.jobs,
    rateLimiter: infra.rateLimiter,
    appSecret: config.appSecret,
    bankSiteUrl: config.bankSiteUrl,
    currency: variant.currency,
    timeZone: variant.timeZone,
    prospects,
    products,
    messaging,
    identityOf: accounts.identityOf,
    accountOf: (prospectId, tx) => bankAccounts.accountOf(prospectId, tx),
    firstNameOf: async (prospectId, tx) =>
      (await enteredData.entered(tx, prospectId))?.names.firstName ?? null,
    // A day deposit's amount, rate, start, maturity and interest (decision 232).
    depositOf: (prospectId) => deposits.depositOf(prospectId),
    // A loan's payout, its account and first instalment (decision 233).
    loanPayoutOf: (prospectId) => loans.payoutOf(prospectId),
    ...wiring,
  });
}

export type Activation = ReturnType<typeof buildActivation>;
