// Read by vite.config.ts at build time: relative imports only (a package name would be loaded by
// Node, which cannot read TypeScript; decision 194).
import type { TIdDocumentStatus } from '../../../../packages/domain/src/documents/requests';
import { WEEKDAYS } from '../../../../packages/domain/src/opening-hours';
import {
  toWeeklyOpeningHours,
  type TOpeningHoursResponse,
} from '../../../../packages/domain/src/opening-hours-api';
import { PROCESS_NAMES, type ProcessName } from '../../../../packages/domain/src/processes';
import { ROUTES, type RoutePath } from '../../../../packages/domain/src/routes';
import type { TUserStatusResponse } from '../../../../packages/domain/src/security-requests';
import type { ProductState, ProspectState } from '../../../../packages/domain/src/states';
import type { PrerenderedStep } from '../../../../packages/web-shell/src/vite/deferred-entry';
import { shownStepName, type ShownStepView } from './shown-step';

/**
 * The steps the build prerenders (decisions 224, 257): each step an applicant may reload or come
 * back to whose page the state alone decides, with the state that puts an applicant there (spec 1
 * §4, STATE_TO_PAGE and PROCESS_STATE_TO_PAGE; a test holds the two together), for the processes
 * that have it (all when `processes` is absent). The picture is the page as every applicant on it
 * sees it; what depends on their own answers is marked data-prerender-omit and left out, and the
 * page's own calls go unanswered, so it shows only what it shows before its data has come.
 */
export const PRERENDERED_STEPS: readonly {
  readonly route: RoutePath;
  readonly prospectState: ProspectState;
  readonly productState: ProductState;
  readonly processes?: readonly ProcessName[];
  /** The step's picture in this state, when the step shows differently by state (decision 289). */
  readonly view?: ShownStepView;
  /** Addresses whose reload in this state shows this step (addressedStepRedirect, decision 289). */
  readonly alsoAt?: readonly RoutePath[];
}[] = [
  {
    route: ROUTES.documentsUpload,
    prospectState: 'PROSPECT_EMAIL_CHECKED',
    productState: 'PRODUCT_NEW',
  },
  {
    route: ROUTES.personalData,
    prospectState: 'PROSPECT_IDS_UPLOADED',
    productState: 'PRODUCT_NEW',
  },
  {
    route: ROUTES.salaryStatement,
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_NEW',
    processes: ['PERSONALLOAN'],
  },
  {
    route: ROUTES.depositTerms,
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_NEW',
    processes: ['DAYPOSIT'],
  },
  {
    route: ROUTES.consents,
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  },
  {
    route: ROUTES.consentsPdf,
    prospectState: 'PROSPECT_CONSENTS_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  },
  {
    route: ROUTES.videoChat,
    prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  },
  // After the call, a loan's steps depend on its risk run (resolveStartingStep), not on the state.
  {
    route: ROUTES.certificate,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT'],
  },
  {
    route: ROUTES.chooseBranch,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_DOCUMENTS_SIGNED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT'],
  },
  // The end of each journey (spec 1 §9): what was opened. A deposit's payment page, reloaded once
  // the deposit is open, is the welcome.
  {
    route: ROUTES.welcome,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_ACTIVE',
    processes: ['CURRENTACCOUNT', 'PERSONALLOAN', 'ACCOUNTOPENINGFROMLOAN'],
  },
  {
    route: ROUTES.welcome,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_ACTIVE',
    processes: ['DAYPOSIT'],
    alsoAt: [ROUTES.pennyTransfer],
  },
  // A deposit awaiting its payment: the welcome says so, and so does its payment page reloaded.
  {
    route: ROUTES.welcome,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    processes: ['DAYPOSIT'],
    view: 'waiting',
    alsoAt: [ROUTES.pennyTransfer],
  },
];
/**
 * The public pages kept in index.html as templates the loader picks by the address (decision
 * 258): pages reached without a session (links in e-mails, the sign-in form, the message pages
 * the wizard sends to), whose first render is the same for every visitor; what a page learns of
 * the visitor later (their session, a stored reason, the opening hours) comes after the picture.
 * Each costs index.html its own markup (brotli keeps the shared header and footer once).
 */
export const PRERENDERED_PUBLIC_PAGES: readonly RoutePath[] = [
  ROUTES.lightSignupLoginBack,
  ROUTES.verifyMail,
  ROUTES.forgotPassword,
  ROUTES.contact,
  ROUTES.callCenterClosed,
  ROUTES.errorPage,
  ROUTES.processChoice,
];

/** The addresses of PRERENDERED_PUBLIC_PAGES, as vite.config.ts gives them to the build. */
export function prerenderedPublicPages(): `#/${string}`[] {
  return PRERENDERED_PUBLIC_PAGES.map((route) => `#${route}` as const);
}

/** An applicant of the build's render: no uid or id of anyone real. */
const PICTURE_PROSPECT_ID = '00000000-0000-4000-8000-000000000000';
/** The uid cookie (spec 1 §3, UID_COOKIE in lib/wizard/session-cookies.ts) the guard reads. */
const PICTURE_COOKIES = { uid: '0000000000000000' } as const;

/** The status answer of an applicant of `process` on `step` (what the guard needs to render). */
function statusOn(
  process: ProcessName,
  step: (typeof PRERENDERED_STEPS)[number],
): TUserStatusResponse {
  return {
    processes: [
      {
        processName: process,
        prospectId: PICTURE_PROSPECT_ID,
        productId: PICTURE_PROSPECT_ID,
        prospectState: step.prospectState,
        productState: step.productState,
        packageName: null,
        longTimeServiceState: null,
      },
    ],
    userContext: { username: 'prerendered' },
    statusesList: [],
  };
}

const NO_DOCUMENTS: TIdDocumentStatus = {
  prospectId: PICTURE_PROSPECT_ID,
  idType: null,
  sides: [],
  complete: false,
  confirmed: false,
};

/** Open all day: the picture is the step itself, never the "call centre closed" gate. */
const OPEN: TOpeningHoursResponse = {
  timeZone: 'Europe/Ljubljana',
  openingHours: toWeeklyOpeningHours(
    Object.fromEntries(WEEKDAYS.map((day) => [day, { from: '00:00', to: '23:59' }])) as Record<
      (typeof WEEKDAYS)[number],
      { from: string; to: string }
    >,
  ),
  holidays: [],
  closedStatus: false,
};

/** Every prerendered step of every process, with the answers its render is given. */
export function prerenderedSteps(): PrerenderedStep[] {
  return PROCESS_NAMES.flatMap((process) =>
    PRERENDERED_STEPS.filter(
      (step) => step.processes === undefined || step.processes.includes(process),
    ).map((step) => ({
      name: shownStepName(process, step.route, step.view),
      hash: `#${step.route}` as const,
      alsoAt: (step.alsoAt ?? []).map((route) => `#${route}` as const),
      answers: {
        '/services/slo/onboarding/prospects/status': statusOn(process, step),
        '/services/slo/onboarding/images': NO_DOCUMENTS,
        '/services/slo/external/info/openinghours': OPEN,
      },
      cookies: PICTURE_COOKIES,
    })),
  );
}
