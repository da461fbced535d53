/**
 * Every page path of the portal (spec 1 §2), relative to the base path /onboarding. The web router
 * and the server (statusesList, redirects in answers) both take paths from here, never literals.
 * Keys are the page names used in statusesList rows (see state-to-page.ts).
 */
export const ROUTES = {
  // spec 1 §2 "Other routes": entry and login pages.
  home: '/',
  lightSignup: '/lightsignup',
  lightSignupLoginBack: '/lightsignup/loginback',
  lightSignupBeforeSecureLogin: '/lightsignup/beforeSecureLogin',

  // spec 1 §2 wizard step table; consents pages per decision 010.
  documentsUpload: '/documentsupload',
  salaryStatement: '/salarystatement',
  personalData: '/personaldata',
  // Decision 231: the day deposit's own step (not in spec 1 §2's table).
  depositTerms: '/deposit',
  consents: '/consents',
  consentsPdf: '/consents/pdf',
  videoChat: '/videochat',
  longTimeService: '/longtimeservice',
  shortTimeService: '/shorttimeservice',
  pennyTransfer: '/pennytransfer',
  creditApproval: '/creditapproval',
  certificate: '/certificate',
  signContract: '/signcontract',
  chooseBranch: '/choosebranch',
  welcome: '/welcome',

  // spec 1 §2: desktop upload (main page is documentsUpload) and the mobile upload steps; the
  // paths themselves are not in the spec (decision 016).
  documentsUploadPhoto: '/documentsupload/uploadphoto',
  documentsUploadMobile: '/documentsupload/mobileupload',
  mobileUploadIdType: '/documentsupload/mobile/idtype',
  mobileUploadFrontView: '/documentsupload/mobile/frontview',
  mobileUploadBackView: '/documentsupload/mobile/backview',
  mobileUploadFinalize: '/documentsupload/mobile/finalize',

  // spec 1 §2: user-message pages.
  secureLogin: '/usermessages/securelogin',
  processChoice: '/usermessages/processchoice',
  genericError: '/usermessages/genericerror',
  verifyMail: '/usermessages/verifymail',
  emailValidated: '/usermessages/emailvalidated',
  forgotPassword: '/usermessages/forgotpassword',
  saveProcess: '/usermessages/saveprocess',
  saveLoanProcess: '/usermessages/saveloanprocess',
  openAccount: '/usermessages/openaccount',
  fromEcoForYouToEco: '/usermessages/fromEcoForYouToEco',
  contact: '/usermessages/contact',
  logout: '/usermessages/logout',
  callCenterClosed: '/usermessages/callcenterclosed',

  // spec 1 §2: the error page and its sub-pages.
  errorPage: '/usermessages/errorpage',
  errorContractSignatureFailed: '/usermessages/errorpage/contractsignaturefailed',
  errorSelectBranch: '/usermessages/errorpage/selectbranch',
  errorSelectBranchOrContinueOnline: '/usermessages/errorpage/selectbranchorcontinueonline',
  // The spec spells it "disemborsed"; the path is kept as is because links in e-mails use it.
  errorLoanNotDisbursed: '/usermessages/errorpage/loannotdisemborsed',
  errorCheckEmail: '/usermessages/errorpage/checkemail',

  // Decision 157: the link of the erasure confirmation e-mail (a public page, like the
  // e-mail verification link's).
  erasureConfirm: '/erasure/confirm',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
export const ROUTE_PATHS = Object.values(ROUTES) as RoutePath[];

/**
 * Old paths that still reach the portal (bookmarks, e-mails) and where they now live. Decision 010:
 * the legal consents page moved from /legalInfo to /consents.
 */
export const LEGACY_ROUTE_ALIASES = {
  '/legalInfo': ROUTES.consents,
} as const satisfies Readonly<Record<string, RoutePath>>;

export type LegacyRoutePath = keyof typeof LEGACY_ROUTE_ALIASES;

export function isRoutePath(value: string): value is RoutePath {
  return (ROUTE_PATHS as readonly string[]).includes(value);
}

/** spec 3 §2: light-signup paths match "with or without trailing slash"; we apply it to all paths. */
export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

function isLegacyRoutePath(path: string): path is LegacyRoutePath {
  return Object.hasOwn(LEGACY_ROUTE_ALIASES, path);
}

/**
 * The registered route a browser path stands for: trailing slash removed, legacy alias followed.
 * Returns null for a path the portal does not know.
 */
export function resolveRoutePath(path: string): RoutePath | null {
  const clean = stripTrailingSlash(path);
  if (isLegacyRoutePath(clean)) return LEGACY_ROUTE_ALIASES[clean];
  return isRoutePath(clean) ? clean : null;
}

const ROUTE_NAME_BY_PATH = Object.fromEntries(
  ROUTE_NAMES.map((name) => [ROUTES[name], name]),
) as Readonly<Record<RoutePath, RouteName>>;

/** The page name of a path (used as statusesList pageName and in message ids). */
export function routeNameOf(path: RoutePath): RouteName {
  return ROUTE_NAME_BY_PATH[path];
}
