import { z } from 'zod';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderConnection,
  type ProviderConnectionRef,
} from './provider';
import { callSaltEdge, type SaltEdgeHttp } from './saltedge-client';
import {
  CREDENTIALS_ERRORS,
  INTERACTIVE_ERRORS,
  ZConnection,
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

/**
 * A customer per connection (its `Customer-secret`), then `POST /connections` with the
 * credentials, read until the attempt finishes, fails or asks for an interactive step.
 */
export async function createSaltEdgeLogin(
  http: SaltEdgeConnecting,
  input: Parameters<OpenBankingProvider['createLogin']>[0],
  signal: AbortSignal,
): Promise<ProviderConnection> {
  const customer = await callSaltEdge(http, 'POST', '/customers', z.object({ data: ZCustomer }), {
    signal,
    body: { data: { identifier: input.customerRef } },
  });
  const created = await callSaltEdge(
    http,
    'POST',
    '/connections',
    z.object({ data: ZConnection }),
    {
      signal,
      headers: { 'Customer-secret': customer.data.secret },
      body: {
        data: {
          customer_id: String(customer.data.id),
          country_code: input.countryCode,
          provider_code: input.providerCode,
          consent: { scopes: ['account_details', 'transactions_details'], period_days: 90 },
          attempt: { fetch_scopes: ['accounts', 'transactions'] },
          credentials: {
            login: input.credentials.login,
            password: input.credentials.password,
          },
        },
      },
    },
  );
  const secret = created.data.secret ?? null;
  return (
    outcomeOf(created.data, secret, false) ??
    settle(http, String(created.data.id), secret, signal, false)
  );
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
