import { ZProviderTransaction, type TProviderTransaction } from '@onboarding/domain';
import { z } from 'zod';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderConnection,
  type ProviderConnectionRef,
} from './provider';

/**
 * The Salt Edge Account Information API v5 adapter (decision 148; facts in
 * /work/shared/references/wave2.md §4). Every call sends `App-id` and `Secret`; creating a
 * connection sends the customer's `Customer-secret`, calls about a connection its
 * `Connection-secret` (docs.saltedge.com/mobile_sdks/v5). The flow is the "own UI" one: a
 * customer per connection, `POST /connections` with the credentials, then `GET /connections/:id`
 * until the attempt finishes, fails or asks for an interactive step, answered with
 * `PUT /connections/:id/interactive` (method PUT: UNVERIFIED, see the decision). Lists are
 * `{data, meta:{next_id}}` and are read page by page with `from_id`.
 */
export interface SaltEdgeDeps {
  readonly baseUrl: string;
  readonly appId: string;
  readonly secret: string;
  /** How often a connection's attempt is read again while the bank works. */
  readonly pollMs?: number;
}

const ZErrorAnswer = z.object({
  error: z.object({ class: z.string().optional(), message: z.string().optional() }).optional(),
  error_class: z.string().optional(),
  error_message: z.string().optional(),
});

const ZProvider = z.object({
  code: z.string(),
  name: z.string(),
  country_code: z.string(),
  interactive: z.boolean().optional(),
});

const ZCustomer = z.object({ id: z.union([z.string(), z.number()]), secret: z.string() });

