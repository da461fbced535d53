import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import { sealState } from './connection-secrets';
import { failureError } from './errors';
import type { ProviderConnection } from './provider';
import { updateConnection, type BankConnectionRow } from './repository';
import type { BankConnectionState } from './tables';

export interface ConnectionOutcomeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: Pick<DataCipher, 'sealText'>;
}

/**
 * Keeps the bank's answer to a login or a code on the connection, only while the connection is
 * still in `from`: INTERACTIVE when the bank asks for a code, else CONNECTED, with the provider's
 * state (`secret` and the fields asked for) sealed. CONNECTION_FAILED when it has moved on
 * meanwhile. Answers the state the connection is now in.
 */
export async function keepProviderOutcome(
  deps: ConnectionOutcomeDeps,
  connection: BankConnectionRow,
  from: readonly BankConnectionState[],
  outcome: ProviderConnection,
  kept: { readonly secret: string | null; readonly providerName?: string },
): Promise<BankConnectionState> {
  const { secret, ...named } = kept;
  const state: BankConnectionState = outcome.status === 'INTERACTIVE' ? 'INTERACTIVE' : 'CONNECTED';
  const updated = await updateConnection(
    deps.db,
    connection.id,
    from,
    {
      state,
      externalId: outcome.externalId,
      sealedSecret: sealState(deps.cipher, connection.id, {
        secret,
        interactiveFields: [...outcome.interactiveFields],
      }),
      ...named,
    },
    deps.clock(),
  );
  if (updated === null) throw failureError('CONNECTION_FAILED');
  return state;
}
