import type { TOpenBankingCheck } from '@onboarding/domain';
import type { OpenBankingProvider } from '../provider';

export interface CheckOpenBankingDeps {
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: Pick<OpenBankingProvider, 'name'> | null;
}

/** `GET externalservices/saltedge/check`: whether bank connections are offered, by whom. */
export function createCheckOpenBanking(deps: CheckOpenBankingDeps) {
  return function check(): TOpenBankingCheck {
    return { available: deps.provider !== null, provider: deps.provider?.name ?? null };
  };
}
