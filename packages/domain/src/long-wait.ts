import { z } from 'zod';
import { lazily } from './lazily';

/**
 * spec 1 §4, spec 2 §4: phases of the background processing behind the long-wait screen, in the
 * order they happen. NOT_OBSERVED is the initial value before anything was reported.
 */
export const LONG_WAIT_PHASES = [
  'NOT_OBSERVED',
  'GETTING_DOSSIER',
  'VERIFYING_USER',
  'WAITING_PROCESS_SWITCH_SELECTION',
  'SAVING_PROCESS_SWITCH_CHOICE',
  'EVALUATING_RISK',
  'WAITING_LOAN_SELECTION',
  'SAVING_LOAN_CHOICE',
  'GETTING_DOCUMENTS',
  'CREATING_DOSSIER',
  'END',
  'ERROR',
  'CANCELLED',
] as const;
export type LongWaitPhase = (typeof LONG_WAIT_PHASES)[number];
export const longWaitPhaseSchema = lazily(() => z.enum(LONG_WAIT_PHASES));
export const ZLongWaitPhase = /* @__PURE__ */ longWaitPhaseSchema();

export const INITIAL_LONG_WAIT_PHASE: LongWaitPhase = 'NOT_OBSERVED';

/**
 * spec 2 §4: "a constant lists SAVING_LOAN_CHOICE, GETTING_DOCUMENTS, CREATING_DOSSIER, END" —
 * the phases after the applicant has chosen a loan offer, when only back-office work remains.
 */
export const POST_LOAN_CHOICE_PHASES = [
  'SAVING_LOAN_CHOICE',
  'GETTING_DOCUMENTS',
  'CREATING_DOSSIER',
  'END',
] as const satisfies readonly LongWaitPhase[];

/**
 * spec 1 §4 "Starting step": the set of long-time-service states that send a PERSONALLOAN applicant
 * at RiskAssessment to LongTimeService (else ShortTimeService). The spec does not show the set;
 * decision 011 takes the post-loan-choice constant above.
 */
export const LONG_TIME_SERVICE_RESUME_PHASES: readonly LongWaitPhase[] = POST_LOAN_CHOICE_PHASES;

/** Phases after which nothing more will happen for this run. */
export const FINAL_LONG_WAIT_PHASES = [
  'END',
  'ERROR',
  'CANCELLED',
] as const satisfies readonly LongWaitPhase[];

export function isFinalLongWaitPhase(phase: LongWaitPhase): boolean {
  return (FINAL_LONG_WAIT_PHASES as readonly LongWaitPhase[]).includes(phase);
}

/**
 * spec 1 §4: long-wait slides — next adds 1, previous subtracts 1, reset goes to 0. Previous stops
 * at the first slide because there is no slide before it; the screen clamps next to its slide count.
 */
export const LONG_WAIT_SLIDE_MOVES = ['NEXT', 'PREVIOUS', 'RESET'] as const;
export type LongWaitSlideMove = (typeof LONG_WAIT_SLIDE_MOVES)[number];

export function moveLongWaitSlide(index: number, move: LongWaitSlideMove): number {
  switch (move) {
    case 'NEXT':
      return index + 1;
    case 'PREVIOUS':
      return Math.max(0, index - 1);
    case 'RESET':
      return 0;
  }
}
