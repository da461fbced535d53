import {
  LEGACY_ROUTE_ALIASES,
  ROUTES,
  stripTrailingSlash,
  type RoutePath,
} from '@onboarding/domain/routes';
import type { LazySection } from '@onboarding/messages';
import { loadMessageSections } from '@onboarding/web-shell';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyPage, preloadElements, type LazyPage } from '../lib/chunks/lazy-component';
import { PRIVATE_STEP_ROUTES } from '../lib/wizard/private-paths';
import { PageFrame } from './frame/page-frame';
import { RouteBoundary } from './frame/route-boundary';
import { routeLookup } from './route-lookup';

// Each page is its own chunk (decision 034), loaded by lazyPage: main.tsx loads the first page's
// chunk before the first render, later pages show the fallback while theirs downloads, and a chunk
// that does not arrive shows the retry message (decision 193).

/**
 * A page module's loader that also brings the catalogue sections its screens show beyond the core
 * (decision 217), in parallel with the code. A section missing here shows keys instead of texts,
 * which the browser journeys catch (a missing text is a console error in production).
 */
function withTexts<M>(load: () => Promise<M>, sections: readonly LazySection[]): () => Promise<M> {
  return () => Promise.all([load(), loadMessageSections(sections)]).then(([module]) => module);
}

/** lazyPage for a module of one page whose texts go beyond the core. */
function pageWithTexts<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  sections: readonly LazySection[],
): LazyPage {
  return lazyPage<M, K>(withTexts(load, sections), name);
}

const loadErrorPages = withTexts(
  () => import('../features/usermessages/error-pages'),
  ['userMessages'],
);
const loadInfoPages = withTexts(
  () => import('../features/usermessages/info-pages'),
  ['userMessages', 'documents', 'personalDataRules'],
);

const HomeGatePage = pageWithTexts(
  () => import('../features/home/home-gate-page'),
  'HomeGatePage',
  ['wizard'],
);
const loadLightSignup = () => import('../features/lightsignup/lightsignup-page');
const LightSignupPage = lazyPage(loadLightSignup, 'LightSignupPage');
const BeforeSecureLoginPage = lazyPage(
  () => import('../features/lightsignup/before-secure-login-page'),
  'BeforeSecureLoginPage',
);
const SecureLoginPage = lazyPage(
  () => import('../features/lightsignup/secure-login-page'),
  'SecureLoginPage',
);
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const StepPage = pageWithTexts(() => import('../features/wizard-steps/step-page'), 'StepPage', [
  'wizard',
]);
const MyApplicationPage = pageWithTexts(
  () => import('../features/my-application/my-application-page'),
  'MyApplicationPage',
  ['erasure', 'wizard', 'depositTerms', 'creditApproval'],
);

const ErasureConfirmPage = pageWithTexts(
  () => import('../features/erasure/erasure-confirm-page'),
  'ErasureConfirmPage',
  ['erasure'],
);

