import {
  bankHolidays,
  DURATIONS_MS,
  getVariant,
  isLoanProcess,
  type LongWaitPhase,
} from '@onboarding/domain';
import type { Registry } from 'prom-client';
import { verifyAuditChain } from '../infra/audit/audit-chain';
import { sweepExpired } from '../infra/housekeeping/sweep-expired';
import { createIdempotencyStore } from '../infra/idempotency/idempotency-store';
import { createOidcClients } from '../infra/oidc/oidc-clients';
import { createAppointmentsService } from '../modules/appointments/service';
import { createBankAccountsService } from '../modules/bank-accounts/service';
import { createBranchChoiceService } from '../modules/branches/branch-choice-service';
import { createBranchesService } from '../modules/branches/service';
import { createEvidenceSeal } from '../modules/case-evidence/evidence-seal';
import { createCaseEvidenceService } from '../modules/case-evidence/service';
import { createCmsContentService } from '../modules/cms-content/service';
import { createCmsService } from '../modules/cms/service';
import { createConsentDocumentsService } from '../modules/consent-documents/service';
import { createConsentsService } from '../modules/consents/service';
import { createRemoteSignature } from '../modules/contracts/remote-signature';
import { createContractsService } from '../modules/contracts/service';
import { createSigningCodes } from '../modules/contracts/signing-codes';
import { createDocumentReadingService } from '../modules/document-reading/service';
import { createDataRetentionService } from '../modules/data-retention/service';
import { createDocumentsService } from '../modules/documents/service';
import { createDossiersService } from '../modules/dossiers/service';
import { personalDataSource } from '../modules/eligibility/personal-data-source';
import {
  createIdentifierHmac,
  createLocalRegistries,
  seedDevelopmentRegistries,
} from '../modules/eligibility/registries';
import { createEligibilityService } from '../modules/eligibility/service';
import { createHandoffTokens } from '../modules/handoff/handoff-token';
import { createHandoffService } from '../modules/handoff/service';
import { createLeavingService } from '../modules/leaving/service';
import { createLoansService } from '../modules/loans/service';
import { createLinks } from '../modules/messaging/links';
import { createMessagingService } from '../modules/messaging/service';
import { createOpenBankingProvider } from '../modules/open-banking/provider-factory';
import { createOpenBankingService } from '../modules/open-banking/service';
import { createOpeningHoursService } from '../modules/opening-hours/service';
import { archiveStoreFor } from '../modules/document-archive/archive-store';
import { createDocumentArchiveService } from '../modules/document-archive/service';
import { createPaymentFeed } from '../modules/penny-transfer/payment-feed';
import { createPennyTransferService } from '../modules/penny-transfer/service';
import { createPersonalDataService } from '../modules/personal-data/service';
import { createProcessSwitchService } from '../modules/process-switch/service';
import { createProductsService } from '../modules/products/service';
import { createProspectsService } from '../modules/prospects/service';
import { createRiskDocumentsService } from '../modules/risk-documents/service';
import { createAccountsService } from '../modules/security/accounts-service';
import { createLoginService } from '../modules/security/login-service';
import { createPasswordResetService } from '../modules/security/password-reset-service';
import { createRegistrationService } from '../modules/security/registration-service';
import type { SecurityDeps } from '../modules/security/shared';
import { createSocialService } from '../modules/security/social-service';
import { createUnsubscribeService } from '../modules/security/unsubscribe-service';
import { createStaffService } from '../modules/staff/service';
import { createStudentService } from '../modules/student/service';
import { createSystemService } from '../modules/system/service';
import { createUploadsService } from '../modules/uploads/service';
import { createVideoCore } from '../modules/video-identification/core';
import { createOperatorService } from '../modules/video-identification/operator-service';
import { createProtocolService } from '../modules/video-identification/protocol-service';
import { createBuiltInRemoteIdProvider } from '../modules/video-identification/remote-id-built-in';
import { createHttpRemoteIdProvider } from '../modules/video-identification/remote-id-http';
import {
  createVideoIdentificationService,
  phoneE164Of,
} from '../modules/video-identification/service';
import { createWelcomeService, type OpenPennyTransfer } from '../modules/welcome/service';
import type { Infra } from './infra';

