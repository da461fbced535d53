import type { ProcessName } from '../processes';
import { PROCESS_NAMES } from '../processes';
import { pageForState } from '../state-to-page';
import type { ProductState, ProspectState } from '../states';
import { PRODUCT_STATES, PROSPECT_STATES } from '../states';
import { stepListFor } from '../step-list';
import type { WizardStep } from '../steps';
import { stepForPath } from '../steps';

/**
 * The wizard step a pair of states puts an application on (spec 1 §4 "State to page", with the
 * process's own rows, decision 231), or null for a page outside the process's step list (the
 * e-mail check, a refusal, the branch redirect): those states show no progress.
 */
export function stepOfStates(
  process: ProcessName,
  prospectState: ProspectState,
  productState: ProductState,
): WizardStep | null {
  const page = pageForState({ prospectState, productState }, process);
  if (!page.ok) return null;
  return stepForPath(page.route, stepListFor(process));
}

function funnelStepsOf(process: ProcessName): readonly WizardStep[] {
  const reachable = new Set<WizardStep>();
  for (const prospectState of PROSPECT_STATES) {
    for (const productState of PRODUCT_STATES) {
      const step = stepOfStates(process, prospectState, productState);
      if (step !== null) reachable.add(step);
    }
  }
  const steps = stepListFor(process);
  // The first step is where every application starts; the others count when a state shows them.
  return steps.filter((step, index) => index === 0 || reachable.has(step));
}

/**
 * Decision 271: each product's funnel steps, in its step list's order (step-list.ts, the one
 * place the order is kept), without the steps no recorded state can show (service steps, the
 * signing page that follows the certificate within one state).
 */
export const FUNNEL_STEPS: Readonly<Record<ProcessName, readonly WizardStep[]>> =
  Object.fromEntries(PROCESS_NAMES.map((process) => [process, funnelStepsOf(process)])) as Record<
    ProcessName,
    readonly WizardStep[]
  >;

/** One recorded change of an application, in the order the audit trail recorded them. */
export type FunnelRecord =
  | { readonly kind: 'PROSPECT_STATE'; readonly to: ProspectState }
  | { readonly kind: 'PRODUCT_STATE'; readonly to: ProductState }
  | { readonly kind: 'PROCESS'; readonly to: ProcessName };

/** An application as its records tell it: how it was created, then what changed. */
export interface FunnelApplication {
  readonly process: ProcessName;
  readonly prospectState: ProspectState;
  readonly records: readonly FunnelRecord[];
}

/** Where an application got to: its process now and the furthest funnel step it ever showed. */
export interface FurthestStep {
  readonly process: ProcessName;
  readonly step: WizardStep;
}

/**
 * The furthest step an application reached: its states are walked in order and each pair is
 * placed in the step list of the process it has now (a loan continued as an account is counted
 * as the account, whose list holds the steps the loan walked). A send-back moves the states back,
 * never the furthest step.
 */
export function furthestStep(application: FunnelApplication): FurthestStep {
  let process = application.process;
  for (const record of application.records) if (record.kind === 'PROCESS') process = record.to;
  const steps = FUNNEL_STEPS[process];
  let prospectState = application.prospectState;
  // A product starts new (products/record-product.ts); its own creation is not the prospect's record.
  let productState: ProductState = 'PRODUCT_NEW';
  let furthest = 0;
  const place = () => {
    const step = stepOfStates(process, prospectState, productState);
    const index = step === null ? -1 : steps.indexOf(step);
    if (index > furthest) furthest = index;
  };
  place();
  for (const record of application.records) {
    if (record.kind === 'PROSPECT_STATE') prospectState = record.to;
    else if (record.kind === 'PRODUCT_STATE') productState = record.to;
    else continue;
    place();
  }
  return { process, step: steps[furthest] ?? steps[0] ?? 'Intro' };
}

/** One step of a product's funnel. */
export interface FunnelStepFigures {
  readonly step: WizardStep;
  /** Applications that reached this step or a later one. */
  readonly reached: number;
  /** Applications whose furthest step is this one. */
  readonly stopped: number;
  /** Of those that reached the step before, how many did not reach this one (0 for the first). */
  readonly dropOff: number;
  /** dropOff as a share of the step before's reached, null when none reached it (or the first). */
  readonly dropOffShare: number | null;
}

/** A product's funnel: its steps in order with the drop-off between each and the one before. */
export function funnelOf(
  process: ProcessName,
  furthest: readonly WizardStep[],
): FunnelStepFigures[] {
  const steps = FUNNEL_STEPS[process];
  const stoppedAt = steps.map((step) => furthest.filter((reached) => reached === step).length);
  return steps.map((step, index) => {
    const reached = stoppedAt.slice(index).reduce((sum, count) => sum + count, 0);
    const before = index === 0 ? null : stoppedAt.slice(index - 1).reduce((a, b) => a + b, 0);
    const dropOff = before === null ? 0 : before - reached;
    return {
      step,
      reached,
      stopped: stoppedAt[index] ?? 0,
      dropOff,
      dropOffShare: before === null || before === 0 ? null : dropOff / before,
    };
  });
}
