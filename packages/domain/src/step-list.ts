import type { ProcessName } from './processes';
import { isLoanProcess } from './processes';
import type { RoutePath } from './routes';
import type { WizardStep } from './steps';
import { STEP_ROUTES } from './steps';

/** The current account's journey, also shown to a loan that continues as an account. */
const ACCOUNT_STEPS = [
  'Intro',
  'DocumentUpload',
  'DataEntry',
  'Consents',
  'SummaryPDF',
  'VideoChat',
  'RequestCertificate',
  'SignDocuments',
  'ChooseBranch',
  'Multichannel',
] as const;

/**
 * Each process's base step list (the `states` of a process, spec 1 §3), designed from the journey
 * of spec 1 §1 (decision 012). Service steps are not listed: normalizeStepList adds them.
 */
export const BASE_STEP_LISTS = {
  CURRENTACCOUNT: ACCOUNT_STEPS,
  // The salary statement comes before the call because the risk assessment after it needs it.
  PERSONALLOAN: [
    'Intro',
    'DocumentUpload',
    'DataEntry',
    'SalaryStmt',
    'Consents',
    'SummaryPDF',
    'VideoChat',
    'CheckRisk',
    'RequestCertificate',
    'SignDocuments',
    'ChooseBranch',
    'Multichannel',
  ],
  // A day deposit is funded from the applicant's account elsewhere; the penny transfer proves that
  // account, and the welcome page then tells when the deposit is active.
  // Decision 231: the amount, term and maturity choice come before the consents and documents
  // that carry them.
  DAYPOSIT: [
    'Intro',
    'DocumentUpload',
    'DataEntry',
    'DepositTerms',
    'Consents',
    'SummaryPDF',
    'VideoChat',
    'RequestCertificate',
    'SignDocuments',
    'ChooseBranch',
    'PennyTransfer',
    'AccountEnabled',
  ],
  // The whole account journey is shown: steps the loan run already did display as DONE.
  ACCOUNTOPENINGFROMLOAN: ACCOUNT_STEPS,
} as const satisfies Readonly<Record<ProcessName, readonly WizardStep[]>>;

/** spec 1 §4: the steps each process gets right after VideoChat. */
export const STEPS_AFTER_VIDEO_CHAT = {
  loan: ['ShortTimeService', 'RiskAssessment', 'LongTimeService'],
  other: ['LongTimeService'],
} as const satisfies Readonly<Record<string, readonly WizardStep[]>>;

function stepsAfterVideoChat(process: ProcessName): readonly WizardStep[] {
  return isLoanProcess(process) ? STEPS_AFTER_VIDEO_CHAT.loan : STEPS_AFTER_VIDEO_CHAT.other;
}

function withoutDuplicates(steps: readonly WizardStep[]): WizardStep[] {
  return steps.filter((step, index) => steps.indexOf(step) === index);
}

/** spec 1 §4: CheckRisk is replaced by RiskAssessment. */
function replaceCheckRisk(steps: readonly WizardStep[]): WizardStep[] {
  return steps.map((step) => (step === 'CheckRisk' ? 'RiskAssessment' : step));
}

/** spec 1 §4: the service steps go right after VideoChat (moved there if listed elsewhere). */
function insertAfterVideoChat(process: ProcessName, steps: readonly WizardStep[]): WizardStep[] {
  if (!steps.includes('VideoChat')) return [...steps];
  const inserted = stepsAfterVideoChat(process);
  const rest = steps.filter((step) => !inserted.includes(step));
  const at = rest.indexOf('VideoChat') + 1;
  return [...rest.slice(0, at), ...inserted, ...rest.slice(at)];
}

/** spec 1 §4: SignDocuments is added after RequestCertificate if missing. */
function ensureSignDocuments(steps: readonly WizardStep[]): WizardStep[] {
  const at = steps.indexOf('RequestCertificate');
  if (at < 0 || steps.includes('SignDocuments')) return [...steps];
  return [...steps.slice(0, at + 1), 'SignDocuments', ...steps.slice(at + 1)];
}

/** spec 1 §4: Intro is always first. */
function introFirst(steps: readonly WizardStep[]): WizardStep[] {
  return ['Intro', ...steps.filter((step) => step !== 'Intro')];
}

/** spec 1 §4 "Step list and progress": the step list shown for a process's states. */
export function normalizeStepList(
  process: ProcessName,
  steps: readonly WizardStep[],
): WizardStep[] {
  const replaced = withoutDuplicates(replaceCheckRisk(steps));
  return introFirst(ensureSignDocuments(insertAfterVideoChat(process, replaced)));
}

export function stepListFor(process: ProcessName): WizardStep[] {
  return normalizeStepList(process, BASE_STEP_LISTS[process]);
}

/**
 * The wizard's pageSequence (spec 1 §3): the routes of the steps in order, each once (two welcome
 * steps share /welcome) and without steps that have no page.
 */
export function buildPageSequence(steps: readonly WizardStep[]): RoutePath[] {
  const routes: RoutePath[] = [];
  for (const step of steps) {
    const route = STEP_ROUTES[step];
    if (route !== null && !routes.includes(route)) routes.push(route);
  }
  return routes;
}