const ZConnection = z.object({
  id: z.union([z.string(), z.number()]),
  secret: z.string().optional(),
  status: z.string().optional(),
  last_attempt: z
    .object({
      finished: z.boolean().optional(),
      fail_error_class: z.string().nullable().optional(),
      fail_message: z.string().nullable().optional(),
      last_stage: z
        .object({
          name: z.string(),
          interactive_fields_names: z.array(z.string()).nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
type SaltEdgeConnection = z.infer<typeof ZConnection>;

const ZAccount = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  currency_code: z.string(),
  extra: z
    .object({ iban: z.string().optional(), account_number: z.string().optional() })
    .optional(),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ next_id: z.union([z.string(), z.number()]).nullable().optional() }).optional(),
  });

const CREDENTIALS_ERRORS = new Set(['InvalidCredentials', 'InvalidLoginOrPassword']);
const INTERACTIVE_ERRORS = new Set(['InvalidInteractiveCredentials', 'InvalidCredentials']);
const UNKNOWN_BANK_ERRORS = new Set(['ProviderNotFound', 'ProviderDisabled', 'ProviderInactive']);

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

export function createSaltEdgeProvider(deps: SaltEdgeDeps): OpenBankingProvider {
  const pollMs = deps.pollMs ?? 1000;
  const base = deps.baseUrl.replace(/\/+$/, '');

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    options: {
      signal: AbortSignal;
      body?: unknown;
      headers?: Readonly<Record<string, string>>;
    },
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        signal: options.signal,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'App-id': deps.appId,
          Secret: deps.secret,
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    } catch (error) {
      throw new OpenBankingProviderError('BANK_FAILED', 'Salt Edge cannot be reached.', {
        cause: error,
      });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    if (!response.ok) {
      const answer = ZErrorAnswer.safeParse(json);
      const errorClass = answer.success
        ? (answer.data.error?.class ?? answer.data.error_class ?? '')
        : '';
      if (CREDENTIALS_ERRORS.has(errorClass)) {
        throw new OpenBankingProviderError('WRONG_CREDENTIALS', errorClass);
      }
      if (UNKNOWN_BANK_ERRORS.has(errorClass)) {
        throw new OpenBankingProviderError('UNKNOWN_BANK', errorClass);
      }
      throw new OpenBankingProviderError(
        'BANK_FAILED',
        `Salt Edge answered ${response.status} ${errorClass}`.trim(),
      );
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      throw new OpenBankingProviderError('BANK_FAILED', `Salt Edge answered an unknown shape.`);
    }
    return result.data;
  }

  async function allPages<T extends z.ZodType>(
    path: string,
    item: T,
    headers: Readonly<Record<string, string>>,
    signal: AbortSignal,
  ): Promise<z.infer<T>[]> {
    const items: z.infer<T>[] = [];
    let fromId: string | null = null;
    // A bound on pages: a provider that keeps answering next_id must not loop forever.
    for (let pages = 0; pages < 100; pages += 1) {
      const separator = path.includes('?') ? '&' : '?';
      const url: string =
        fromId === null ? path : `${path}${separator}from_id=${encodeURIComponent(fromId)}`;
      const answer: { data: unknown[]; meta?: { next_id?: string | number | null } | undefined } =
        await call('GET', url, page(item), { signal, headers });
      items.push(...(answer.data as z.infer<T>[]));
      const next: string | number | null | undefined = answer.meta?.next_id;
      if (next === undefined || next === null || next === '') break;
      fromId = String(next);
    }
    return items;
  }

  const connectionHeaders = (connection: ProviderConnectionRef): Record<string, string> =>
    connection.secret === null ? {} : { 'Connection-secret': connection.secret };

  /** Reads the connection until its attempt finishes, fails or waits for the applicant. */
  async function settle(
    id: string,
    secret: string | null,
    signal: AbortSignal,
    interactiveStep: boolean,
  ): Promise<ProviderConnection> {
    for (;;) {
      const { data } = await call(
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
      await delay(pollMs, signal);
    }
  }

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

  return {
    name: 'saltedge',

    async providers(countryCode, signal) {
      const fake = countryCode === 'XF' ? '&include_fake_providers=true' : '';
      const list = await allPages(
        `/providers?country_code=${encodeURIComponent(countryCode)}${fake}`,
        ZProvider,
        {},
        signal,
      );
      return list.map((provider) => ({
        code: provider.code,
        name: provider.name,
        countryCode: provider.country_code,
        interactive: provider.interactive ?? false,
      }));
    },

    async provider(code, signal) {
      try {
        const { data } = await call(
          'GET',
          `/providers/${encodeURIComponent(code)}`,
          z.object({ data: ZProvider }),
          { signal },
        );
        return {
          code: data.code,
          name: data.name,
          countryCode: data.country_code,
          interactive: data.interactive ?? false,
        };
      } catch (error) {
        if (error instanceof OpenBankingProviderError && error.failure === 'UNKNOWN_BANK') {
          return null;
        }
        throw error;
      }
    },

    async createLogin(input, signal) {
      const customer = await call('POST', '/customers', z.object({ data: ZCustomer }), {
        signal,
        body: { data: { identifier: input.customerRef } },
      });
      const created = await call('POST', '/connections', z.object({ data: ZConnection }), {
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
      });
      const secret = created.data.secret ?? null;
      return (
        outcomeOf(created.data, secret, false) ??
        settle(String(created.data.id), secret, signal, false)
      );
    },

    async interactive(connection, fields, signal) {
      const answered = await call(
        'PUT',
        `/connections/${encodeURIComponent(connection.externalId)}/interactive`,
        z.object({ data: ZConnection }),
        { signal, headers: connectionHeaders(connection), body: { data: { credentials: fields } } },
      );
      // The answer still shows the interactive stage we just answered: read again.
      const now = outcomeOf(answered.data, connection.secret, true);
      return now !== null && now.status === 'CONNECTED'
        ? now
        : settle(connection.externalId, connection.secret, signal, true);
    },

    async accounts(connection, signal) {
      const list = await allPages(
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
    },

    async transactions(connection, accountId, fromDate, signal): Promise<TProviderTransaction[]> {
      const query = [
        `connection_id=${encodeURIComponent(connection.externalId)}`,
        `account_id=${encodeURIComponent(accountId)}`,
        `from_date=${encodeURIComponent(fromDate)}`,
      ].join('&');
      const list = await allPages(
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
    },
  };
}
