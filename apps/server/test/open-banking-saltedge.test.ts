import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastThreeFullMonths,
  localTimeIn,
  ZBankConnection,
  ZIncomeFound,
} from '@onboarding/domain';
import { OpenBankingProviderError } from '../src/modules/open-banking/provider';
import { createSaltEdgeProvider } from '../src/modules/open-banking/saltedge-provider';
import { buildTestApp } from './build-test-app';
import { putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

/**
 * A local stand-in for Salt Edge v5 (the shapes of wave2 §4): checks the App-id, Secret,
 * Customer-secret and Connection-secret headers, pages lists with meta.next_id, creates Connect
 * sessions (decision 250) and plays the applicant at Salt Edge's Connect page (`connectAt`: a
 * connection of the session's customer, its attempt finished or failed), and answers the
 * interactive step of a connection (SMS code 123456).
 */
const APP_ID = 'test-app-id';
const SECRET = 'test-app-secret';
const CUSTOMER_SECRET = 'customer-secret-1';
const CONNECTION_SECRET = 'connection-secret-1';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

function months() {
  return lastThreeFullMonths(localTimeIn(new Date(), 'Europe/Ljubljana').date);
}

function fakeSaltEdge() {
  const calls: Recorded[] = [];
  const connections = new Map<
    string,
    { customerId: string; stage: string; fail: string | null; interactive: boolean }
  >();
  /** Connect sessions by their token: the customer and the bank. */
  const sessions = new Map<string, { customerId: string; providerCode: string }>();
  let nextId = 100;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const connectionView = (id: string) => {
    const state = connections.get(id);
    if (state === undefined) return null;
    return {
      id,
      secret: CONNECTION_SECRET,
      status: state.fail === null ? 'active' : 'inactive',
      last_attempt: {
        finished: state.stage === 'finish' || state.fail !== null,
        fail_error_class: state.fail,
        last_stage: {
          name: state.stage,
          interactive_fields_names: state.stage === 'interactive' ? ['sms'] : null,
        },
      },
    };
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v5/, '');
      const body: unknown = raw === '' ? null : JSON.parse(raw);
      calls.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      if (request.headers['app-id'] !== APP_ID || request.headers.secret !== SECRET) {
        send(response, 401, { error: { class: 'WrongClientToken', message: 'no' } });
        return;
      }
      const needsConnectionSecret = () => {
        if (request.headers['connection-secret'] === CONNECTION_SECRET) return false;
        send(response, 401, { error: { class: 'ConnectionSecretInvalid' } });
        return true;
      };
      const providers = [
        {
          code: 'fakebank_simple_xf',
          name: 'Fake Bank Simple',
          country_code: 'XF',
          interactive: false,
        },
        {
          code: 'fakebank_interactive_xf',
          name: 'Fake Bank with SMS',
          country_code: 'XF',
          interactive: true,
        },
      ];
      if (request.method === 'GET' && path === '/providers') {
        const fake = url.searchParams.get('include_fake_providers') === 'true';
        if (url.searchParams.get('country_code') !== 'XF' || !fake) {
          send(response, 200, { data: [], meta: { next_id: null } });
        } else if (url.searchParams.get('from_id') === null) {
          send(response, 200, { data: [providers[0]], meta: { next_id: '2' } });
        } else {
          send(response, 200, { data: [providers[1]], meta: { next_id: null } });
        }
        return;
      }
      const providerMatch = /^\/providers\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && providerMatch !== null) {
        const provider = providers.find((candidate) => candidate.code === providerMatch[1]);
        if (provider === undefined) send(response, 404, { error: { class: 'ProviderNotFound' } });
        else send(response, 200, { data: provider });
        return;
      }
      if (request.method === 'POST' && path === '/customers') {
        nextId += 1;
        send(response, 200, { data: { id: String(nextId), secret: CUSTOMER_SECRET } });
        return;
      }
      if (request.method === 'POST' && path === '/connect_sessions/create') {
        if (request.headers['customer-secret'] !== CUSTOMER_SECRET) {
          send(response, 401, { error: { class: 'CustomerSecretInvalid' } });
          return;
        }
        const data = (body as { data: { customer_id: string; provider_code: string } }).data;
        nextId += 1;
        const token = `token-${nextId}`;
        sessions.set(token, { customerId: data.customer_id, providerCode: data.provider_code });
        send(response, 200, {
          data: {
            expires_at: '2030-01-01T00:00:00Z',
            connect_url: `https://www.saltedge.com/connect?token=${token}`,
          },
        });
        return;
      }
      if (request.method === 'GET' && path === '/connections') {
        if (request.headers['customer-secret'] !== CUSTOMER_SECRET) {
          send(response, 401, { error: { class: 'CustomerSecretInvalid' } });
          return;
        }
        const customerId = url.searchParams.get('customer_id');
        const list = [...connections.entries()]
          .filter(([, state]) => state.customerId === customerId)
          .map(([id]) => connectionView(id));
        send(response, 200, { data: list, meta: { next_id: null } });
        return;
      }
      const connectionMatch = /^\/connections\/(\d+)(\/interactive)?$/.exec(path);
      if (connectionMatch !== null) {
        if (needsConnectionSecret()) return;
        const id = connectionMatch[1] ?? '';
        const state = connections.get(id);
        if (state === undefined) {
          send(response, 404, { error: { class: 'ConnectionNotFound' } });
          return;
        }
        if (request.method === 'PUT' && connectionMatch[2] !== undefined) {
          const sms = (body as { data: { credentials: { sms?: string } } }).data.credentials.sms;
          if (sms === '123456') state.stage = 'finish';
          else state.fail = 'InvalidInteractiveCredentials';
          // Answers as the attempt stood when the code arrived.
          send(response, 200, {
            data: {
              ...connectionView(id),
              last_attempt: { finished: false, last_stage: { name: 'interactive' } },
            },
          });
          return;
        }
        if (request.method === 'GET') {
          // The bank works between two reads: start → interactive (or finish).
          const view = connectionView(id);
          if (state.stage === 'start' && state.fail === null) {
            state.stage = state.interactive ? 'interactive' : 'finish';
          }
          send(response, 200, { data: state.stage === 'start' ? view : connectionView(id) });
          return;
        }
      }
      if (request.method === 'GET' && path === '/accounts') {
        if (needsConnectionSecret()) return;
        send(response, 200, {
          data: [
            {
              id: 333,
              name: 'Current account',
              nature: 'account',
              currency_code: 'EUR',
              extra: { iban: 'SI56051008012345678' },
            },
          ],
          meta: { next_id: null },
        });
        return;
      }
      if (request.method === 'GET' && path === '/transactions') {
        if (needsConnectionSecret()) return;
        const [first, second, third] = months();
        const transaction = (
          id: string,
          madeOn: string,
          amount: number,
          description: string,
          category: string,
        ) => ({
          id,
          duplicated: false,
          mode: 'normal',
          status: 'posted',
          made_on: madeOn,
          amount,
          currency_code: 'EUR',
          description,
          category,
          account_id: '333',
          created_at: `${madeOn}T10:00:00Z`,
          updated_at: `${madeOn}T10:00:00Z`,
          extra: { payee: 'ACME D.O.O.', posting_date: madeOn, account_balance_snapshot: 1234.5 },
        });
        if (url.searchParams.get('from_id') === null) {
          send(response, 200, {
            data: [
              transaction('1', `${first}-15`, 1500, 'PLAČA', 'salary'),
              transaction('2', `${second}-15`, 1600, 'PLAČA', 'salary'),
              // An unknown shape is left out, not a failure.
              { id: 'broken' },
            ],
            meta: { next_id: '3' },
          });
        } else {
          send(response, 200, {
            data: [
              transaction('3', `${third}-15`, 1700, 'PLAČA', 'salary'),
              transaction('4', `${third}-28`, -200, 'OBROK KREDITA', 'loan'),
            ],
            meta: { next_id: null },
          });
        }
        return;
      }
      send(response, 404, { error: { class: 'RouteNotFound' } });
    });
  });
  /** The applicant at Connect's page: logs in (or fails to) at the bank of the session. */
  const connectAt = (connectUrl: string, fail: string | null = null) => {
    const session = sessions.get(new URL(connectUrl).searchParams.get('token') ?? '');
    if (session === undefined) throw new Error('no such connect session');
    nextId += 1;
    connections.set(String(nextId), {
      customerId: session.customerId,
      stage: 'start',
      fail,
      interactive: false,
    });
  };
  return { server, calls, connectAt };
}

