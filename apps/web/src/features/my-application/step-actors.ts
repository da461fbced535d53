import type { MessageKey } from '@onboarding/messages';
import type { WizardStep } from '@onboarding/domain';

/** Who a step waits on: the applicant, the bank's back office, or a video adviser with them. */
export type StepActor = 'APPLICANT' | 'BANK' | 'OPERATOR';

const BANK_STEPS: readonly WizardStep[] = [
  'LongTimeService',
  'ShortTimeService',
  'CheckRisk',
  'AccountEnabled',
];

export function actorOf(step: WizardStep): StepActor {
  if (step === 'VideoChat') return 'OPERATOR';
  return BANK_STEPS.includes(step) ? 'BANK' : 'APPLICANT';
}

/**
 * The deadlines of spec 1 §9 (and spec 2 §9) that apply while a step is current or still to come.
 * Each is shown once, in the order of the journey.
 */
export function deadlinesFor(current: WizardStep, remaining: readonly WizardStep[]): MessageKey[] {
  const ahead = new Set<WizardStep>([current, ...remaining]);
  const keys: MessageKey[] = ['wizard.myApplication.deadlines.remembered'];
  if (ahead.has('VideoChat')) keys.push('wizard.myApplication.deadlines.videoHours');
  if (ahead.has('SignDocuments')) keys.push('wizard.myApplication.deadlines.signingCode');
  if (ahead.has('PennyTransfer')) keys.push('wizard.myApplication.deadlines.pennyTransfer');
  if (ahead.has('Multichannel') || ahead.has('AccountEnabled')) {
    keys.push('wizard.myApplication.deadlines.accountActive');
  }
  return keys;
}
