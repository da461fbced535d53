import type { StepProgress } from './states';
import type { WizardStep } from './steps';

export interface StepProgressItem {
  readonly step: WizardStep;
  readonly progress: StepProgress;
}

export type StepProgressResult =
  | {
      readonly ok: true;
      /** 1-based position of the current step (spec 1 §3 currentStep). */
      readonly currentStep: number;
      readonly items: readonly StepProgressItem[];
    }
  | { readonly ok: false; readonly error: 'STEP_NOT_IN_LIST' };

/** spec 1 §4: steps before the current are DONE, the current is IN_PROGRESS, later ones are DUE. */
export function computeStepProgress(
  steps: readonly WizardStep[],
  current: WizardStep,
): StepProgressResult {
  const index = steps.indexOf(current);
  if (index < 0) return { ok: false, error: 'STEP_NOT_IN_LIST' };
  const items = steps.map((step, position): StepProgressItem => ({
    step,
    progress: position < index ? 'DONE' : position === index ? 'IN_PROGRESS' : 'DUE',
  }));
  return { ok: true, currentStep: index + 1, items };
}
