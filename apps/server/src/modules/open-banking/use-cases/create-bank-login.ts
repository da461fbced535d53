import { randomUUID } from 'node:crypto';
import type { TBankConnection, TCreateLoginRequest } from '@onboarding/domain';
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
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderConnection,
} from '../provider';
import { bounded, failureOf, requireProvider } from '../provider-calls';
import { connectionsSince, insertConnection, type BankConnectionRow } from '../repository';
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
      createdAt: now,
      updatedAt: now,
    };
    await insertConnection(tx, row);
    return row;
  });
}

/** The bank by its code, then the login with the applicant's credentials, in one bounded call. */
async function loginAtBank(
  deps: CreateBankLoginDeps,
  provider: OpenBankingProvider,
  connection: BankConnectionRow,
  request: TCreateLoginRequest,
): Promise<{ outcome: ProviderConnection; bankName: string }> {
  let bankName = request.providerCode;
  const outcome = await bounded(deps, async (signal) => {
    const bank = await provider.provider(request.providerCode, signal);
    if (bank === null) {
      throw new OpenBankingProviderError('UNKNOWN_BANK', 'No such bank.');
    }
    bankName = bank.name;
    return provider.createLogin(
      {
        customerRef: connection.id,
        providerCode: bank.code,
        countryCode: bank.countryCode,
        credentials: request.credentials,
      },
      signal,
    );
  });
  return { outcome, bankName };
}

/** `POST externalservices/saltedge/createlogin`: the login, then the second step or accounts. */
export function createCreateBankLogin(deps: CreateBankLoginDeps) {
  const { db, clock } = deps;
  return async function createLogin(
    user: Applicant,
    request: TCreateLoginRequest,
    context: RequestContext,
  ): Promise<TBankConnection> {
    const provider = requireProvider(deps.provider);
    const connection = await startConnection(deps, user, request, provider, clock());
    await auditConnection(db, user, context, connection, 'open_banking.login_started');

    let login: { outcome: ProviderConnection; bankName: string };
    try {
      login = await loginAtBank(deps, provider, connection, request);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      return failConnection(deps, user, context, connection, ['PENDING'], failure);
    }
    const { outcome, bankName } = login;

    const state = await keepProviderOutcome(deps, connection, ['PENDING'], outcome, {
      secret: outcome.secret,
      providerName: bankName.slice(0, 200),
    });
    await auditConnection(
      db,
      user,
      context,
      connection,
      state === 'INTERACTIVE' ? 'open_banking.interactive_asked' : 'open_banking.connected',
    );
    return answerFor(deps, provider, connection.id, outcome);
  };
}
