import { randomUUID } from 'node:crypto';
import {
  detectIncome,
  lastThreeFullMonths,
  localTimeIn,
  maskAccount,
  MAX_WRONG_INTERACTIVE_CODES,
  providerCountryOf,
  ZIncomeFound,
  type TBankAccount,
  type TBankConnection,
  type TBankProvider,
  type TCreateLoginRequest,
  type TFinishSelectionRequest,
  type TIncomeFound,
  type TInteractiveLoginRequest,
  type TOpenBankingCheck,
} from '@onboarding/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderAccount,
  type ProviderConnection,
  type ProviderConnectionRef,
  type ProviderFailure,
} from './provider';
import {
  connectionsSince,
  countWrongCode,
  findConnection,
  insertConnection,
  insertStatement,
  latestStatement,
  statementsOf,
  connectionsOf,
  updateConnection,
  type BankConnectionRow,
} from './repository';
import type { BankConnectionState } from './tables';

export interface OpenBankingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly timeZone: string;
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

interface Applicant {
  readonly userId: string;
}

/** Bank logins a prospect may start in an hour: enough to mistype, too few to guess. */
const MAX_CONNECTIONS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** The provider's state of a connection, sealed at rest: its secret and the fields it asked for. */
const ZProviderState = z.object({
  secret: z.string().nullable(),
  interactiveFields: z.array(z.string()),
});
type ProviderState = z.infer<typeof ZProviderState>;

const secretContext = (connectionId: string) => `bank-connection:${connectionId}:provider`;
const transactionsContext = (statementId: string) => `bank-statement:${statementId}:transactions`;

class ProviderTimeout extends Error {
  constructor() {
    super('The bank did not answer in time.');
    this.name = 'ProviderTimeout';
  }
}

const notAvailable = () =>
  new AppError(503, 'OPEN_BANKING_UNAVAILABLE', {
    message: 'Bank connections are not offered here; upload the statements instead.',
  });
const unknownConnection = () =>
  new AppError(404, 'UNKNOWN_CONNECTION', { message: 'No such bank connection.' });

/** The answer a provider's refusal gets (the error body of decision 023). */
function failureError(failure: ProviderFailure | 'BANK_TIMEOUT'): AppError {
  switch (failure) {
    case 'WRONG_CREDENTIALS':
      return new AppError(422, 'WRONG_CREDENTIALS', {
        message: 'The bank did not accept the login or password.',
        fieldErrors: [{ field: 'credentials.password', code: 'WRONG_CREDENTIALS' }],
      });
    case 'WRONG_CODE':
      return new AppError(400, 'WRONG_CODE', {
        message: 'The bank did not accept the code.',
        fieldErrors: [{ field: 'code', code: 'WRONG_CODE' }],
      });
    case 'UNKNOWN_BANK':
      return new AppError(404, 'UNKNOWN_BANK', { message: 'No such bank.' });
    case 'CONNECTION_FAILED':
      return new AppError(409, 'CONNECTION_FAILED', {
        message: 'The bank connection failed; start again or upload the statements.',
      });
    case 'BANK_TIMEOUT':
      return new AppError(504, 'BANK_TIMEOUT', {
        message: 'The bank did not answer in time; try later or upload the statements.',
      });
    case 'BANK_FAILED':
      return new AppError(502, 'BANK_FAILED', {
        message: 'The bank answered with an error; try later or upload the statements.',
      });
  }
}

/** The two digits of the bank in a Slovenian IBAN (positions 5–6); else the provider's code. */
function bankCodeOf(accountNumber: string, providerCode: string): string {
  const compact = accountNumber.replace(/\s+/g, '').toUpperCase();
  const slovenian = /^SI\d{2}(\d{2})\d{13}$/.exec(compact);
  return slovenian?.[1] ?? providerCode.slice(0, 10);
}

function toAccount(account: ProviderAccount): TBankAccount {
  return {
    id: account.id,
    name: account.name.slice(0, 200),
    accountMasked: maskAccount(account.number),
    currencyCode: account.currencyCode.toUpperCase().slice(0, 3),
  };
}

/**
 * The salary statement by open banking (issue 14 item 1, decision 148): the applicant logs in to
 * their bank through the provider, answers its second step when it asks, chooses the account the
 * salary comes to, and the last three full months of that account become the income shown for
 * confirmation (`detectIncome`). Only the applicant's own PERSONALLOAN prospect on the salary
 * statement step (PROSPECT_INFO_UPLOADED with PRODUCT_NEW) may connect. Credentials go to the
 * provider and nowhere else: not stored, not logged, not audited.
 */