let fake: ReturnType<typeof fakeSaltEdge>;
let baseUrl = '';

beforeAll(async () => {
  fake = fakeSaltEdge();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/api/v5`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

describe('Salt Edge v5 adapter', () => {
  const provider = () =>
    createSaltEdgeProvider({ baseUrl, appId: APP_ID, secret: SECRET, pollMs: 5 });
  const signal = () => AbortSignal.timeout(5000);

  it('lists the fake providers page by page with include_fake_providers', async () => {
    const banks = await provider().providers('XF', signal());
    expect(banks).toEqual([
      {
        code: 'fakebank_simple_xf',
        name: 'Fake Bank Simple',
        countryCode: 'XF',
        interactive: false,
      },
      {
        code: 'fakebank_interactive_xf',
        name: 'Fake Bank with SMS',
        countryCode: 'XF',
        interactive: true,
      },
    ]);
    expect(await provider().provider('nobank_xf', signal())).toBeNull();
  });

  const connectInput = (customerRef: string) => ({
    customerRef,
    providerCode: 'fakebank_simple_xf',
    countryCode: 'XF',
    state: 'state-of-the-test-0001',
    returnTo: 'https://portal.test/services/slo/externalservices/saltedge/return',
    language: 'sl' as const,
  });

  it('Connect: a customer, a session with our return_to, then the connection, accounts and transactions', async () => {
    fake.calls.length = 0;
    const saltEdge = provider();
    const start = await saltEdge.startConnect(connectInput('ref-1'), signal());
    expect(start.redirectUrl).toMatch(/^https:\/\/www\.saltedge\.com\/connect\?token=/);
    const session = fake.calls.find((call) => call.path === '/connect_sessions/create');
    expect(session?.headers['customer-secret']).toBe(CUSTOMER_SECRET);
    expect(session?.body).toMatchObject({
      data: {
        customer_id: expect.any(String) as string,
        provider_code: 'fakebank_simple_xf',
        locale: 'sl',
        consent: { scopes: ['account_details', 'transactions_details'], period_days: 90 },
        attempt: {
          return_to:
            'https://portal.test/services/slo/externalservices/saltedge/return?state=state-of-the-test-0001',
          fetch_scopes: ['accounts', 'transactions'],
        },
      },
    });
    // No credentials ever go from us to Salt Edge: the applicant types them at Connect.
    expect(JSON.stringify(fake.calls.map((call) => call.body))).not.toContain('credentials');

    fake.connectAt(start.redirectUrl);
    const done = await saltEdge.finishConnect(
      { state: 'state-of-the-test-0001', pending: start.pending, returned: {} },
      signal(),
    );
    expect(done).toMatchObject({ status: 'CONNECTED', secret: CONNECTION_SECRET });
    const listed = fake.calls.find((call) => call.method === 'GET' && call.path === '/connections');
    expect(listed?.headers['customer-secret']).toBe(CUSTOMER_SECRET);
    const accounts = await saltEdge.accounts(done, signal());
    expect(accounts).toEqual([
      { id: '333', name: 'Current account', number: 'SI56051008012345678', currencyCode: 'EUR' },
    ]);
    const transactions = await saltEdge.transactions(done, '333', `${months()[0]}-01`, signal());
    expect(transactions.map((transaction) => transaction.id)).toEqual(['1', '2', '3', '4']);
    expect(fake.calls.every((call) => call.headers['app-id'] === APP_ID)).toBe(true);
    expect(fake.calls.filter((call) => call.path === '/transactions')).toHaveLength(2);
  });

  it('maps the refusals: a cancel, no connection made, a failed attempt, the provider’s errors', async () => {
    const saltEdge = provider();
    const finish = (pending: string | null, returned: Record<string, string> = {}) =>
      saltEdge.finishConnect({ state: 's', pending, returned }, signal());
    const cancelled = await saltEdge.startConnect(connectInput('ref-2'), signal());
    await expect(finish(cancelled.pending, { error_class: 'UserCancelled' })).rejects.toMatchObject(
      { failure: 'DENIED' },
    );
    await expect(finish(cancelled.pending)).rejects.toMatchObject({ failure: 'DENIED' });
    await expect(finish(null)).rejects.toMatchObject({ failure: 'CODE_INVALID' });

    const failed = await saltEdge.startConnect(connectInput('ref-3'), signal());
    fake.connectAt(failed.redirectUrl, 'ProviderUnavailable');
    await expect(finish(failed.pending)).rejects.toMatchObject({ failure: 'BANK_FAILED' });

    const wrongApp = createSaltEdgeProvider({ baseUrl, appId: 'other', secret: SECRET });
    const refused = wrongApp.providers('XF', signal());
    await expect(refused).rejects.toBeInstanceOf(OpenBankingProviderError);
    await expect(refused).rejects.toMatchObject({ failure: 'BANK_FAILED' });
    const unreachable = createSaltEdgeProvider({
      baseUrl: 'http://127.0.0.1:9/api/v5',
      appId: APP_ID,
      secret: SECRET,
    });
    await expect(unreachable.providers('XF', signal())).rejects.toMatchObject({
      failure: 'BANK_FAILED',
    });
  });
});

describe('the open-banking calls with OPEN_BANKING_PROVIDER=saltedge', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        OPEN_BANKING_PROVIDER: 'saltedge',
        SALTEDGE_BASE_URL: baseUrl,
        SALTEDGE_APP_ID: APP_ID,
        SALTEDGE_SECRET: SECRET,
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('from the login to the income found, through the local Salt Edge', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const base = '/externalservices/saltedge';
    const check = await asApplicant(app, applicant.sid, 'GET', `${base}/check`);
    expect(check.json()).toEqual({ available: true, provider: 'saltedge' });

    const unknown = await asApplicant(app, applicant.sid, 'POST', `${base}/createlogin`, {
      prospectId: applicant.prospectId,
      providerCode: 'nobank_xf',
    });
    expect(errorOf(unknown).mainError.code).toBe('UNKNOWN_BANK');

    const login = await asApplicant(app, applicant.sid, 'POST', `${base}/createlogin`, {
      prospectId: applicant.prospectId,
      providerCode: 'fakebank_simple_xf',
    });
    expect(login.statusCode, login.body).toBe(200);
    const started = ZBankConnection.parse(login.json());
    expect(started.status).toBe('REDIRECT');
    const stateCookie = login.cookies.find((cookie) => cookie.name === 'bank_connect')?.value ?? '';
    const session = fake.calls.findLast((call) => call.path === '/connect_sessions/create');
    const returnTo = new URL(
      (session?.body as { data: { attempt: { return_to: string } } }).data.attempt.return_to,
    );
    // The return address is the server's own, with the state of this browser's cookie.
    expect(returnTo.pathname).toBe('/services/slo/externalservices/saltedge/return');
    expect(returnTo.searchParams.get('state')).toBe(stateCookie);

    fake.connectAt(started.redirectUrl ?? '');
    const back = await app.inject({
      method: 'GET',
      url: `${returnTo.pathname}${returnTo.search}&connection_id=1`,
      cookies: { sid: applicant.sid, bank_connect: stateCookie },
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain(
      `#/salarystatement?bankConnection=${started.connectionId}`,
    );
    const read = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `${base}/connection?prospectId=${applicant.prospectId}&connectionId=${started.connectionId}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const connection = ZBankConnection.parse(read.json());
    expect(connection.accounts).toEqual([
      { id: '333', name: 'Current account', accountMasked: '•••• 5678', currencyCode: 'EUR' },
    ]);

    const finish = await asApplicant(app, applicant.sid, 'POST', `${base}/finishselection`, {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: '333',
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const income = ZIncomeFound.parse(finish.json());
    expect(income).toEqual({
      source: 'OPEN_BANKING',
      bankCode: '05',
      bankName: 'Fake Bank Simple',
      accountMasked: '•••• 5678',
      months: [
        { month: months()[0], salaryCents: 150_000, loanRepaymentsCents: 0 },
        { month: months()[1], salaryCents: 160_000, loanRepaymentsCents: 0 },
        { month: months()[2], salaryCents: 170_000, loanRepaymentsCents: 20_000 },
      ],
      monthlyNetIncomeCents: 160_000,
      existingMonthlyObligationsCents: 6_666,
    });
    const transactions = fake.calls.find((call) => call.path === '/transactions');
    expect(transactions?.headers['connection-secret']).toBe(CONNECTION_SECRET);
  });
});
