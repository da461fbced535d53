import { z } from 'zod';
import {
  OpenBankingProviderError,
  type ConnectFinishInput,
  type ConnectStart,
  type ConnectStartInput,
  type ProviderConnection,
  type ProviderConnectionRef,
} from './provider';
import { allPages, callSaltEdge, type SaltEdgeHttp } from './saltedge-client';
import {
  CREDENTIALS_ERRORS,
  INTERACTIVE_ERRORS,
  ZConnection,
  ZConnectSession,
  ZCustomer,
  type SaltEdgeConnection,
} from './saltedge-schemas';

/** The HTTP side and how often a connection's attempt is read again while the bank works. */
export interface SaltEdgeConnecting extends SaltEdgeHttp {
  readonly pollMs: number;
}

/** Calls about a connection send its `Connection-secret`. */
export const connectionHeaders = (connection: ProviderConnectionRef): Record<string, string> =>
  connection.secret === null ? {} : { 'Connection-secret': connection.secret };

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new OpenBankingProviderError('BANK_FAILED', 'Aborted.'));
      },
      { once: true },
    );
  });
}

/** Where the connection's last attempt stands: failed (thrown), interactive, done, or null. */
function outcomeOf(
  connection: SaltEdgeConnection,
  secret: string | null,
  interactiveStep: boolean,
): ProviderConnection | null {
  const attempt = connection.last_attempt ?? null;
  const externalId = String(connection.id);
  const failClass = attempt?.fail_error_class ?? null;
  if (failClass !== null && failClass !== '') {
    if (interactiveStep && INTERACTIVE_ERRORS.has(failClass)) {
      throw new OpenBankingProviderError('WRONG_CODE', failClass);
    }
    if (CREDENTIALS_ERRORS.has(failClass)) {
      throw new OpenBankingProviderError('WRONG_CREDENTIALS', failClass);
    }
    throw new OpenBankingProviderError('BANK_FAILED', failClass);
  }
  const stage = attempt?.last_stage ?? null;
  if (stage?.name === 'interactive') {
    const fields = stage.interactive_fields_names ?? [];
    return {
      externalId,
      secret,
      status: 'INTERACTIVE',
      interactiveFields: fields.length > 0 ? fields : ['sms'],
    };
  }
  if (attempt?.finished === true || stage?.name === 'finish') {
    return { externalId, secret, status: 'CONNECTED', interactiveFields: [] };
  }
  return null;
}

/** Reads the connection until its attempt finishes, fails or waits for the applicant. */
async function settle(
  http: SaltEdgeConnecting,
  id: string,
  secret: string | null,
  signal: AbortSignal,
  interactiveStep: boolean,
): Promise<ProviderConnection> {
  for (;;) {
    const { data } = await callSaltEdge(
      http,
      'GET',
      `/connections/${encodeURIComponent(id)}`,
      z.object({ data: ZConnection }),
      {
        signal,
        headers: secret === null ? {} : { 'Connection-secret': secret },
      },
    );
    const outcome = outcomeOf(data, secret, interactiveStep);
    if (outcome !== null) return outcome;
    await delay(http.pollMs, signal);
  }
}

/** What Salt Edge Connect needs again when the applicant comes back: the customer. */
const ZPendingCustomer = z.object({ customerId: z.string(), customerSecret: z.string() });

/**
 * Salt Edge Connect (decision 250): a customer per connection (its `Customer-secret`), then
 * `POST /connect_sessions/create` with the bank, the consent and our fixed `return_to` (the state
 * in its query); the applicant logs in on Salt Edge's page, never ours. The customer is kept
 * (sealed) to find the connection on return.
 */
export async function startSaltEdgeConnect(
  http: SaltEdgeConnecting,
  input: ConnectStartInput,
  signal: AbortSignal,
): Promise<ConnectStart> {
  const customer = await callSaltEdge(http, 'POST', '/customers', z.object({ data: ZCustomer }), {
    signal,
    body: { data: { identifier: input.customerRef } },
  });
  const returnTo = `${input.returnTo}?${new URLSearchParams({ state: input.state }).toString()}`;
  const session = await callSaltEdge(
    http,
    'POST',
    '/connect_sessions/create',
    z.object({ data: ZConnectSession }),
    {
      signal,
      headers: { 'Customer-secret': customer.data.secret },
      body: {
        data: {
          customer_id: String(customer.data.id),
          provider_code: input.providerCode,
          country_code: input.countryCode,
          locale: input.language,
          consent: { scopes: ['account_details', 'transactions_details'], period_days: 90 },
          attempt: { return_to: returnTo, fetch_scopes: ['accounts', 'transactions'] },
        },
      },
    },
  );
  return {
    redirectUrl: session.data.connect_url,
    pending: JSON.stringify({
      customerId: String(customer.data.id),
      customerSecret: customer.data.secret,
    }),
  };
}

/**
 * Back from Connect: a refusal in the query is DENIED; else the customer's newest connection
 * (`GET /connections?customer_id=`, none: the applicant left without connecting) is read until
 * its attempt finishes or fails.
 */
export async function finishSaltEdgeConnect(
  http: SaltEdgeConnecting,
  input: ConnectFinishInput,
  signal: AbortSignal,
): Promise<ProviderConnection> {
  const { returned } = input;
  if (returned.error_class !== undefined || returned.error !== undefined) {
    throw new OpenBankingProviderError('DENIED', returned.error_class ?? returned.error ?? '');
  }
  const pending = ZPendingCustomer.safeParse(JSON.parse(input.pending ?? 'null'));
  if (!pending.success) throw new OpenBankingProviderError('CODE_INVALID', 'No customer kept.');
  const { customerId, customerSecret } = pending.data;
  const connections = await allPages(
    http,
    `/connections?customer_id=${encodeURIComponent(customerId)}`,
    ZConnection,
    { 'Customer-secret': customerSecret },
    signal,
  );
  const newest = connections.at(-1);
  if (newest === undefined) {
    throw new OpenBankingProviderError('DENIED', 'No connection was made.');
  }
  const secret = newest.secret ?? null;
  const outcome =
    outcomeOf(newest, secret, false) ??
    (await settle(http, String(newest.id), secret, signal, false));
  if (outcome.status !== 'CONNECTED') {
    throw new OpenBankingProviderError('BANK_FAILED', 'Connect came back before its last step.');
  }
  return outcome;
}

/** `PUT /connections/:id/interactive` (method PUT: UNVERIFIED, see decision 148), then read. */
export async function answerSaltEdgeInteractive(
  http: SaltEdgeConnecting,
  connection: ProviderConnectionRef,
  fields: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<ProviderConnection> {
  const answered = await callSaltEdge(
    http,
    'PUT',
    `/connections/${encodeURIComponent(connection.externalId)}/interactive`,
    z.object({ data: ZConnection }),
    { signal, headers: connectionHeaders(connection), body: { data: { credentials: fields } } },
  );
  // The answer still shows the interactive stage we just answered: read again.
  const now = outcomeOf(answered.data, connection.secret, true);
  return now !== null && now.status === 'CONNECTED'
    ? now
    : settle(http, connection.externalId, connection.secret, signal, true);
}
