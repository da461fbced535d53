import type { TBankConnection } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { answerFor } from '../connection-answer';
import { providerRefOf } from '../connection-secrets';
import { failureError } from '../errors';
import type { OpenBankingProvider } from '../provider';
import { requireProvider } from '../provider-calls';
import { requireOwnConnectionAtStep, type Applicant } from '../statement-step';

export interface ReadBankConnectionDeps {
  readonly db: Database;
  readonly cipher: Pick<DataCipher, 'openText'>;
  readonly provider: OpenBankingProvider | null;
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * `GET externalservices/saltedge/connection` (beyond spec, decision 250): after the bank sent the
 * applicant back, the page reads the connection it made: CONNECTED with its accounts to choose
 * from; a failed one as its refusal; any other state 409 CONNECTION_STATE_CONFLICT.
 */
export function createReadBankConnection(deps: ReadBankConnectionDeps) {
  return async function readConnection(
    user: Applicant,
    request: { readonly prospectId: string; readonly connectionId: string },
  ): Promise<TBankConnection> {
    const provider = requireProvider(deps.provider);
    const connection = await requireOwnConnectionAtStep(deps, user, request);
    if (connection.state === 'FAILED') throw failureError('CONNECTION_FAILED');
    if (connection.state !== 'CONNECTED') {
      throw new AppError(409, 'CONNECTION_STATE_CONFLICT', {
        message: 'The connection has no accounts to choose from now.',
      });
    }
    const ref = providerRefOf(deps.cipher, connection);
    return answerFor(deps, provider, connection.id, {
      ...ref,
      status: 'CONNECTED',
      interactiveFields: [],
    });
  };
}
