import type { VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { OpenBankingConfig } from '../../infra/config';
import type { OpenBankingProvider } from './provider';
import type { SandboxBankServer } from './sandbox-bank';
import { createSaltEdgeProvider } from './saltedge-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * The provider OPEN_BANKING_PROVIDER names (decision 148): Salt Edge v5, the built-in sandbox
 * (the default outside production; in production only when set explicitly), or none.
 */
export function createOpenBankingProvider(
  config: OpenBankingConfig,
  deps: {
    readonly clock: Clock;
    readonly timeZone: string;
    readonly isProduction: boolean;
    /** The server's variant: the sandbox's banks and accounts are its country's. */
    readonly variant: VariantId;
    readonly warn: (message: string) => void;
    /** The sandbox bank's pages, built when OPEN_BANKING_PROVIDER=sandbox (decision 250). */
    readonly sandboxBank: SandboxBankServer | null;
  },
): OpenBankingProvider | null {
  if (config.provider === 'saltedge' && config.saltEdge !== null) {
    return createSaltEdgeProvider(config.saltEdge);
  }
  if (config.provider === 'sandbox' && deps.sandboxBank !== null) {
    if (deps.isProduction) {
      deps.warn('OPEN_BANKING_PROVIDER=sandbox in production: the test banks answer applicants');
    }
    return createSandboxProvider({
      clock: deps.clock,
      timeZone: deps.timeZone,
      variant: deps.variant,
      bank: deps.sandboxBank,
    });
  }
  return null;
}
