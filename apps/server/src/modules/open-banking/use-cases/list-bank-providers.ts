import { providerCountryOf, type TBankProvider } from '@onboarding/domain';
import { failureError } from '../errors';
import type { OpenBankingProvider } from '../provider';
import { bounded, failureOf, requireProvider } from '../provider-calls';

export interface ListBankProvidersDeps {
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
}

/** `GET externalservices/saltedge/providers?countrycode=` (and the XF path with 'XF'). */
export function createListBankProviders(deps: ListBankProvidersDeps) {
  return async function providers(countrycode: string): Promise<TBankProvider[]> {
    const provider = requireProvider(deps.provider);
    const country = providerCountryOf(countrycode);
    try {
      const banks = await bounded(deps, (signal) => provider.providers(country, signal));
      return banks.map((bank) => ({
        code: bank.code.slice(0, 100),
        name: bank.name.slice(0, 200),
        countryCode: bank.countryCode.slice(0, 2).toUpperCase(),
        interactive: bank.interactive,
      }));
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      throw failureError(failure);
    }
  };
}
