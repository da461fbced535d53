import { creditorLegalName, DURATIONS_MS } from '@onboarding/domain';
import { createDeviceCookies } from '../../infra/device-cookie/device-cookie';
import { createOidcClients } from '../../infra/oidc/oidc-clients';
import { createAccountsService } from '../../modules/security/accounts-service';
import { createLoginService } from '../../modules/security/login-service';
import { createPasswordResetService } from '../../modules/security/password-reset-service';
import { createRegistrationService } from '../../modules/security/registration-service';
import type { SecurityDeps } from '../../modules/security/shared';
import { createSocialService } from '../../modules/security/social-service';
import { createUnsubscribeService } from '../../modules/security/unsubscribe-service';
import { createStaffService } from '../../modules/staff/service';
import type { CompositionContext } from './context';
import type { Foundation } from './foundation';

/** The applicants' accounts (sign-up, sign-in, reset, social, unsubscribe) and the bank's staff. */
export function buildAccounts(
  { infra, variant, caseSearchIndex }: CompositionContext,
  foundation: Foundation,
) {
  const { config, db, clock, log, cipher, jobs, rateLimiter, signedTokens } = infra;
  const { cms, prospects, products, messaging, links } = foundation;
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
  // The browsers that signed in before, applicants' and staff's (decision 277).
  const deviceCookies = createDeviceCookies(config.appSecret);
  return {
    accounts: createAccountsService({ db }),
    registration: createRegistrationService({
      ...securityDeps,
      cms,
      prospects,
      products,
      searchIndex: caseSearchIndex,
    }),
    login: createLoginService({ ...securityDeps, jobs, deviceCookies }),
    passwordReset: createPasswordResetService({
      ...securityDeps,
      jobs,
      revokeAllSessions: (tx, userId) => infra.sessionStore.revokeAllForUser(tx, userId, clock()),
    }),
    unsubscribe: createUnsubscribeService({ ...securityDeps, variant: config.variant }),
    social: createSocialService({
      db,
      clock,
      cms,
      prospects,
      oidc: createOidcClients(config),
      signedTokens,
      log,
      searchIndex: caseSearchIndex,
    }),
    // The bank's staff (decision 130): sessions with the applicants' timeouts, in their own table.
    staff: createStaffService({
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
      // The authenticator app lists the code under the bank's name (decision 229).
      totpIssuer: creditorLegalName(config.creditor),
      defaultLanguage: variant.defaultLanguage,
      deviceCookies,
      messaging,
    }),
  };
}

export type Accounts = ReturnType<typeof buildAccounts>;
