import { notAvailable, failureError } from './errors';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderAccount,
  type ProviderConnectionRef,
  type ProviderFailure,
} from './provider';

export interface ProviderCallDeps {
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
}

class ProviderTimeout extends Error {
  constructor() {
    super('The bank did not answer in time.');
    this.name = 'ProviderTimeout';
  }
}

/** The configured provider; 503 when none is (production without OPEN_BANKING_PROVIDER). */
export function requireProvider(provider: OpenBankingProvider | null): OpenBankingProvider {
  if (provider === null) throw notAvailable();
  return provider;
}

/** One provider call, bounded by the timeout; the provider's signal is aborted when we give up. */
export async function bounded<T>(
  deps: ProviderCallDeps,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderTimeout());
    }, deps.timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => work(controller.signal)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The refusal a provider call ended in, or null for an error of our own. */
export const failureOf = (error: unknown): ProviderFailure | 'BANK_TIMEOUT' | null =>
  error instanceof ProviderTimeout
    ? 'BANK_TIMEOUT'
    : error instanceof OpenBankingProviderError
      ? error.failure
      : null;

/** The connection's accounts; a refusal answered as its error. */
export async function accountsOf(
  deps: ProviderCallDeps,
  provider: OpenBankingProvider,
  ref: ProviderConnectionRef,
): Promise<ProviderAccount[]> {
  try {
    return [...(await bounded(deps, (signal) => provider.accounts(ref, signal)))];
  } catch (error) {
    const failure = failureOf(error);
    if (failure === null) throw error;
    throw failureError(failure);
  }
}
