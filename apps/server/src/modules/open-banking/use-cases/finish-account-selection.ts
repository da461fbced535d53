import { randomUUID } from 'node:crypto';
import {
  detectIncome,
  lastThreeFullMonths,
  localTimeIn,
  maskAccount,
  ZIncomeFound,
  type TFinishSelectionRequest,
  type TIncomeFound,
  type TProviderTransaction,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { accountNumberContext, providerRefOf, transactionsContext } from '../connection-secrets';
import { failureError } from '../errors';
import type { OpenBankingProvider, ProviderAccount, ProviderConnectionRef } from '../provider';
import { accountsOf, bounded, failureOf, requireProvider } from '../provider-calls';
import { insertStatement, updateConnection, type BankConnectionRow } from '../repository';
import {
  requireOwnConnectionAtStep,
  requireStatementStep,
  type Applicant,
} from '../statement-step';

export interface FinishAccountSelectionDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: Pick<DataCipher, 'openText' | 'sealText'>;
  readonly timeZone: string;
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * The bank of the account: the two digits of a Slovenian IBAN (positions 5–6), the three of an
 * Albanian one (positions 5–7, decision 237); else the provider's code.
 */
function bankCodeOf(accountNumber: string, providerCode: string): string {
  const compact = accountNumber.replace(/\s+/g, '').toUpperCase();
  const national =
    /^SI\d{2}(\d{2})\d{13}$/.exec(compact) ?? /^AL\d{2}(\d{3})\d{5}[A-Z0-9]{16}$/.exec(compact);
  return national?.[1] ?? providerCode.slice(0, 10);
}

/** The chosen account among the connection's, else 404 UNKNOWN_ACCOUNT. */
async function requireAccount(
  deps: FinishAccountSelectionDeps,
  provider: OpenBankingProvider,
  ref: ProviderConnectionRef,
  accountId: string,
): Promise<ProviderAccount> {
  const accounts = await accountsOf(deps, provider, ref);
  const account = accounts.find((candidate) => candidate.id === accountId);
  if (account === undefined) {
    throw new AppError(404, 'UNKNOWN_ACCOUNT', {
      message: 'No such account at this bank connection.',
      fieldErrors: [{ field: 'accountId', code: 'UNKNOWN_ACCOUNT' }],
    });
  }
  return account;
}

/** The account's transactions from `fromDate` on; a refusal answered as its error. */
async function readTransactions(
  deps: FinishAccountSelectionDeps,
  provider: OpenBankingProvider,
  ref: ProviderConnectionRef,
  accountId: string,
  fromDate: string,
): Promise<readonly TProviderTransaction[]> {
  try {
    return await bounded(deps, (signal) => provider.transactions(ref, accountId, fromDate, signal));
  } catch (error) {
    const failure = failureOf(error);
    if (failure === null) throw error;
    throw failureError(failure);
  }
}

/** The statement kept (the transactions sealed) and the connection FINISHED, audited. */
async function keepStatement(
  deps: FinishAccountSelectionDeps,
  user: Applicant,
  request: TFinishSelectionRequest,
  context: RequestContext,
  read: {
    readonly connection: BankConnectionRow;
    readonly income: TIncomeFound;
    readonly transactions: readonly TProviderTransaction[];
    readonly accountNumber: string;
    readonly readAt: Date;
  },
): Promise<void> {
  const { connection, income, transactions, accountNumber, readAt } = read;
  const statementId = randomUUID();
  await deps.db.transaction(async (tx) => {
    // The step may have moved on while the bank answered: nothing is kept then.
    await requireStatementStep(deps, tx, user, request.prospectId);
    await insertStatement(tx, {
      id: statementId,
      prospectId: request.prospectId,
      connectionId: connection.id,
      income,
      sealedTransactions: deps.cipher.sealText(
        JSON.stringify(transactions),
        transactionsContext(statementId),
      ),
      transactionCount: transactions.length,
      sealedAccountNumber: deps.cipher.sealText(accountNumber, accountNumberContext(statementId)),
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
}

/**
 * `POST externalservices/saltedge/finishselection`: the account the salary comes to; its last
 * three full months are read, the income found is kept (the transactions sealed) and returned.
 */
export function createFinishAccountSelection(deps: FinishAccountSelectionDeps) {
  const { clock, cipher } = deps;
  return async function finishSelection(
    user: Applicant,
    request: TFinishSelectionRequest,
    context: RequestContext,
  ): Promise<TIncomeFound> {
    const provider = requireProvider(deps.provider);
    const connection = await requireOwnConnectionAtStep(deps, user, request);
    if (connection.state === 'FAILED') throw failureError('CONNECTION_FAILED');
    if (connection.state !== 'CONNECTED' && connection.state !== 'FINISHED') {
      throw new AppError(409, 'CONNECTION_STATE_CONFLICT', {
        message: 'The bank connection is not established yet.',
      });
    }
    const ref = providerRefOf(cipher, connection);
    const account = await requireAccount(deps, provider, ref, request.accountId);
    const readAt = clock();
    const today = localTimeIn(readAt, deps.timeZone).date;
    const [firstMonth] = lastThreeFullMonths(today);
    const transactions = await readTransactions(
      deps,
      provider,
      ref,
      account.id,
      `${firstMonth}-01`,
    );
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
    await keepStatement(deps, user, request, context, {
      connection,
      income,
      transactions,
      accountNumber: account.number,
      readAt,
    });
    return income;
  };
}
