import {
  MAX_WRONG_INTERACTIVE_CODES,
  type TBankConnection,
  type TInteractiveLoginRequest,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { answerFor } from '../connection-answer';
import { auditConnection, failConnection } from '../connection-audit';
import { keepProviderOutcome } from '../connection-outcome';
import { providerRefOf } from '../connection-secrets';
import { failureError } from '../errors';
import type { OpenBankingProvider, ProviderConnection, ProviderFailure } from '../provider';
import { bounded, failureOf, requireProvider } from '../provider-calls';
import { countWrongCode, type BankConnectionRow } from '../repository';
import { requireOwnConnectionAtStep, type Applicant } from '../statement-step';

export interface AnswerInteractiveLoginDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: Pick<DataCipher, 'openText' | 'sealText'>;
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** A refused code: counted and audited; the fifth wrong one ends the connection. */
async function refuseCode(
  deps: AnswerInteractiveLoginDeps,
  user: Applicant,
  context: RequestContext,
  connection: BankConnectionRow,
  failure: ProviderFailure | 'BANK_TIMEOUT',
): Promise<never> {
  if (failure !== 'WRONG_CODE') {
    return failConnection(deps, user, context, connection, ['INTERACTIVE'], failure);
  }
  const counted = await countWrongCode(deps.db, connection.id, deps.clock());
  if (counted === null) throw failureError('CONNECTION_FAILED');
  await auditConnection(deps.db, user, context, connection, 'open_banking.wrong_code', {
    wrongCodes: counted.wrongCodes,
  });
  if (counted.wrongCodes >= MAX_WRONG_INTERACTIVE_CODES) {
    return failConnection(deps, user, context, connection, ['INTERACTIVE'], 'TOO_MANY_WRONG_CODES');
  }
  throw failureError('WRONG_CODE');
}

/** `POST externalservices/saltedge/interactivelogin`: the code; five wrong ones end it. */
export function createAnswerInteractiveLogin(deps: AnswerInteractiveLoginDeps) {
  const { db, cipher } = deps;
  return async function interactiveLogin(
    user: Applicant,
    request: TInteractiveLoginRequest,
    context: RequestContext,
  ): Promise<TBankConnection> {
    const provider = requireProvider(deps.provider);
    const connection = await requireOwnConnectionAtStep(deps, user, request);
    if (connection.state === 'FAILED') throw failureError('CONNECTION_FAILED');
    if (connection.state !== 'INTERACTIVE') {
      throw new AppError(409, 'CONNECTION_STATE_CONFLICT', {
        message: 'The bank does not wait for a code on this connection.',
      });
    }
    const ref = providerRefOf(cipher, connection);
    const fields = Object.fromEntries(
      (ref.interactiveFields.length > 0 ? ref.interactiveFields : ['sms']).map((name) => [
        name,
        request.code,
      ]),
    );
    let outcome: ProviderConnection;
    try {
      outcome = await bounded(deps, (signal) => provider.interactive(ref, fields, signal));
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      return refuseCode(deps, user, context, connection, failure);
    }
    const state = await keepProviderOutcome(deps, connection, ['INTERACTIVE'], outcome, {
      secret: outcome.secret ?? ref.secret,
    });
    if (state === 'CONNECTED') {
      await auditConnection(db, user, context, connection, 'open_banking.connected');
    }
    return answerFor(deps, provider, connection.id, outcome);
  };
}
