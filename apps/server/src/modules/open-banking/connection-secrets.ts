import { z } from 'zod';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { failureError } from './errors';
import type { ProviderConnectionRef } from './provider';
import type { BankConnectionRow } from './repository';

/** The provider's state of a connection, sealed at rest: its secret and the fields it asked for. */
const ZProviderState = z.object({
  secret: z.string().nullable(),
  interactiveFields: z.array(z.string()),
});
export type ProviderState = z.infer<typeof ZProviderState>;

const secretContext = (connectionId: string) => `bank-connection:${connectionId}:provider`;
export const transactionsContext = (statementId: string) =>
  `bank-statement:${statementId}:transactions`;
export const accountNumberContext = (statementId: string) =>
  `bank-statement:${statementId}:account-number`;

/** What the provider needs to be called again about the connection, its state unsealed. */
export function providerRefOf(
  cipher: Pick<DataCipher, 'openText'>,
  connection: BankConnectionRow,
): ProviderConnectionRef & ProviderState {
  const state =
    connection.sealedSecret === null
      ? { secret: null, interactiveFields: [] }
      : ZProviderState.parse(
          JSON.parse(cipher.openText(connection.sealedSecret, secretContext(connection.id))),
        );
  if (connection.externalId === null) throw failureError('CONNECTION_FAILED');
  return { externalId: connection.externalId, ...state };
}

/**
 * What the provider asked us to keep while the applicant is at the bank (decision 250), from the
 * state sealed on a PENDING connection; null when it asked for nothing.
 */
export function pendingOf(
  cipher: Pick<DataCipher, 'openText'>,
  connection: BankConnectionRow,
): string | null {
  if (connection.sealedSecret === null) return null;
  return ZProviderState.parse(
    JSON.parse(cipher.openText(connection.sealedSecret, secretContext(connection.id))),
  ).secret;
}

export const sealState = (
  cipher: Pick<DataCipher, 'sealText'>,
  connectionId: string,
  state: ProviderState,
) => cipher.sealText(JSON.stringify(state), secretContext(connectionId));