/**
 * The composition root (DESIGN "Composition", after Infisical's service factories): every
 * service is built here, once per app, in dependency order, from the configuration and the infra
 * ports, and handed to the routes through `app.services`. Nothing else builds a service.
 */
export function createServices(infra: Infra, metricsRegistry: Registry) {
  const { config, db, clock, log, cipher, jobs, rateLimiter, signedTokens } = infra;
  const variant = getVariant(config.variant);
  const holidays = (year: number) => bankHolidays(config.variant, year, config.extraHolidays);

  const links = createLinks(config.publicUrl);
  const messaging = createMessagingService({
    db,
    clock,
    jobs,
    mail: infra.mail,
    sms: infra.sms,
    signedTokens,
    links,
    log,
  });
  const outbox = infra.outbox;
  const system = createSystemService({
    driver: infra.database.driver,
    ping: () => infra.database.ping(),
    registry: metricsRegistry,
  });

  const cms = createCmsService({ db, clock });
  const cmsContent = createCmsContentService({ variant });
  const openingHours = createOpeningHoursService({
    clock,
    timeZone: variant.timeZone,
    holidays: config.operatorHours.ignoreHolidays ? () => [] : holidays,
    hours: config.operatorHours.hours,
    variant: config.variant,
  });
  // The owner check is the prospects service's, built just below.
  const products = createProductsService({
    db,
    clock,
    requireOwnProspect: (user, prospectId) => prospects.requireOwn(db, user, prospectId),
  });
  // The long processes' phases are read from the dossiers, built later: bound lazily below.
  let longTimeStates: (
    ids: readonly string[],
  ) => Promise<ReadonlyMap<string, LongWaitPhase>> = () => Promise.resolve(new Map());
  const prospects = createProspectsService({
    db,
    clock,
    products,
    cms,
    rateLimiter,
    invalidations: infra.invalidations,
    longTimeStates: (ids) => longTimeStates(ids),
    // The personal data service is built later (it uses this one).
    infoStored: async (prospectId) => (await personalData.storedInfo(db, prospectId)) !== null,
  });

  const securityDeps: SecurityDeps = {
    db,
    clock,
    rateLimiter,
    passwordHasher: infra.passwordHasher,
    signedTokens,
    messaging,
    links,
    log,
    appSecret: config.appSecret,
    smsPerSourcePerHour: config.sms.perSourcePerHour,
  };
  const accounts = createAccountsService({ db });
  const registration = createRegistrationService({ ...securityDeps, cms, prospects, products });
  const login = createLoginService(securityDeps);
  const passwordReset = createPasswordResetService({
    ...securityDeps,
    jobs,
    revokeAllSessions: (tx, userId) => infra.sessionStore.revokeAllForUser(tx, userId, clock()),
  });
  const unsubscribe = createUnsubscribeService({ ...securityDeps, variant: config.variant });
  const social = createSocialService({
    db,
    clock,
    cms,
    prospects,
    oidc: createOidcClients(config),
    signedTokens,
    log,
  });

  // The bank's staff (decision 130): sessions with the applicants' timeouts, in their own table.
  const staff = createStaffService({
    db,
    clock,
    cipher,
    passwordHasher: infra.passwordHasher,
    rateLimiter,
    log,
    timeouts: {
      idleMs: config.session.idleMinutes * DURATIONS_MS.minute,
      absoluteMs: config.session.absoluteHours * 60 * DURATIONS_MS.minute,
    },
    totpIssuer: 'Onboarding Bank',
    defaultLanguage: variant.defaultLanguage,
  });

  const branches = createBranchesService({ db });
  const appointments = createAppointmentsService({
    clock,
    variant: config.variant,
    branches,
    extraHolidays: config.extraHolidays,
  });
  const leaving = createLeavingService({
    db,
    clock,
    rateLimiter,
    messaging,
    links,
    appointments,
    prospects,
  });

  const personalData = createPersonalDataService({
    db,
    clock,
    cipher,
    timeZone: variant.timeZone,
    variant: config.variant,
    prospects,
    products,
  });
  const student = createStudentService({
    db,
    clock,
    timeZone: variant.timeZone,
    currency: variant.currency,
    prospects,
    products,
    personalData,
  });
  const identifierHmac = createIdentifierHmac(config.appSecret);
  const enteredData = personalDataSource(personalData);
  const eligibility = createEligibilityService({
    clock,
    timeZone: variant.timeZone,
    bankCountry: variant.country,
    registries: createLocalRegistries(identifierHmac),
    enteredData,
  });
  const consents = createConsentsService({ db, clock, prospects, products, eligibility });
  const consentDocuments = createConsentDocumentsService({
    db,
    clock,
    cipher,
    storage: infra.storage,
    timeZone: variant.timeZone,
    variant: variant.id,
    prospects,
    products,
    consents,
    enteredData,
  });

  const uploads = createUploadsService({ storage: infra.storage });
  // A loan's salary statements, uploaded (issue 14 item 2, decision 149).
  const riskDocuments = createRiskDocumentsService({
    db,
    clock,
    timeZone: variant.timeZone,
    uploads,
    prospects,
    products,
  });
  // A loan's salary statement by open banking (issue 14 item 1, decision 148).
  const openBanking = createOpenBankingService({
    db,
    clock,
    cipher,
    timeZone: variant.timeZone,
    provider: createOpenBankingProvider(config.openBanking, {
      clock,
      timeZone: variant.timeZone,
      isProduction: config.isProduction,
      warn: (message) => log.warn(message),
    }),
    timeoutMs: config.openBanking.timeoutMs,
    prospects,
    products,
  });
  // The hand-off is built after the documents but follows their changes: bound lazily below.
  let afterIdDocumentsChanged: (prospectId: string) => void = () => undefined;
  let afterConfirmedFromDesktop: (prospectId: string) => Promise<void> = () => Promise.resolve();
  const documentReading = createDocumentReadingService({
    db,
    clock,
    cipher,
    reader: infra.mrzReader,
    jobs,
    log,
    prospects,
    loadImage: (documentId) => documents.storedBytes(documentId),
  });
  const documents = createDocumentsService({
    db,
    clock,
    uploads,
    prospects,
    reading: documentReading,
    onIdDocumentsChanged: (prospectId) => afterIdDocumentsChanged(prospectId),
    onConfirmedFromDesktop: (prospectId) => afterConfirmedFromDesktop(prospectId),
  });
  const handoff = createHandoffService({
    db,
    clock,
    publicUrl: config.publicUrl,
    documents,
    tokens: createHandoffTokens(config.appSecret, clock),
    hub: infra.realtime,
    jobs,
    messaging,
    rateLimiter,
    smsPerSourcePerHour: config.sms.perSourcePerHour,
    log,
    processOf: async (prospectId) => (await prospects.caseOf(prospectId))?.processName ?? null,
  });
  afterIdDocumentsChanged = (prospectId) => {
    handoff.publishForProspect(prospectId).catch((error: unknown) => {
      log.warn({ err: error }, 'hand-off status could not be pushed');
    });
  };
  afterConfirmedFromDesktop = (prospectId) => handoff.closeForProspect(prospectId);

  // The video identification (decision 132): the applicant's side, the operators', the evidence.
  const videoCore = createVideoCore({
    db,
    clock,
    hub: infra.realtime,
    iceServers: config.iceServers,
  });
  const videoIdentification = createVideoIdentificationService({
    core: videoCore,
    jobs,
    prospects,
    enteredData,
    operatorsAtWork: () => !openingHours.current().closedStatus,
  });
  // After the identification (decision 140): the account, the documents to sign, the dossier.
  const bankAccounts = createBankAccountsService({ db, clock, sortCode: config.bankSortCode });
  // The certificate and the contracts (decision 142): prepared by the dossier's run.
  const contracts = createContractsService({
    db,
    clock,
    storage: infra.storage,
    timeZone: variant.timeZone,
    country: variant.country,
    currency: variant.currency,
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
    accountOf: (prospectId) => bankAccounts.accountOf(prospectId),
    // The chosen loan offer (issue 14, decision 147): the loans service is built below.
    loanOfferOf: (prospectId) => loans.loanTermsOf(prospectId),
    // The document archive is built below (it reads the signed documents from this service).
    onSigned: (tx, signed, context) => documentArchive.enqueue(tx, signed, context),
  });
  const dossiers = createDossiersService({
    db,
    clock,
    jobs,
    hub: infra.realtime,
    prospects,
    products,
    bankAccounts,
    // In the language the applicant registered in; the page makes them again in another.
    prepareDocuments: async (prospectId) => {
      const owner = await prospects.ownerOf(prospectId);
      const identity = owner === null ? null : await accounts.identityOf(owner);
      await contracts.prepare(prospectId, identity?.language);
    },
    // The entered name, else the name the applicant registered with.
    applicantNameOf: async (prospectId) => {
      const entered = await db.transaction((tx) => enteredData.entered(tx, prospectId));
      if (entered !== null) {
        const { firstName, secondName, surname } = entered.names;
        return [firstName, secondName, surname].filter((part) => part).join(' ');
      }
      const owner = await prospects.ownerOf(prospectId);
      const identity = owner === null ? null : await accounts.identityOf(owner);
      return identity?.fullName ?? '';
    },
    log,
  });
  longTimeStates = (ids) => dossiers.phasesOf(ids);
  // The personal loan (issue 14 items 3–5, decision 147): income, risk run, offers, SECCI, choice.
  const loans = createLoansService({
    db,
    clock,
    jobs,
    storage: infra.storage,
    timeZone: variant.timeZone,
    country: variant.country,
    creditor: config.pennyTransfer.payee,
    prospects,
    products,
    dossiers,
    enteredData,
    // The open-banking module's finding (decision 148): the latest finished selection.
    incomeFoundOf: (prospectId) => openBanking.incomeFoundOf(prospectId),
    finalizedStatementsOf: (prospectId) => riskDocuments.finalizedStatementsOf(prospectId),
    languageOf: async (prospectId) => {
      const owner = await prospects.ownerOf(prospectId);
      const identity = owner === null ? null : await accounts.identityOf(owner);
      return identity?.language ?? variant.defaultLanguage;
    },
    log,
  });
  const videoOperators = createOperatorService({
    core: videoCore,
    jobs,
    storage: infra.storage,
    appSecret: config.appSecret,
    prospects,
    products,
    enteredData,
    documents,
    messaging,
    // A loan's risk run starts at the approval; the account processes' dossier run (decision 147).
    onIdentified: async (tx, identified, context) => {
      if (isLoanProcess(identified.process)) {
        await loans.startAssessment(tx, identified.prospectId, context);
      } else {
        await dossiers.startAfterIdentification(tx, identified, context);
      }
    },
  });
  // The remote identification provider of spec 3 §7 (decision 133): ours, or an external one.
  const remoteId =
    config.remoteIdProviderUrl === null
      ? createBuiltInRemoteIdProvider({
          appSecret: config.appSecret,
          video: videoIdentification,
          signature: createRemoteSignature(contracts),
        })
      : createHttpRemoteIdProvider(config.remoteIdProviderUrl);
  const videoProtocols = createProtocolService({
    db,
    clock,
    storage: infra.storage,
    timeZone: variant.timeZone,
  });

  // The welcome and the move to PRODUCT_ACTIVE (decision 146). The penny transfer is built
  // after it (it activates through the welcome): bound lazily below.
  let openPennyTransfer: OpenPennyTransfer = () =>
    Promise.reject(new Error('The penny transfer is not wired into the welcome service yet.'));
  const welcome = createWelcomeService({
    db,
    clock,
    cipher,
    jobs,
    rateLimiter,
    appSecret: config.appSecret,
    bankSiteUrl: config.bankSiteUrl,
    currency: variant.currency,
    timeZone: variant.timeZone,
    prospects,
    products,
    messaging,
    identityOf: (userId) => accounts.identityOf(userId),
    accountOf: (prospectId, tx) => bankAccounts.accountOf(prospectId, tx),
    openPennyTransfer: (tx, input, context) => openPennyTransfer(tx, input, context),
    firstNameOf: async (prospectId, tx) =>
      (await enteredData.entered(tx, prospectId))?.names.firstName ?? null,
  });
  // The penny transfer (decision 143): its order, the UPN QR, the incoming payments' matching.
  const pennyTransfer = createPennyTransferService({
    db,
    clock,
    timeZone: variant.timeZone,
    currency: variant.currency,
    closingDays: holidays,
    amountCents: config.pennyTransfer.amountCents,
    payee: config.pennyTransfer.payee,
    prospects,
    products,
    enteredData,
    accountOf: (prospectId, tx) => bankAccounts.accountOf(prospectId, tx),
    activateProduct: (tx, activation, context) => welcome.activate(tx, activation, context),
  });
  openPennyTransfer = (tx, input, context) => pennyTransfer.open(tx, input, context);
  // The bank's payment feed over HTTP (decision 143, "Feed adapter"): only with its secret.
  const paymentFeed =
    config.paymentsFeed.secret === null
      ? null
      : createPaymentFeed({
          secret: config.paymentsFeed.secret,
          clock,
          payments: pennyTransfer.payments,
        });
  // The signed contracts to the bank's document archive (uploadsigneddocuments).
  const documentArchive = createDocumentArchiveService({
    db,
    clock,
    jobs,
    prospects,
    contracts,
    archive: archiveStoreFor({ dataDir: config.dataDir, ...config.documentArchive }),
  });
  // The branch choice (decision 144): stored in the transaction that moves the product on.
  const branchChoice = createBranchChoiceService({
    db,
    clock,
    timeZone: variant.timeZone,
    holidays,
    branches,
    requireOwnProspect: (tx, user, prospectId) => prospects.requireOwn(tx, user, prospectId),
    productStateOf: async (tx, prospectId) =>
      (await products.forProspect(tx, prospectId))?.productState ?? null,
    processesOf: async (user) => (await prospects.status(user.session, user.uid)).processes,
    afterBranchChosen: (tx, who, context) => welcome.afterBranchChosen(tx, who, context),
  });

  // A loan that cannot be granted continues as an account; a supervisor cancels a run (issue 14).
  const processSwitch = createProcessSwitchService({
    db,
    prospects,
    products,
    longProcesses: dossiers,
    loans,
  });

  // The case evidence export (issue 16 point 2, decision 151): reads every module above.
  const caseEvidence = createCaseEvidenceService({
    db,
    clock,
    prospects,
    products,
    personalData,
    consents,
    consentDocuments,
    documents,
    documentReading,
    riskDocuments,
    openBanking,
    loans,
    videoProtocols,
    bankAccounts,
    contracts,
    dossiers,
    pennyTransfer,
    welcome,
    seal: createEvidenceSeal({
      configured: config.evidenceSeal,
      dataDir: config.dataDir,
      appSecret: config.appSecret,
      countryCode: config.variant.toUpperCase(),
      cipher,
      clock,
    }),
  });

  // Retention and erasure (issue 16 points 3–4, decision 152): the daily run and "erase my data".
  const dataRetention = createDataRetentionService({
    db,
    clock,
    jobs,
    storage: infra.storage,
    signedTokens,
    messaging,
    prospects,
    products,
    sessions: infra.sessionStore,
    settings: config.retention,
    log,
  });

  const housekeeping = {
    sweep: (now = clock()) =>
      sweepExpired(
        {
          // Applicants' and staff sessions alike: ended a day ago, forgotten.
          sessions: {
            sweep: async (before) =>
              (await infra.sessionStore.sweep(before)) + (await staff.sweepSessions(before)),
          },
          rateLimits: rateLimiter,
          accounts,
          idempotencyKeys: createIdempotencyStore(db, clock, cipher),
        },
        now,
      ),
  };

  return {
    accounts,
    appointments,
    /** The audit trail's hash chains (decision 150), checked for a supervisor. */
    auditTrail: { verify: () => verifyAuditChain(db) },
    bankAccounts,
    branchChoice,
    branches,
    caseEvidence,
    cms,
    cmsContent,
    consentDocuments,
    consents,
    contracts,
    dataRetention,
    documentArchive,
    documentReading,
    documents,
    dossiers,
    eligibility,
    handoff,
    housekeeping,
    leaving,
    loans,
    login,
    messaging,
    openBanking,
    openingHours,
    outbox,
    passwordReset,
    paymentFeed,
    pennyTransfer,
    personalData,
    processSwitch,
    products,
    prospects,
    registration,
    remoteId,
    riskDocuments,
    social,
    staff,
    student,
    system,
    unsubscribe,
    uploads,
    videoCore,
    videoIdentification,
    videoOperators,
    videoProtocols,
    welcome,
    /** Development only: the fictional people of decision 112 in the local registers. */
    seedDevelopmentRegistries: () => seedDevelopmentRegistries(db, identifierHmac),
  };
}

export type Services = ReturnType<typeof createServices>;
