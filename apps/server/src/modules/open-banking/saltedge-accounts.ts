import { ZProviderTransaction, type TProviderTransaction } from '@onboarding/domain';
import { z } from 'zod';
import type { ProviderAccount, ProviderConnectionRef } from './provider';
import { allPages, type SaltEdgeHttp } from './saltedge-client';
import { connectionHeaders } from './saltedge-connection';
import { ZAccount } from './saltedge-schemas';

/** The connection's accounts; the number is the IBAN, else the account number, else the name. */
export async function listSaltEdgeAccounts(
  http: SaltEdgeHttp,
  connection: ProviderConnectionRef,
  signal: AbortSignal,
): Promise<ProviderAccount[]> {
  const list = await allPages(
    http,
    `/accounts?connection_id=${encodeURIComponent(connection.externalId)}`,
    ZAccount,
    connectionHeaders(connection),
    signal,
  );
  return list.map((account) => ({
    id: String(account.id),
    name: account.name,
    number: account.extra?.iban ?? account.extra?.account_number ?? account.name,
    currencyCode: account.currency_code,
  }));
}

/** The account's transactions from `fromDate` on, every page. */
export async function listSaltEdgeTransactions(
  http: SaltEdgeHttp,
  connection: ProviderConnectionRef,
  accountId: string,
  fromDate: string,
  signal: AbortSignal,
): Promise<TProviderTransaction[]> {
  const query = [
    `connection_id=${encodeURIComponent(connection.externalId)}`,
    `account_id=${encodeURIComponent(accountId)}`,
    `from_date=${encodeURIComponent(fromDate)}`,
  ].join('&');
  const list = await allPages(
    http,
    `/transactions?${query}`,
    z.unknown(),
    connectionHeaders(connection),
    signal,
  );
  // A transaction whose shape we do not know is left out rather than failing the statement.
  return list.flatMap((item) => {
    // v5 ids may come as numbers: read as strings.
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : null;
    const parsed = ZProviderTransaction.safeParse(
      typeof id === 'number' ? { ...(item as object), id: String(id) } : item,
    );
    return parsed.success ? [parsed.data] : [];
  });
}