const GenericErrorPage = lazyPage(loadInfoPages, 'GenericErrorPage');
const SaveProcessPage = lazyPage(loadInfoPages, 'SaveProcessPage');
const SaveLoanProcessPage = lazyPage(loadInfoPages, 'SaveLoanProcessPage');
const OpenAccountPage = lazyPage(loadInfoPages, 'OpenAccountPage');
const FromEcoForYouToEcoPage = lazyPage(loadInfoPages, 'FromEcoForYouToEcoPage');
const ErrorPage = lazyPage(loadErrorPages, 'ErrorPage');
const ContractSignatureFailedPage = lazyPage(loadErrorPages, 'ContractSignatureFailedPage');
const SelectBranchPage = lazyPage(loadErrorPages, 'SelectBranchPage');
const SelectBranchOrContinueOnlinePage = lazyPage(
  loadErrorPages,
  'SelectBranchOrContinueOnlinePage',
);
const LoanNotDisbursedPage = lazyPage(loadErrorPages, 'LoanNotDisbursedPage');
const CheckEmailPage = lazyPage(loadErrorPages, 'CheckEmailPage');
const VerifyMailPage = pageWithTexts(
  () => import('../features/usermessages/verify-mail-page'),
  'VerifyMailPage',
  ['userMessages'],
);
const EmailValidatedPage = pageWithTexts(
  () => import('../features/usermessages/email-validated-page'),
  'EmailValidatedPage',
  ['userMessages'],
);
const ForgotPasswordPage = pageWithTexts(
  () => import('../features/usermessages/forgot-password-page'),
  'ForgotPasswordPage',
  ['userMessages'],
);
const UnsubscribePage = pageWithTexts(
  () => import('../features/usermessages/unsubscribe-page'),
  'UnsubscribePage',
  ['userMessages'],
);
const ContactPage = pageWithTexts(
  () => import('../features/usermessages/contact-page'),
  'ContactPage',
  ['userMessages'],
);
const LogoutPage = pageWithTexts(
  () => import('../features/usermessages/logout-page'),
  'LogoutPage',
  ['userMessages'],
);
const CallCenterClosedPage = pageWithTexts(
  () => import('../features/usermessages/call-center-closed-page'),
  'CallCenterClosedPage',
  ['userMessages', 'videoChat'],
);
const ProcessChoicePage = pageWithTexts(
  () => import('../features/usermessages/process-choice-page'),
  'ProcessChoicePage',
  ['userMessages'],
);
const DocumentsUploadPage = pageWithTexts(
  () => import('../features/documents-upload/documents-upload-page'),
  'DocumentsUploadPage',
  ['documents'],
);
const UploadPhotoPage = pageWithTexts(
  () => import('../features/documents-upload/upload-photo-page'),
  'UploadPhotoPage',
  ['documents'],
);
const MobileUploadPage = pageWithTexts(
  () => import('../features/documents-upload/mobile-upload-page'),
  'MobileUploadPage',
  ['documents', 'videoChat'],
);
const loadMobileHandoff = withTexts(
  () => import('../features/documents-upload/mobile/mobile-pages'),
  ['documents', 'videoChat'],
);
const MobileHandoffLayout = lazyPage(loadMobileHandoff, 'MobileHandoffLayout');
const MobileIdTypePage = lazyPage(loadMobileHandoff, 'MobileIdTypePage');
const MobileFrontViewPage = lazyPage(loadMobileHandoff, 'MobileFrontViewPage');
const MobileBackViewPage = lazyPage(loadMobileHandoff, 'MobileBackViewPage');
const MobileFinalizePage = lazyPage(loadMobileHandoff, 'MobileFinalizePage');
const PersonalDataPage = pageWithTexts(
  () => import('../features/personal-data/personal-data-page'),
  'PersonalDataPage',
  ['personalData', 'personalDataRules', 'personalDataLookups', 'documents'],
);
// Decision 231: the day deposit's own step.
const DepositTermsPage = pageWithTexts(
  () => import('../features/deposit-terms/deposit-terms-page'),
  'DepositTermsPage',
  ['depositTerms'],
);
const loadConsents = withTexts(() => import('../features/consents/consents-pages'), ['consents']);
const ConsentsPage = lazyPage(loadConsents, 'ConsentsPage');
const ConsentDocumentsPage = lazyPage(loadConsents, 'ConsentDocumentsPage');
// The call code (WebRTC, the notification socket) loads only with this page (decision 136).
const VideoChatPage = pageWithTexts(
  () => import('../features/video-chat/video-chat-page'),
  'VideoChatPage',
  ['videoChat', 'documents'],
);
const LongTimeServicePage = pageWithTexts(
  () => import('../features/long-time-service/long-time-service-page'),
  'LongTimeServicePage',
  ['longTimeService', 'videoChat', 'documents'],
);
const ShortTimeServicePage = pageWithTexts(
  () => import('../features/short-time-service/short-time-service-page'),
  'ShortTimeServicePage',
  ['shortTimeService', 'longTimeService', 'videoChat', 'documents'],
);
const SalaryStatementPage = pageWithTexts(
  () => import('../features/salary-statement/salary-statement-page'),
  'SalaryStatementPage',
  ['salaryStatement', 'documents'],
);

