import type { VariantId } from '@onboarding/domain';
import type { SecurityDeps } from './shared';
import { createConfirmUnsubscribe } from './use-cases/confirm-unsubscribe';
import { createRequestUnsubscribe } from './use-cases/request-unsubscribe';

export interface UnsubscribeServiceDeps extends SecurityDeps {
  readonly variant: VariantId;
}

/**
 * Unsubscribe from marketing e-mails (spec 3 §7, decision 043): confirmed through a signed link
 * sent to the address, so nobody can unsubscribe someone else; effective at once (the spec's 48
 * hours is a promise, not a delay). Any address can opt out, with or without an account.
 */
export function createUnsubscribeService(deps: UnsubscribeServiceDeps) {
  return {
    start: createRequestUnsubscribe(deps),
    finish: createConfirmUnsubscribe(deps),
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
