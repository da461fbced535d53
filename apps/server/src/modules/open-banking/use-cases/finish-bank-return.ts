import type { BankReturnError } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import { sha256Hex } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { auditConnection, failConnection } from '../connection-audit';
import { keepProviderOutcome } from '../connection-outcome';
import { pendingOf } from '../connection-secrets';
import type { OpenBankingProvider, ProviderConnection } from '../provider';
import { bounded, failureOf } from '../provider-calls';
import { pendingConnectionByState, type BankConnectionRow } from '../repository';
import { requireStatementStep, type Applicant } from '../statement-step';

export interface FinishBankReturnDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: Pick<DataCipher, 'openText' | 'sealText'>;
  readonly provider: OpenBankingProvider | null;
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * Where the redirect back leaves the applicant: the connection, or the code of the failure (a
 * BankReturnError of the domain, or the refusal of decision 148 it ended in).
 */
export type BankReturnOutcome =
  | { readonly ok: true; readonly connectionId: string }
  | { readonly ok: false; readonly code: string };

/** A connection waits this long for the applicant to come back from the bank. */
const CONNECT_TTL_MS = 15 * 60 * 1000;

const mismatch = { ok: false, code: 'BANK_STATE_MISMATCH' satisfies BankReturnError } as const;

/** The state of the query and the cookie's, both present and equal (in constant time). */
function sameState(query: string | undefined, cookie: string | undefined): query is string {
  if (query === undefined || cookie === undefined || query === '' || cookie === '') return false;
  return sha256Hex(query) === sha256Hex(cookie);
}

/** The caller's connection on the step, else the outcome that says why not. */
async function ownPending(
  deps: FinishBankReturnDeps,
  user: Applicant | null,
  state: string,
): Promise<BankConnectionRow | BankReturnOutcome> {
  const connection = await pendingConnectionByState(deps.db, sha256Hex(state));
  if (connection === null || user === null) return mismatch;
  try {
    await requireStatementStep(deps, deps.db, user, connection.prospectId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.status === 409 ? { ok: false, code: error.code } : mismatch;
  }
  return connection;
}

/**
 * `GET externalservices/saltedge/return` (decision 250): the bank sends the applicant back with
 * the state and a code (or a refusal). The state must be the one this browser's cookie holds and
 * name a PENDING connection of the signed-in applicant on the statement step; the provider then
 * exchanges the code server to server. The connection moves PENDING → CONNECTED or FAILED once,
 * so a state or code used again finds nothing. Every outcome is a redirect to the portal's page.
 */
export function createFinishBankReturn(deps: FinishBankReturnDeps) {
  return async function finishReturn(
    user: Applicant | null,
    input: {
      readonly cookieState: string | undefined;
      readonly returned: Readonly<Record<string, string>>;
    },
    context: RequestContext,
  ): Promise<BankReturnOutcome> {
    const state = input.returned.state;
    if (!sameState(state, input.cookieState)) return mismatch;
    const found = await ownPending(deps, user, state);
    if (!('prospectId' in found)) return found;
    const connection = found;
    const applicant = user as Applicant;
    const provider = deps.provider;
    if (provider === null) return { ok: false, code: 'OPEN_BANKING_UNAVAILABLE' };

    let outcome: ProviderConnection;
    try {
      if (deps.clock().getTime() - connection.createdAt.getTime() > CONNECT_TTL_MS) {
        return await failConnection(
          deps,
          applicant,
          context,
          connection,
          ['PENDING'],
          'CODE_INVALID',
        );
      }
      const pending = pendingOf(deps.cipher, connection);
      outcome = await bounded(deps, (signal) =>
        provider.finishConnect({ state, pending, returned: input.returned }, signal),
      );
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      const failure = failureOf(error);
      if (failure === null) throw error;
      try {
        return await failConnection(deps, applicant, context, connection, ['PENDING'], failure);
      } catch (refusal) {
        if (refusal instanceof AppError) return { ok: false, code: refusal.code };
        throw refusal;
      }
    }
    try {
      await keepProviderOutcome(deps, connection, ['PENDING'], outcome, { secret: outcome.secret });
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      throw error;
    }
    await auditConnection(deps.db, applicant, context, connection, 'open_banking.connected');
    return { ok: true, connectionId: connection.id };
  };
}