const CreditApprovalPage = pageWithTexts(
  () => import('../features/credit-approval/credit-approval-page'),
  'CreditApprovalPage',
  ['creditApproval'],
);

const WelcomePage = pageWithTexts(() => import('../features/welcome/welcome-page'), 'WelcomePage', [
  'welcome',
  'chooseBranch',
  'pennyTransfer',
  // A day deposit's figures (decision 232).
  'depositTerms',
  // A loan's payout (decision 233).
  'creditApproval',
]);
const ChooseBranchPage = pageWithTexts(
  () => import('../features/choose-branch/choose-branch-page'),
  'ChooseBranchPage',
  ['chooseBranch'],
);
const PennyTransferPage = pageWithTexts(
  () => import('../features/penny-transfer/penny-transfer-page'),
  'PennyTransferPage',
  ['pennyTransfer'],
);

const CertificatePage = pageWithTexts(
  () => import('../features/certificate/certificate-page'),
  'CertificatePage',
  ['signing', 'consents'],
);
const SignContractPage = pageWithTexts(
  () => import('../features/sign-contract/sign-contract-page'),
  'SignContractPage',
  ['signing', 'consents'],
);

/** The wizard step screens built so far; the other step routes show the placeholder StepPage. */
const STEP_SCREENS: Partial<Record<RoutePath, ReactElement>> = {
  [ROUTES.documentsUpload]: <DocumentsUploadPage />,
  [ROUTES.documentsUploadPhoto]: <UploadPhotoPage />,
  [ROUTES.documentsUploadMobile]: <MobileUploadPage />,
  [ROUTES.personalData]: <PersonalDataPage />,
  [ROUTES.depositTerms]: <DepositTermsPage />,
  [ROUTES.consents]: <ConsentsPage />,
  [ROUTES.consentsPdf]: <ConsentDocumentsPage />,
  [ROUTES.videoChat]: <VideoChatPage />,
  [ROUTES.certificate]: <CertificatePage />,
  [ROUTES.signContract]: <SignContractPage />,
  [ROUTES.pennyTransfer]: <PennyTransferPage />,
  [ROUTES.longTimeService]: <LongTimeServicePage />,
  [ROUTES.shortTimeService]: <ShortTimeServicePage />,
  [ROUTES.salaryStatement]: <SalaryStatementPage />,
  [ROUTES.creditApproval]: <CreditApprovalPage />,
  [ROUTES.welcome]: <WelcomePage />,
  [ROUTES.chooseBranch]: <ChooseBranchPage />,
};