export function createOpenBankingService(deps: OpenBankingDeps) {
  const { db, clock, cipher, prospects, products } = deps;

  const requireProvider = (): OpenBankingProvider => {
    if (deps.provider === null) throw notAvailable();
    return deps.provider;
  };

  /** One provider call, bounded by the timeout; the provider's signal is aborted when we give up. */
  async function bounded<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
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

  const failureOf = (error: unknown): ProviderFailure | 'BANK_TIMEOUT' | null =>
    error instanceof ProviderTimeout
      ? 'BANK_TIMEOUT'
      : error instanceof OpenBankingProviderError
        ? error.failure
        : null;

  /** The caller's loan prospect on the salary statement step, else 404 or 409. */
  async function requireStatementStep(
    tx: Database | Transaction,
    user: Applicant,
    prospectId: string,
  ) {
    const prospect = await prospects.requireOwn(tx, user, prospectId);
    if (prospect.processName !== 'PERSONALLOAN') {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'A salary statement belongs to a personal loan only.',
      });
    }
    const product = await products.forProspect(tx, prospectId);
    if (prospect.state !== 'PROSPECT_INFO_UPLOADED' || product?.productState !== 'PRODUCT_NEW') {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'The prospect is not on the salary statement step.',
      });
    }
    return prospect;
  }

  async function ownConnection(
    tx: Database | Transaction,
    prospectId: string,
    connectionId: string,
  ): Promise<BankConnectionRow> {
    const connection = await findConnection(tx, connectionId);
    if (connection === null || connection.prospectId !== prospectId) throw unknownConnection();
    return connection;
  }

  const providerRefOf = (connection: BankConnectionRow): ProviderConnectionRef & ProviderState => {
    const state =
      connection.sealedSecret === null
        ? { secret: null, interactiveFields: [] }
        : ZProviderState.parse(
            JSON.parse(cipher.openText(connection.sealedSecret, secretContext(connection.id))),
          );
    if (connection.externalId === null) throw failureError('CONNECTION_FAILED');
    return { externalId: connection.externalId, ...state };
  };

  const sealState = (connectionId: string, state: ProviderState) =>
    cipher.sealText(JSON.stringify(state), secretContext(connectionId));

  async function audit(
    user: Applicant,
    context: RequestContext,
    connection: BankConnectionRow,
    action: string,
    details: Record<string, unknown> = {},
  ) {
    await recordAudit(db, context, {
      actorType: 'applicant',
      actorId: user.userId,
      action,
      subjectType: 'prospect',
      subjectId: connection.prospectId,
      details: {
        connectionId: connection.id,
        provider: connection.provider,
        providerCode: connection.providerCode,
        ...details,
      },
    });
  }

  /** Marks the connection failed with its reason, audits it, and answers the refusal. */
  async function fail(
    user: Applicant,
    context: RequestContext,
    connection: BankConnectionRow,
    from: readonly BankConnectionState[],
    failure: ProviderFailure | 'BANK_TIMEOUT' | 'TOO_MANY_WRONG_CODES',
  ): Promise<never> {
    await updateConnection(db, connection.id, from, { state: 'FAILED', failure }, clock());
    await audit(user, context, connection, 'open_banking.connection_failed', { failure });
    throw failureError(failure === 'TOO_MANY_WRONG_CODES' ? 'CONNECTION_FAILED' : failure);
  }

  async function accountsOf(
    provider: OpenBankingProvider,
    ref: ProviderConnectionRef,
  ): Promise<ProviderAccount[]> {
    try {
      return [...(await bounded((signal) => provider.accounts(ref, signal)))];
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      throw failureError(failure);
    }
  }

  /** The answer to the browser once the provider said where the connection stands. */
  async function answerFor(
    provider: OpenBankingProvider,
    connectionId: string,
    outcome: ProviderConnection,
  ): Promise<TBankConnection> {
    if (outcome.status === 'INTERACTIVE') {
      return {
        connectionId,
        status: 'INTERACTIVE',
        interactive: {
          fields: [...outcome.interactiveFields],
          ...(outcome.hint === undefined ? {} : { hint: outcome.hint }),
        },
      };
    }
    const accounts = await accountsOf(provider, outcome);
    return { connectionId, status: 'CONNECTED', accounts: accounts.map(toAccount) };
  }

  return {
    /**
     * The prospect's bank connections (without the provider's secret) and every statement read,
     * its transactions decrypted, for the case evidence export (issue 16, decision 151).
     */
    async evidenceOf(prospectId: string) {
      const connections = (await connectionsOf(db, prospectId)).map(
        ({ sealedSecret: _secret, ...row }) => row,
      );
      const statements = await statementsOf(db, prospectId);
      const files = statements.map(({ sealedTransactions, ...row }) => ({
        name: `statement-${row.id}`,
        mediaType: 'application/json',
        bytes: Buffer.from(
          JSON.stringify(
            {
              ...row,
              transactions: JSON.parse(
                cipher.openText(sealedTransactions, transactionsContext(row.id)),
              ) as unknown,
            },
            null,
            2,
          ),
        ),
        recordedSha256: null,
      }));
      const records = { connections, statementIds: statements.map((row) => row.id) };
      const subjectIds = [...connections, ...statements].map((row) => row.id);
      return { records, files, subjectIds };
    },

    /** `GET externalservices/saltedge/check`. */
    check(): TOpenBankingCheck {
      return { available: deps.provider !== null, provider: deps.provider?.name ?? null };
    },

    /** `GET externalservices/saltedge/providers?countrycode=` (and the XF path with 'XF'). */
    async providers(countrycode: string): Promise<TBankProvider[]> {
      const provider = requireProvider();
      const country = providerCountryOf(countrycode);
      try {
        const banks = await bounded((signal) => provider.providers(country, signal));
        return banks.map((bank) => ({
          code: bank.code.slice(0, 100),
          name: bank.name.slice(0, 200),
          countryCode: bank.countryCode.slice(0, 2).toUpperCase(),
          interactive: bank.interactive,
        }));
      } catch (error) {
        const failure = failureOf(error);
        if (failure === null) throw error;
        throw failureError(failure);
      }
    },

    /** `POST externalservices/saltedge/createlogin`: the login, then the second step or accounts. */
    async createLogin(
      user: Applicant,
      request: TCreateLoginRequest,
      context: RequestContext,
    ): Promise<TBankConnection> {
      const provider = requireProvider();
      const now = clock();
      const connection = await db.transaction(async (tx) => {
        await requireStatementStep(tx, user, request.prospectId);
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
      await audit(user, context, connection, 'open_banking.login_started');

      let bankName = request.providerCode;
      let outcome: ProviderConnection;
      try {
        outcome = await bounded(async (signal) => {
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
      } catch (error) {
        const failure = failureOf(error);
        if (failure === null) throw error;
        return fail(user, context, connection, ['PENDING'], failure);
      }

      const state: BankConnectionState =
        outcome.status === 'INTERACTIVE' ? 'INTERACTIVE' : 'CONNECTED';
      const updated = await updateConnection(
        db,
        connection.id,
        ['PENDING'],
        {
          state,
          externalId: outcome.externalId,
          sealedSecret: sealState(connection.id, {
            secret: outcome.secret,
            interactiveFields: [...outcome.interactiveFields],
          }),
          providerName: bankName.slice(0, 200),
        },
        clock(),
      );
      if (updated === null) throw failureError('CONNECTION_FAILED');
      await audit(
        user,
        context,
        connection,
        state === 'INTERACTIVE' ? 'open_banking.interactive_asked' : 'open_banking.connected',
      );
      return answerFor(provider, connection.id, outcome);
    },

    /** `POST externalservices/saltedge/interactivelogin`: the code; five wrong ones end it. */
    async interactiveLogin(
      user: Applicant,
      request: TInteractiveLoginRequest,
      context: RequestContext,
    ): Promise<TBankConnection> {
      const provider = requireProvider();
      const connection = await db.transaction(async (tx) => {
        await requireStatementStep(tx, user, request.prospectId);
        return ownConnection(tx, request.prospectId, request.connectionId);
      });
      if (connection.state === 'FAILED') throw failureError('CONNECTION_FAILED');
      if (connection.state !== 'INTERACTIVE') {
        throw new AppError(409, 'CONNECTION_STATE_CONFLICT', {
          message: 'The bank does not wait for a code on this connection.',
        });
      }
      const ref = providerRefOf(connection);
      const fields = Object.fromEntries(
        (ref.interactiveFields.length > 0 ? ref.interactiveFields : ['sms']).map((name) => [
          name,
          request.code,
        ]),
      );
      let outcome: ProviderConnection;
      try {
        outcome = await bounded((signal) => provider.interactive(ref, fields, signal));
      } catch (error) {
        const failure = failureOf(error);
        if (failure === null) throw error;
        if (failure !== 'WRONG_CODE') {
          return fail(user, context, connection, ['INTERACTIVE'], failure);
        }
        const counted = await countWrongCode(db, connection.id, clock());
        if (counted === null) throw failureError('CONNECTION_FAILED');
        await audit(user, context, connection, 'open_banking.wrong_code', {
          wrongCodes: counted.wrongCodes,
        });
        if (counted.wrongCodes >= MAX_WRONG_INTERACTIVE_CODES) {
          return fail(user, context, connection, ['INTERACTIVE'], 'TOO_MANY_WRONG_CODES');
        }
        throw failureError('WRONG_CODE');
      }
      const state: BankConnectionState =
        outcome.status === 'INTERACTIVE' ? 'INTERACTIVE' : 'CONNECTED';
      const updated = await updateConnection(
        db,
        connection.id,
        ['INTERACTIVE'],
        {
          state,
          externalId: outcome.externalId,
          sealedSecret: sealState(connection.id, {
            secret: outcome.secret ?? ref.secret,
            interactiveFields: [...outcome.interactiveFields],
          }),
        },
        clock(),
      );
      if (updated === null) throw failureError('CONNECTION_FAILED');
      if (state === 'CONNECTED') await audit(user, context, connection, 'open_banking.connected');
      return answerFor(provider, connection.id, outcome);
    },

    /**
     * `POST externalservices/saltedge/finishselection`: the account the salary comes to; its last
     * three full months are read, the income found is kept (the transactions sealed) and returned.
     */
    async finishSelection(
      user: Applicant,
      request: TFinishSelectionRequest,
      context: RequestContext,
    ): Promise<TIncomeFound> {
      const provider = requireProvider();
      const connection = await db.transaction(async (tx) => {
        await requireStatementStep(tx, user, request.prospectId);
        return ownConnection(tx, request.prospectId, request.connectionId);
      });
      if (connection.state === 'FAILED') throw failureError('CONNECTION_FAILED');
      if (connection.state !== 'CONNECTED' && connection.state !== 'FINISHED') {
        throw new AppError(409, 'CONNECTION_STATE_CONFLICT', {
          message: 'The bank connection is not established yet.',
        });
      }
      const ref = providerRefOf(connection);
      const accounts = await accountsOf(provider, ref);
      const account = accounts.find((candidate) => candidate.id === request.accountId);
      if (account === undefined) {
        throw new AppError(404, 'UNKNOWN_ACCOUNT', {
          message: 'No such account at this bank connection.',
          fieldErrors: [{ field: 'accountId', code: 'UNKNOWN_ACCOUNT' }],
        });
      }
      const readAt = clock();
      const today = localTimeIn(readAt, deps.timeZone).date;
      const [firstMonth] = lastThreeFullMonths(today);
      let transactions;
      try {
        transactions = await bounded((signal) =>
          provider.transactions(ref, account.id, `${firstMonth}-01`, signal),
        );
      } catch (error) {
        const failure = failureOf(error);
        if (failure === null) throw error;
        throw failureError(failure);
      }
      const income = ZIncomeFound.parse(
        detectIncome({
          transactions,
          today,
          currency: account.currencyCode,
          bankCode: bankCodeOf(account.number, connection.providerCode),
          bankName: connection.providerName.slice(0, 120),
          accountMasked: maskAccount(account.number),
        }),
      );
      const statementId = randomUUID();
      await db.transaction(async (tx) => {
        // The step may have moved on while the bank answered: nothing is kept then.
        await requireStatementStep(tx, user, request.prospectId);
        await insertStatement(tx, {
          id: statementId,
          prospectId: request.prospectId,
          connectionId: connection.id,
          income,
          sealedTransactions: cipher.sealText(
            JSON.stringify(transactions),
            transactionsContext(statementId),
          ),
          transactionCount: transactions.length,
          readAt,
          createdAt: readAt,
        });
        await updateConnection(
          tx,
          connection.id,
          ['CONNECTED', 'FINISHED'],
          { state: 'FINISHED' },
          readAt,
        );
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'open_banking.statement_read',
          subjectType: 'prospect',
          subjectId: request.prospectId,
          details: {
            connectionId: connection.id,
            statementId,
            provider: connection.provider,
            providerCode: connection.providerCode,
            months: income.months.map((month) => month.month),
            transactionCount: transactions.length,
            salaryFound: income.monthlyNetIncomeCents > 0,
          },
        });
      });
      return income;
    },

    /** The latest income a finished selection found for the prospect (for the loans module). */
    /**
     * The income the applicant's last bank connection found, while the loan is still on the
     * salary statement step: the page reopens at the confirmation after a reload. Null when none
     * (an answer, not an error: most applicants have not connected a bank yet).
     */
    async foundIncomeOfOwn(user: Applicant, prospectId: string): Promise<TIncomeFound | null> {
      const found = await db.transaction(async (tx) => {
        await requireStatementStep(tx, user, prospectId);
        return latestStatement(tx, prospectId);
      });
      return found === null ? null : ZIncomeFound.parse(found.income);
    },

    async incomeFoundOf(
      prospectId: string,
      tx: Database | Transaction = db,
    ): Promise<TIncomeFound | null> {
      const statement = await latestStatement(tx, prospectId);
      return statement === null ? null : ZIncomeFound.parse(statement.income);
    },
  };
}

export type OpenBankingService = ReturnType<typeof createOpenBankingService>;
