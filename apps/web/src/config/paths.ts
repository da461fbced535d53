import type { IneligibilityReason } from '@onboarding/domain/eligibility';
import { ROUTES, type RoutePath } from '@onboarding/domain/routes';
import { MY_APPLICATION_PATH } from './own-paths';

function route<P extends RoutePath>(path: P) {
  return { path, getHref: () => path } as const;
}

/** The page of the unsubscribe link in marketing e-mails (the server's UNSUBSCRIBE_PATH). */
const UNSUBSCRIBE_PATH = '/usermessages/unsubscribe';

/**
 * Typed registry of the applicant routes (paths inside the hash, e.g. /onboarding/#/lightsignup).
 * The route table in app/routes.tsx declares its routes from here, and links build their targets
 * with `getHref`, so a path is written once. Paths come from `ROUTES` in packages/domain
 * (decision 016), so the server and the web agree.
 */
export const paths = {
  home: route(ROUTES.home),
  lightSignup: route(ROUTES.lightSignup),
  lightSignupLoginBack: route(ROUTES.lightSignupLoginBack),
  lightSignupBeforeSecureLogin: route(ROUTES.lightSignupBeforeSecureLogin),
  secureLogin: route(ROUTES.secureLogin),

  processChoice: route(ROUTES.processChoice),
  genericError: route(ROUTES.genericError),
  verifyMail: route(ROUTES.verifyMail),
  emailValidated: route(ROUTES.emailValidated),
  forgotPassword: route(ROUTES.forgotPassword),
  saveProcess: route(ROUTES.saveProcess),
  saveLoanProcess: route(ROUTES.saveLoanProcess),
  openAccount: route(ROUTES.openAccount),
  fromEcoForYouToEco: route(ROUTES.fromEcoForYouToEco),
  contact: route(ROUTES.contact),
  logout: route(ROUTES.logout),
  callCenterClosed: route(ROUTES.callCenterClosed),
  errorPage: {
    path: ROUTES.errorPage,
    /** The ineligibility reason travels as `?reason=` (decision 062). */
    getHref: (reason?: IneligibilityReason) =>
      reason === undefined ? ROUTES.errorPage : `${ROUTES.errorPage}?reason=${reason}`,
  },
  errorContractSignatureFailed: route(ROUTES.errorContractSignatureFailed),
  errorSelectBranch: route(ROUTES.errorSelectBranch),
  errorSelectBranchOrContinueOnline: route(ROUTES.errorSelectBranchOrContinueOnline),
  errorLoanNotDisbursed: route(ROUTES.errorLoanNotDisbursed),
  errorCheckEmail: route(ROUTES.errorCheckEmail),
  // Decision 157: the erasure e-mail's link, opened with `?token=`.
  erasureConfirm: route(ROUTES.erasureConfirm),

  myApplication: { path: MY_APPLICATION_PATH, getHref: () => MY_APPLICATION_PATH },
  unsubscribe: { path: UNSUBSCRIBE_PATH, getHref: () => UNSUBSCRIBE_PATH },
  notFound: {
    path: '*',
  },
} as const;