/** An old path (decision 010: /legalInfo) replaced in the history by where it now lives, query kept. */
function LegacyRedirect({ to }: { readonly to: RoutePath }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const LEGACY_ROUTES: RouteObject[] = Object.entries(LEGACY_ROUTE_ALIASES).map(([path, to]) => ({
  path,
  element: <LegacyRedirect to={to} />,
}));

// The guard (status query, wizard context) loads with the first private page.
const PrivateRoute = pageWithTexts(() => import('./wizard/private-route'), 'default', ['wizard']);

/**
 * The one route table of the applicant app (spec 1 §2, decisions 030 and 034): the page frame as
 * the root layout, a pathless layer with the error boundary and the loading fallback, and one
 * route per page. The wizard's step pages sit behind the private-route guard (spec 1 §4). Paths
 * come from config/paths.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { path: paths.home.path, element: <HomeGatePage /> },
          { path: paths.lightSignup.path, element: <LightSignupPage /> },
          // Its own key: moving between the two (a 401 on loginback) starts the page afresh.
          {
            path: paths.lightSignupLoginBack.path,
            element: <LightSignupPage key="loginback" />,
          },
          { path: paths.lightSignupBeforeSecureLogin.path, element: <BeforeSecureLoginPage /> },
          { path: paths.secureLogin.path, element: <SecureLoginPage /> },

          { path: paths.processChoice.path, element: <ProcessChoicePage /> },
          { path: paths.genericError.path, element: <GenericErrorPage /> },
          { path: paths.verifyMail.path, element: <VerifyMailPage /> },
          { path: paths.emailValidated.path, element: <EmailValidatedPage /> },
          { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.saveProcess.path, element: <SaveProcessPage /> },
          { path: paths.saveLoanProcess.path, element: <SaveLoanProcessPage /> },
          { path: paths.openAccount.path, element: <OpenAccountPage /> },
          { path: paths.fromEcoForYouToEco.path, element: <FromEcoForYouToEcoPage /> },
          { path: paths.contact.path, element: <ContactPage /> },
          { path: paths.unsubscribe.path, element: <UnsubscribePage /> },
          { path: paths.logout.path, element: <LogoutPage /> },
          { path: paths.callCenterClosed.path, element: <CallCenterClosedPage /> },
          { path: paths.errorPage.path, element: <ErrorPage /> },
          {
            path: paths.errorContractSignatureFailed.path,
            element: <ContractSignatureFailedPage />,
          },
          { path: paths.errorSelectBranch.path, element: <SelectBranchPage /> },
          {
            path: paths.errorSelectBranchOrContinueOnline.path,
            element: <SelectBranchOrContinueOnlinePage />,
          },
          { path: paths.errorLoanNotDisbursed.path, element: <LoanNotDisbursedPage /> },
          { path: paths.errorCheckEmail.path, element: <CheckEmailPage /> },
          { path: paths.erasureConfirm.path, element: <ErasureConfirmPage /> },

          {
            element: <PrivateRoute />,
            children: [
              ...PRIVATE_STEP_ROUTES.map((path) => ({
                path,
                element: STEP_SCREENS[path] ?? <StepPage />,
              })),
              { path: paths.myApplication.path, element: <MyApplicationPage /> },
            ],
          },

          // The phone's upload steps: opened with the hand-off link's token, not a session (spec 1 §2).
          {
            element: <MobileHandoffLayout />,
            children: [
              { path: ROUTES.mobileUploadIdType, element: <MobileIdTypePage /> },
              { path: ROUTES.mobileUploadFrontView, element: <MobileFrontViewPage /> },
              { path: ROUTES.mobileUploadBackView, element: <MobileBackViewPage /> },
              { path: ROUTES.mobileUploadFinalize, element: <MobileFinalizePage /> },
            ],
          },

          // spec 1 §2: /legalInfo leads to the consents page (decision 173).
          ...LEGACY_ROUTES,

          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Renders the route table (AppRoutes in app/routes.tsx). */
export function RouteTable() {
  return useRoutes(routes);
}

/** The routes a path shows, without React Router ranking the whole table (route-lookup.ts). */
const routesAt = routeLookup(routes);

/**
 * Loads the chunks of the pages `path` shows (the guard and the page of a private path) and
 * settles when they are here, so the first render shows the page itself (main.tsx); on loginback
 * that includes the sign-in form's chunk. On the home gate the sign-up page starts loading too,
 * without waiting for it: that is where the gate sends a new visitor. Never rejects; a chunk that
 * fails is reported when the page renders.
 */
export function preloadRoute(path: string): Promise<void> {
  if (path === paths.home.path) void LightSignupPage.preload();
  const pages = preloadElements(routesAt(path).map((route) => route.element));
  if (stripTrailingSlash(path) !== paths.lightSignupLoginBack.path) return pages;
  // The sign-in form is a chunk of its own, and loginback's first screen.
  const loginForm = loadLightSignup().then(
    (page) => page.LoginForm.preload(),
    () => undefined,
  );
  return Promise.all([pages, loginForm]).then(() => undefined);
}
