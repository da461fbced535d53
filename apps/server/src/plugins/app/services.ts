import { bankHolidays, DURATIONS_MS, getVariant } from '@onboarding/domain';
import type { Registry } from 'prom-client';
import { sweepExpired } from '../../infra/housekeeping/sweep-expired';
import { createOidcClients } from '../../infra/oidc/oidc-clients';
import { createAppointmentsService } from '../../modules/appointments/service';
import { createBranchesService } from '../../modules/branches/service';
import { createCmsContentService } from '../../modules/cms-content/service';
import { createCmsService } from '../../modules/cms/service';
import { createConsentDocumentsService } from '../../modules/consent-documents/service';
import { createConsentsService } from '../../modules/consents/service';
import { createDocumentReadingService } from '../../modules/document-reading/service';
import { createDocumentsService } from '../../modules/documents/service';
import { personalDataSource } from '../../modules/eligibility/personal-data-source';
import {
  createIdentifierHmac,
  createLocalRegistries,
  seedDevelopmentRegistries,
} from '../../modules/eligibility/registries';
import { createEligibilityService } from '../../modules/eligibility/service';
import { createHandoffTokens } from '../../modules/handoff/handoff-token';
import { createHandoffService } from '../../modules/handoff/service';
import { createLeavingService } from '../../modules/leaving/service';
import { createLinks } from '../../modules/messaging/links';
import { createMessagingService } from '../../modules/messaging/service';
import { createOpeningHoursService } from '../../modules/opening-hours/service';
import { createPersonalDataService } from '../../modules/personal-data/service';
import { createProductsService } from '../../modules/products/service';
import { createProspectsService } from '../../modules/prospects/service';
import { createAccountsService } from '../../modules/security/accounts-service';
import { createLoginService } from '../../modules/security/login-service';
import { createPasswordResetService } from '../../modules/security/password-reset-service';
import { createRegistrationService } from '../../modules/security/registration-service';
import type { SecurityDeps } from '../../modules/security/shared';
import { createSocialService } from '../../modules/security/social-service';
import { createUnsubscribeService } from '../../modules/security/unsubscribe-service';
import { createStaffService } from '../../modules/staff/service';
import { createStudentService } from '../../modules/student/service';
import { createSystemService } from '../../modules/system/service';
import { createUploadsService } from '../../modules/uploads/service';
import { createVideoCore } from '../../modules/video-identification/core';
import { createOperatorService } from '../../modules/video-identification/operator-service';
import { createProtocolService } from '../../modules/video-identification/protocol-service';
import { createBuiltInRemoteIdProvider } from '../../modules/video-identification/remote-id-built-in';
import { createHttpRemoteIdProvider } from '../../modules/video-identification/remote-id-http';
import { createVideoIdentificationService } from '../../modules/video-identification/service';
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
  });
  const products = createProductsService({ db, clock });
  const prospects = createProspectsService({
    db,
    clock,
    products,
    cms,
    rateLimiter,
    invalidations: infra.invalidations,
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
  };
  const accounts = createAccountsService({ db });
  const registration = createRegistrationService({ ...securityDeps, cms, prospects });
  const login = createLoginService(securityDeps);
  const passwordReset = createPasswordResetService({
    ...securityDeps,
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
  const leaving = createLeavingService({ db, clock, rateLimiter, messaging, links, appointments });

  const personalData = createPersonalDataService({
    db,
    clock,
    cipher,
    timeZone: variant.timeZone,
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
    prospects,
    products,
    consents,
    enteredData,
  });

  const uploads = createUploadsService({ storage: infra.storage });
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
    log,
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
  });
  // The remote identification provider of spec 3 §7 (decision 133): ours, or an external one.
  const remoteId =
    config.remoteIdProviderUrl === null
      ? createBuiltInRemoteIdProvider({ appSecret: config.appSecret, video: videoIdentification })
      : createHttpRemoteIdProvider(config.remoteIdProviderUrl);
  const videoProtocols = createProtocolService({
    db,
    clock,
    storage: infra.storage,
    timeZone: variant.timeZone,
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
        },
        now,
      ),
  };

  return {
    accounts,
    appointments,
    branches,
    cms,
    cmsContent,
    consentDocuments,
    consents,
    documentReading,
    documents,
    eligibility,
    handoff,
    housekeeping,
    leaving,
    login,
    messaging,
    openingHours,
    outbox,
    passwordReset,
    personalData,
    products,
    prospects,
    registration,
    remoteId,
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
    /** Development only: the fictional people of decision 112 in the local registers. */
    seedDevelopmentRegistries: () => seedDevelopmentRegistries(db, identifierHmac),
  };
}

export type Services = ReturnType<typeof createServices>;
