import { FINAL_LONG_WAIT_PHASES, LONG_WAIT_PHASES, type LongWaitPhase } from '@onboarding/domain';

/** Where a dossier run starts after the identification, and starts again after an ERROR. */
export const FIRST_PHASE: LongWaitPhase = 'GETTING_DOCUMENTS';

/** The phases a run may still leave (everything but END, ERROR and CANCELLED). */
export const ACTIVE_PHASES: readonly LongWaitPhase[] = LONG_WAIT_PHASES.filter(
  (phase) => !(FINAL_LONG_WAIT_PHASES as readonly LongWaitPhase[]).includes(phase),
);
