import type { VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { OpenBankingConfig } from '../../infra/config';
import type { OpenBankingProvider } from './provider';
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
  },
): OpenBankingProvider | null {
  if (config.provider === 'saltedge' && config.saltEdge !== null) {
    return createSaltEdgeProvider(config.saltEdge);
  }
  if (config.provider === 'sandbox') {
    if (deps.isProduction) {
      deps.warn('OPEN_BANKING_PROVIDER=sandbox in production: the test banks answer applicants');
    }
    return createSandboxProvider({
      clock: deps.clock,
      timeZone: deps.timeZone,
      showHints: !deps.isProduction,
      variant: deps.variant,
    });
  }
  return null;
}
