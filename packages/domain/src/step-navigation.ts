import type { LongWaitPhase } from './long-wait';
import { LONG_TIME_SERVICE_RESUME_PHASES } from './long-wait';
import type { ProcessName } from './processes';
import { isLoanProcess } from './processes';
import type { RoutePath } from './routes';
import { resolveRoutePath } from './routes';
import type { UserState } from './states';
import type { WizardStep } from './steps';
import { STEP_ROUTES } from './steps';

export interface StartingStepInput {
  readonly process: ProcessName;
  /** The process's currentState (spec 1 §3). */
  readonly currentState: WizardStep;
  /** The process's longTimeServiceState; null or undefined when the server sent none. */
  readonly longTimeServiceState?: LongWaitPhase | null;
}

/**
 * NOT_OBSERVED means no background run was seen, so it counts as absent (decision 011); a run
 * that reached END has nothing left to wait for, so the certificate is next (decision 140).
 */
function hasLongTimeState(phase: LongWaitPhase | null | undefined): boolean {
  return phase != null && phase !== 'NOT_OBSERVED' && phase !== 'END';
}

/** spec 1 §4 "Starting step": where a chosen process resumes. */
export function resolveStartingStep(input: StartingStepInput): WizardStep {
  const { process, longTimeServiceState } = input;
  // CheckRisk never appears in a normalised list, so it resumes as RiskAssessment.
  const current = input.currentState === 'CheckRisk' ? 'RiskAssessment' : input.currentState;
  if (isLoanProcess(process)) {
    if (current === 'RiskAssessment') {
      const inSet =
        longTimeServiceState != null &&
        LONG_TIME_SERVICE_RESUME_PHASES.includes(longTimeServiceState);
      return inSet ? 'LongTimeService' : 'ShortTimeService';
    }
    // Until the run that prepares the contracts has ended (decision 147: otherwise the certificate
    // would send the applicant back to the long wait forever).
    if (
      (current === 'SignDocuments' || current === 'RequestCertificate') &&
      longTimeServiceState !== 'END'
    ) {
      return 'LongTimeService';
    }
    return current;
  }
  if (current === 'RequestCertificate' && hasLongTimeState(longTimeServiceState)) {
    return 'LongTimeService';
  }
  return current;
}

/** Waiting screens: left by moving past the step they stand for. */
export const WAIT_STEPS = [
  'ShortTimeService',
  'LongTimeService',
] as const satisfies readonly WizardStep[];

const LOAN_WAIT_ANCHORS = {
  ShortTimeService: 'VideoChat',
  LongTimeService: 'RiskAssessment',
} as const satisfies Readonly<Partial<Record<WizardStep, WizardStep>>>;

const OTHER_WAIT_ANCHORS = {
  LongTimeService: 'VideoChat',
} as const satisfies Readonly<Partial<Record<WizardStep, WizardStep>>>;

/**
 * spec 1 §4 "Next step": PERSONALLOAN treats ShortTimeService as VideoChat and LongTimeService as
 * RiskAssessment; other processes treat LongTimeService as VideoChat. Other steps stand for
 * themselves.
 */
export function anchorStepFor(process: ProcessName, step: WizardStep): WizardStep {
  const anchors: Readonly<Partial<Record<WizardStep, WizardStep>>> = isLoanProcess(process)
    ? LOAN_WAIT_ANCHORS
    : OTHER_WAIT_ANCHORS;
  return anchors[step] ?? step;
}

const WAIT_ROUTES: readonly (RoutePath | null)[] = WAIT_STEPS.map((step) => STEP_ROUTES[step]);

/**
 * spec 1 §4: the next path follows the current step's path in the page sequence. From a waiting
 * screen the search starts at its anchor's path and skips waiting screens, so the applicant never
 * lands on the screen they just left (decision 012). Null when there is no next page.
 */
export function nextPath(
  process: ProcessName,
  current: WizardStep,
  pageSequence: readonly RoutePath[],
): RoutePath | null {
  const anchor = anchorStepFor(process, current);
  const anchorRoute = STEP_ROUTES[anchor];
  if (anchorRoute === null) return null;
  const index = pageSequence.indexOf(anchorRoute);
  if (index < 0) return null;
  const following = pageSequence.slice(index + 1);
  const fromWaitScreen = anchor !== current;
  const next = fromWaitScreen
    ? following.find((route) => !WAIT_ROUTES.includes(route))
    : following[0];
  return next ?? null;
}

/**
 * True when `to` comes before `from` in the page sequence (spec 1 §4 access state). Paths outside
 * the sequence (user messages, errors) are never "backward".
 */
export function isMovingBackward(
  pageSequence: readonly RoutePath[],
  from: string,
  to: string,
): boolean {
  const fromRoute = resolveRoutePath(from);
  const toRoute = resolveRoutePath(to);
  if (fromRoute === null || toRoute === null) return false;
  const fromIndex = pageSequence.indexOf(fromRoute);
  const toIndex = pageSequence.indexOf(toRoute);
  return fromIndex >= 0 && toIndex >= 0 && toIndex < fromIndex;
}

export interface LocationChange {
  readonly userState: UserState;
  readonly pageSequence: readonly RoutePath[];
  readonly from: string;
  readonly to: string;
}

/**
 * spec 1 §4: on every location change, an authenticated applicant who moved backward in the
 * sequence is returned to the previous location. Returns that location, or null to stay.
 */
export function redirectOnLocationChange(change: LocationChange): string | null {
  if (change.userState !== 'AUTHENTICATED') return null;
  return isMovingBackward(change.pageSequence, change.from, change.to) ? change.from : null;
}
