import {
  ROUTES,
  STEP_ROUTES,
  buildPageSequence,
  computeStepProgress,
  pageForState,
  resolveStartingStep,
  stepForPath,
  stepListFor,
  type RoutePath,
  type StateToPageError,
  type StepProgressItem,
  type TUserProcess,
  type WizardStep,
} from '@onboarding/domain';

export interface WizardPosition {
  /** The process's step list after normalisation (spec 1 §4). */
  readonly steps: readonly WizardStep[];
  /** spec 1 §3 pageSequence: the steps' routes in order. */
  readonly pageSequence: readonly RoutePath[];
  /** The step the applicant resumes at (spec 1 §4 "Starting step"), null off the step list. */
  readonly startingStep: WizardStep | null;
  /** Where the applicant belongs now. */
  readonly landing: RoutePath;
  /** spec 1 §3 currentStep: 1-based, null off the step list. */
  readonly currentStep: number | null;
  readonly progress: readonly StepProgressItem[];
}

export type WizardPositionResult =
  | { readonly ok: true; readonly position: WizardPosition }
  | { readonly ok: false; readonly error: StateToPageError };

/**
 * Where a selected process stands: the state-to-page table gives the page of its prospect and
 * product states; that page's step is the current state, which the starting-step rule turns into
 * the step to resume at (waiting screens for long-running work, decision 011). Pages outside the
 * step list (verify e-mail, the error pages) are landed on as they are.
 */
export function wizardPosition(process: TUserProcess): WizardPositionResult {
  const page = pageForState(
    { prospectState: process.prospectState, productState: process.productState },
    process.processName,
  );
  if (!page.ok) return page;

  const steps = stepListFor(process.processName);
  const pageSequence = buildPageSequence(steps);
  const current = stepForPath(page.route, steps);
  const startingStep =
    current === null
      ? null
      : resolveStartingStep({
          process: process.processName,
          currentState: current,
          longTimeServiceState: process.longTimeServiceState,
        });
  const landing = (startingStep && STEP_ROUTES[startingStep]) ?? page.route;
  const progress = startingStep === null ? null : computeStepProgress(steps, startingStep);
  return {
    ok: true,
    position: {
      steps,
      pageSequence,
      startingStep,
      landing,
      currentStep: progress?.ok ? progress.currentStep : null,
      progress: progress?.ok ? progress.items : [],
    },
  };
}

/** Where the home gate sends an applicant in LIMBO. */
export const PROCESS_CHOICE_PATH: RoutePath = ROUTES.processChoice;
