import { maskAccount, type TBankAccount, type TBankConnection } from '@onboarding/domain';
import type { OpenBankingProvider, ProviderAccount, ProviderConnection } from './provider';
import { accountsOf, type ProviderCallDeps } from './provider-calls';

function toAccount(account: ProviderAccount): TBankAccount {
  return {
    id: account.id,
    name: account.name.slice(0, 200),
    accountMasked: maskAccount(account.number),
    currencyCode: account.currencyCode.toUpperCase().slice(0, 3),
  };
}

/** The answer to the browser once the provider said where the connection stands. */
export async function answerFor(
  deps: ProviderCallDeps,
  provider: OpenBankingProvider,
  connectionId: string,
  outcome: ProviderConnection,
): Promise<TBankConnection> {
  if (outcome.status === 'INTERACTIVE') {
    return {
      connectionId,
      status: 'INTERACTIVE',
      interactive: {
        fields: [...outcome.interactiveFields],
        ...(outcome.hint === undefined ? {} : { hint: outcome.hint }),
      },
    };
  }
  const accounts = await accountsOf(deps, provider, outcome);
  return { connectionId, status: 'CONNECTED', accounts: accounts.map(toAccount) };
}
