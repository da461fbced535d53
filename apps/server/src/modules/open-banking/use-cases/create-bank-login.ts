import { randomUUID } from 'node:crypto';
import type { Language, TBankConnection, TCreateLoginRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { randomId, sha256Hex } from '../../../infra/crypto/random';
import { auditConnection, failConnection } from '../connection-audit';
import { sealState } from '../connection-secrets';
import { failureError } from '../errors';
import { OpenBankingProviderError, type ConnectStart, type OpenBankingProvider } from '../provider';
import { bounded, failureOf, requireProvider } from '../provider-calls';
import {
  connectionsSince,
  insertConnection,
  updateConnection,
  type BankConnectionRow,
} from '../repository';
import { requireStatementStep, type Applicant } from '../statement-step';

export interface CreateBankLoginDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: Pick<DataCipher, 'sealText'>;
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  /** The portal's fixed return address the bank sends the applicant back to (decision 250). */
  readonly returnUrl: string;
  /** The bank's page language when the browser names none. */
  readonly defaultLanguage: Language;
}

/** Bank logins a prospect may start in an hour: enough to mistype, too few to guess. */
const MAX_CONNECTIONS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** The connection, PENDING, of a prospect on the step that has logins left this hour. */
async function startConnection(
  deps: CreateBankLoginDeps,
  user: Applicant,
  request: TCreateLoginRequest,
  provider: OpenBankingProvider,
  now: Date,
  stateHash: string,
): Promise<BankConnectionRow> {
  return deps.db.transaction(async (tx) => {
    await requireStatementStep(deps, tx, user, request.prospectId);
    const recent = await connectionsSince(
      tx,
      request.prospectId,
      new Date(now.getTime() - HOUR_MS),
    );
    if (recent >= MAX_CONNECTIONS_PER_HOUR) {
      throw new AppError(429, 'TOO_MANY_REQUESTS', {
        message: 'Too many bank logins; try again in an hour or upload the statements.',
        headers: { 'retry-after': String(HOUR_MS / 1000) },
      });
    }
    const row: BankConnectionRow = {
      id: randomUUID(),
      prospectId: request.prospectId,
      provider: provider.name,
      providerCode: request.providerCode,
      providerName: request.providerCode,
      externalId: null,
      sealedSecret: null,
      state: 'PENDING',
      failure: null,
      wrongCodes: 0,
      stateHash,
      createdAt: now,
      updatedAt: now,
    };
    await insertConnection(tx, row);
    return row;
  });
}

/** The bank by its code, then where the provider sends the applicant to log in. */
async function connectAtBank(
  deps: CreateBankLoginDeps,
  provider: OpenBankingProvider,
  connection: BankConnectionRow,
  request: TCreateLoginRequest,
  state: string,
): Promise<{ start: ConnectStart; bankName: string }> {
  let bankName = request.providerCode;
  const start = await bounded(deps, async (signal) => {
    const bank = await provider.provider(request.providerCode, signal);
    if (bank === null) {
      throw new OpenBankingProviderError('UNKNOWN_BANK', 'No such bank.');
    }
    bankName = bank.name;
    return provider.startConnect(
      {
        customerRef: connection.id,
        providerCode: bank.code,
        countryCode: bank.countryCode,
        state,
        returnTo: deps.returnUrl,
        language: request.language ?? deps.defaultLanguage,
      },
      signal,
    );
  });
  return { start, bankName };
}

/**
 * `POST externalservices/saltedge/createlogin` (decision 250): the connection starts PENDING with
 * a fresh state, and the answer is the bank's own login page. The state goes back to the route,
 * which binds it to the applicant's browser in a cookie; only its hash is kept.
 */
export function createCreateBankLogin(deps: CreateBankLoginDeps) {
  const { db, clock, cipher } = deps;
  return async function createLogin(
    user: Applicant,
    request: TCreateLoginRequest,
    context: RequestContext,
  ): Promise<{ answer: TBankConnection; state: string }> {
    const provider = requireProvider(deps.provider);
    const state = randomId(32);
    const connection = await startConnection(
      deps,
      user,
      request,
      provider,
      clock(),
      sha256Hex(state),
    );
    await auditConnection(db, user, context, connection, 'open_banking.login_started');

    let connect: { start: ConnectStart; bankName: string };
    try {
      connect = await connectAtBank(deps, provider, connection, request, state);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      return failConnection(deps, user, context, connection, ['PENDING'], failure);
    }
    const { start, bankName } = connect;
    const kept = await updateConnection(
      db,
      connection.id,
      ['PENDING'],
      {
        providerName: bankName.slice(0, 200),
        // What the provider needs to finish (Salt Edge's customer), sealed like a secret.
        sealedSecret: sealState(cipher, connection.id, {
          secret: start.pending,
          interactiveFields: [],
        }),
      },
      clock(),
    );
    if (kept === null) throw failureError('CONNECTION_FAILED');
    return {
      answer: { connectionId: connection.id, status: 'REDIRECT', redirectUrl: start.redirectUrl },
      state,
    };
  };
}
