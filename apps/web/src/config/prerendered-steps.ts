// Read by vite.config.ts at build time: relative imports only (a package name would be loaded by
// Node, which cannot read TypeScript; decision 194).
import type {
  THandoffSession,
  THandoffStatus,
} from '../../../../packages/domain/src/documents/handoff';
import type { TIdDocumentStatus } from '../../../../packages/domain/src/documents/requests';
import type { LongWaitPhase } from '../../../../packages/domain/src/long-wait';
import { WEEKDAYS } from '../../../../packages/domain/src/opening-hours';
import {
  toWeeklyOpeningHours,
  type TOpeningHoursResponse,
} from '../../../../packages/domain/src/opening-hours-api';
import { PROCESS_NAMES, type ProcessName } from '../../../../packages/domain/src/processes';
import { ROUTES, type RoutePath } from '../../../../packages/domain/src/routes';
import type { TUserStatusResponse } from '../../../../packages/domain/src/security-requests';
import type { TLongProcess } from '../../../../packages/domain/src/dossier/long-process';
import type { TRiskAssessmentResult } from '../../../../packages/domain/src/loan/api';
import type { TCertificateStep } from '../../../../packages/domain/src/signing/certificate';
import type { ProductState, ProspectState } from '../../../../packages/domain/src/states';
import {
  sidesOf,
  type DocumentSide,
  type IdDocumentType,
} from '../../../../packages/domain/src/documents/types';
import type {
  PrerenderedLinkPage,
  PrerenderedLinkResume,
  PrerenderedStep,
} from '../../../../packages/web-shell/src/vite/deferred-entry';
import { HANDOFF_LINK_CLAIM, handoffResumePicture } from './handoff-resume';
import { MY_APPLICATION_PATH } from './own-paths';
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
  readonly route: RoutePath | typeof MY_APPLICATION_PATH;
  readonly prospectState: ProspectState;
  readonly productState: ProductState;
  readonly processes?: readonly ProcessName[];
  /** The step's picture in this state, when the step shows differently by state (decision 289). */
  readonly view?: ShownStepView;
  /** Addresses whose reload in this state shows this step (addressedStepRedirect, decision 289). */
  readonly alsoAt?: readonly RoutePath[];
  /** The background run's phase in the status, where the starting step depends on it. */
  readonly longTimeServiceState?: LongWaitPhase;
  /**
   * The step is not the page the state resumes at but the one that page moves on to (decision
   * 293): the certificate, once issued, goes on to the contracts; a loan resumes at the risk run's
   * page, which goes on to the offer once the run has decided. The build answers what that page
   * asks.
   */
  readonly after?: 'certificateIssued' | 'riskDecided';
  /**
   * The step is a waiting page, pictured while its background run goes on (decision 299): the
   * build answers the run the page asks for in the phase of the status.
   */
  readonly waitsFor?: TLongProcess['contentInfoKey'];
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
  // After the call, a loan's steps depend on its risk run (resolveStartingStep), not on the state
  // alone: its certificate comes once the run that prepares the contracts has ended. A reload of
  // the run's waiting page after it ended is the certificate's (decision 293).
  {
    route: ROUTES.certificate,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT'],
    alsoAt: [ROUTES.longTimeService],
  },
  {
    route: ROUTES.certificate,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_OFFER_SELECTED',
    processes: ['PERSONALLOAN'],
    longTimeServiceState: 'END',
    alsoAt: [ROUTES.longTimeService],
  },
  // While the run that opens the account waits (decision 299): the page that follows it. A loan's
  // comes after its offer is chosen; an account from a loan's after the switch.
  {
    route: ROUTES.longTimeService,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT', 'ACCOUNTOPENINGFROMLOAN'],
    longTimeServiceState: 'GETTING_DOCUMENTS',
    waitsFor: 'dossier',
  },
  {
    route: ROUTES.longTimeService,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_OFFER_SELECTED',
    processes: ['PERSONALLOAN'],
    longTimeServiceState: 'GETTING_DOCUMENTS',
    waitsFor: 'dossier',
  },
  // The contracts: the state's page is still the certificate, which goes on once it is issued.
  {
    route: ROUTES.signContract,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT'],
    after: 'certificateIssued',
  },
  {
    route: ROUTES.signContract,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_OFFER_SELECTED',
    processes: ['PERSONALLOAN'],
    longTimeServiceState: 'END',
    after: 'certificateIssued',
  },
  {
    route: ROUTES.chooseBranch,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_DOCUMENTS_SIGNED',
    processes: ['CURRENTACCOUNT', 'DAYPOSIT'],
  },
  // A loan's risk run after the call, while it assesses (decision 299).
  {
    route: ROUTES.shortTimeService,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_RISK_UPLOADED',
    processes: ['PERSONALLOAN'],
    longTimeServiceState: 'EVALUATING_RISK',
    waitsFor: 'risk',
  },
  // A loan's offer: the risk run's page, where a loan resumes, goes on to it once the run has
  // decided; a reload of that page then shows the offer.
  {
    route: ROUTES.creditApproval,
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_RISK_UPLOADED',
    processes: ['PERSONALLOAN'],
    after: 'riskDecided',
    alsoAt: [ROUTES.shortTimeService],
  },
  // My application, in any state: where the applicant stands is the app's to paint, the picture
  // keeps its room (data-prerender-blank, decision 293).
  {
    route: MY_APPLICATION_PATH,
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
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
export function statusOn(
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
        longTimeServiceState: step.longTimeServiceState ?? null,
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

/** The hand-off of the build's phone: just opened, nothing chosen or sent yet. */
const PICTURE_HANDOFF = 'picture';
const HANDOFF_OPENED: THandoffStatus = {
  tid: PICTURE_HANDOFF,
  prospectId: PICTURE_PROSPECT_ID,
  status: 'OPENED',
  stepsDone: [],
  documents: NO_DOCUMENTS,
  expiresAt: '2026-01-01T00:15:00.000Z',
  finalizedAt: null,
  smsSentAt: null,
  openedAt: '2026-01-01T00:00:00.000Z',
};
const HANDOFF_SESSION: THandoffSession = {
  tid: PICTURE_HANDOFF,
  uid: PICTURE_COOKIES.uid,
  prospectId: PICTURE_PROSPECT_ID,
  language: 'sl',
  status: HANDOFF_OPENED,
};

/**
 * The phone's first page, opened from the QR code or the SMS with the hand-off's token (spec 1
 * §2; decision 295): painted from index.html for that address with any token, while the token is
 * traded for the phone's session. The build's phone trades a made-up one.
 */
export function prerenderedLinkPages(): PrerenderedLinkPage[] {
  return [
    {
      hash: `#${ROUTES.mobileUploadIdType}`,
      link: `#${ROUTES.mobileUploadIdType}?token=${PICTURE_HANDOFF}`,
      answers: handoffAnswers(NO_DOCUMENTS),
      resume: { claim: HANDOFF_LINK_CLAIM, pages: HANDOFF_RESUMES.map(handoffResumePage) },
    },
  ];
}

/** The exchange's and the status's answers for the build's hand-off with these documents. */
function handoffAnswers(
  documents: TIdDocumentStatus,
): Record<string, THandoffStatus | THandoffSession> {
  const status: THandoffStatus = { ...HANDOFF_OPENED, documents };
  return {
    '/services/slo/onboarding/documents/handoff/session': { ...HANDOFF_SESSION, status },
    [`/services/slo/onboarding/documents/handoff/${PICTURE_HANDOFF}`]: status,
  };
}

/**
 * The pages a hand-off link may resume at (decision 297): each side of each type, with the sides
 * before it sent.
 */
const HANDOFF_RESUMES: readonly {
  readonly route: RoutePath;
  readonly idType: IdDocumentType;
  readonly sent: readonly DocumentSide[];
}[] = [
  { route: ROUTES.mobileUploadFrontView, idType: 'ID', sent: [] },
  { route: ROUTES.mobileUploadBackView, idType: 'ID', sent: ['FRONTVIEW'] },
  { route: ROUTES.mobileUploadFrontView, idType: 'PP', sent: [] },
];

function handoffResumePage({
  route,
  idType,
  sent,
}: (typeof HANDOFF_RESUMES)[number]): PrerenderedLinkResume {
  const key = handoffResumePicture(route, idType);
  if (key === null) throw new Error(`no picture is made for ${route}`);
  const sides = sidesOf(idType).map((side) => ({
    side,
    state: sent.includes(side) ? ('CONFIRMED' as const) : ('PENDING' as const),
    rejectionReason: null,
    image: null,
  }));
  return {
    key,
    hash: `#${route}`,
    answers: handoffAnswers({ ...NO_DOCUMENTS, idType, sides }),
  };
}

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

/** An issued certificate, as `GET prospects/{id}/certificate` answers: its page goes on. */
const CERTIFICATE_ISSUED: TCertificateStep = {
  identity: {
    givenName: '',
    surname: '',
    birthDate: null,
    documentNumberMasked: null,
    mobileMasked: null,
    countryCode: 'SI',
  },
  certificate: {
    serialNumber: '00',
    subjectDn: '',
    issuerDn: '',
    notBefore: '2026-01-01T00:00:00.000Z',
    notAfter: '2028-01-01T00:00:00.000Z',
    fingerprintSha256: '',
  },
  code: null,
};

/** The build's applicant's run of `kind` in `state`, as the run's page asks for it. */
function pictureRun(
  process: ProcessName,
  kind: TLongProcess['contentInfoKey'],
  state: TLongProcess['state'],
): TLongProcess {
  return {
    id: PICTURE_PROSPECT_ID,
    prospectId: PICTURE_PROSPECT_ID,
    state,
    tokenId: '',
    currentProcess: process,
    contentInfoKey: kind,
    contentInfo: { startedAt: '2026-01-01T00:00:00.000Z', expectedSeconds: 1 },
    errorCode: null,
  };
}

/** The loan's risk run, decided: `POST user/checkrisk` answers it, its page goes on. */
const RISK_RUN_DECIDED = pictureRun('PERSONALLOAN', 'risk', 'WAITING_LOAN_SELECTION');

/** Its outcome, an offer (`POST user/getriskassessmentresult`); the figures are the app's to show. */
const RISK_ACCEPTED: TRiskAssessmentResult = {
  prospectId: PICTURE_PROSPECT_ID,
  longProcessId: PICTURE_PROSPECT_ID,
  phase: 'WAITING_LOAN_SELECTION',
  outcome: 'ACCEPT',
  reasons: [],
  creditApprovalCode: null,
  wish: { amount: 1000, tenorMonths: 12, insurance: false },
  offer: null,
  bounds: null,
  income: { source: 'UPLOAD', monthlyNetIncomeCents: 0, existingMonthlyObligationsCents: 0 },
};

/**
 * A run that waits, as the waiting page asks for it: the dossier's (`POST processes/longprocesses`)
 * or the risk's (`POST user/checkrisk`), in the status's phase. The clock it gives is not shown:
 * the picture keeps the countdown's room only (data-prerender-blank).
 */
function waitingRunAnswers(
  process: ProcessName,
  step: (typeof PRERENDERED_STEPS)[number],
): Record<string, TLongProcess> {
  const { waitsFor, longTimeServiceState } = step;
  if (waitsFor === undefined || longTimeServiceState === undefined) return {};
  const path =
    waitsFor === 'risk' ? '/services/slo/user/checkrisk' : '/services/slo/processes/longprocesses';
  return { [path]: pictureRun(process, waitsFor, longTimeServiceState) };
}

/** What the build answers, beyond the status, for a step reached from the state's page. */
const ANSWERS_AFTER = {
  certificateIssued: {
    [`/services/slo/onboarding/prospects/${PICTURE_PROSPECT_ID}/certificate`]: CERTIFICATE_ISSUED,
  },
  riskDecided: {
    '/services/slo/user/checkrisk': RISK_RUN_DECIDED,
    '/services/slo/user/getriskassessmentresult': RISK_ACCEPTED,
  },
} as const satisfies Record<NonNullable<(typeof PRERENDERED_STEPS)[number]['after']>, object>;

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
        ...(step.after && ANSWERS_AFTER[step.after]),
        ...waitingRunAnswers(process, step),
      },
      cookies: PICTURE_COOKIES,
    })),
  );
}
