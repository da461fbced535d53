import type { OpenBankingProvider } from './provider';
import { listSaltEdgeAccounts, listSaltEdgeTransactions } from './saltedge-accounts';
import { findSaltEdgeBank, listSaltEdgeBanks } from './saltedge-banks';
import {
  answerSaltEdgeInteractive,
  finishSaltEdgeConnect,
  startSaltEdgeConnect,
  type SaltEdgeConnecting,
} from './saltedge-connection';

/**
 * The Salt Edge Account Information API v5 adapter (decision 148; facts in
 * /work/shared/references/wave2.md §4). Every call sends `App-id` and `Secret`; creating a
 * connection sends the customer's `Customer-secret`, calls about a connection its
 * `Connection-secret` (docs.saltedge.com/mobile_sdks/v5). The login is Salt Edge Connect's
 * (decision 250): a customer per connection, `POST /connect_sessions/create` with our fixed
 * `return_to`, the applicant sent to its `connect_url`; on return the customer's connection is
 * read (`GET /connections?customer_id=`, then `GET /connections/:id` until the attempt finishes).
 * The bank's password goes to Salt Edge's page only. `PUT /connections/:id/interactive` (method
 * PUT: UNVERIFIED, decision 148) stays for an interactive step asked in the portal. Lists are
 * `{data, meta:{next_id}}` and are read page by page with `from_id`.
 */
export interface SaltEdgeDeps {
  readonly baseUrl: string;
  readonly appId: string;
  readonly secret: string;
  /** How often a connection's attempt is read again while the bank works. */
  readonly pollMs?: number;
}

export function createSaltEdgeProvider(deps: SaltEdgeDeps): OpenBankingProvider {
  const http: SaltEdgeConnecting = {
    base: deps.baseUrl.replace(/\/+$/, ''),
    appId: deps.appId,
    secret: deps.secret,
    pollMs: deps.pollMs ?? 1000,
  };
  return {
    name: 'saltedge',
    providers: (countryCode, signal) => listSaltEdgeBanks(http, countryCode, signal),
    provider: (code, signal) => findSaltEdgeBank(http, code, signal),
    startConnect: (input, signal) => startSaltEdgeConnect(http, input, signal),
    finishConnect: (input, signal) => finishSaltEdgeConnect(http, input, signal),
    interactive: (connection, fields, signal) =>
      answerSaltEdgeInteractive(http, connection, fields, signal),
    accounts: (connection, signal) => listSaltEdgeAccounts(http, connection, signal),
    transactions: (connection, accountId, fromDate, signal) =>
      listSaltEdgeTransactions(http, connection, accountId, fromDate, signal),
  };
}
