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
 * Customer-secret and Connection-secret headers, pages lists with meta.next_id, and runs the
 * interactive bank's attempt (login `username` / `secret`, SMS code 123456).
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
    { stage: string; fail: string | null; interactive: boolean }
  >();
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
      if (request.method === 'POST' && path === '/connections') {
        if (request.headers['customer-secret'] !== CUSTOMER_SECRET) {
          send(response, 401, { error: { class: 'CustomerSecretInvalid' } });
          return;
        }
        const data = (
          body as { data: { provider_code: string; credentials: Record<string, string> } }
        ).data;
        nextId += 1;
        const id = String(nextId);
        const good =
          data.credentials.login === 'username' && data.credentials.password === 'secret';
        connections.set(id, {
          stage: 'start',
          fail: good ? null : 'InvalidCredentials',
          interactive: data.provider_code === 'fakebank_interactive_xf',
        });
        send(response, 200, {
          data: {
            id,
            secret: CONNECTION_SECRET,
            last_attempt: { finished: false, last_stage: { name: 'start' } },
          },
        });
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
  return { server, calls };
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

  it('logs in, answers the SMS step, reads accounts and every page of transactions', async () => {
    fake.calls.length = 0;
    const saltEdge = provider();
    const login = await saltEdge.createLogin(
      {
        customerRef: 'ref-1',
        providerCode: 'fakebank_interactive_xf',
        countryCode: 'XF',
        credentials: { login: 'username', password: 'secret' },
      },
      signal(),
    );
    expect(login).toMatchObject({
      status: 'INTERACTIVE',
      interactiveFields: ['sms'],
      secret: CONNECTION_SECRET,
    });
    const done = await saltEdge.interactive(login, { sms: '123456' }, signal());
    expect(done.status).toBe('CONNECTED');
    const accounts = await saltEdge.accounts(done, signal());
    expect(accounts).toEqual([
      { id: '333', name: 'Current account', number: 'SI56051008012345678', currencyCode: 'EUR' },
    ]);
    const transactions = await saltEdge.transactions(done, '333', `${months()[0]}-01`, signal());
    expect(transactions.map((transaction) => transaction.id)).toEqual(['1', '2', '3', '4']);

    // The headers v5 asks for, and never the credentials outside the connection's creation.
    expect(fake.calls.every((call) => call.headers['app-id'] === APP_ID)).toBe(true);
    const create = fake.calls.find(
      (call) => call.method === 'POST' && call.path === '/connections',
    );
    expect(create?.headers['customer-secret']).toBe(CUSTOMER_SECRET);
    expect(create?.body).toMatchObject({
      data: {
        customer_id: expect.any(String) as string,
        provider_code: 'fakebank_interactive_xf',
        consent: { scopes: ['account_details', 'transactions_details'] },
        attempt: { fetch_scopes: ['accounts', 'transactions'] },
      },
    });
    const interactive = fake.calls.find((call) => call.method === 'PUT');
    expect(interactive?.path).toMatch(/^\/connections\/\d+\/interactive$/);
    expect(interactive?.headers['connection-secret']).toBe(CONNECTION_SECRET);
    const listing = fake.calls.filter((call) => call.path === '/transactions');
    expect(listing).toHaveLength(2);
    const others = fake.calls.filter((call) => call.path !== '/connections');
    expect(JSON.stringify(others.map((call) => call.body))).not.toContain('secret"');
  });

  it('maps the refusals: wrong login, wrong code, the provider’s own errors', async () => {
    const saltEdge = provider();
    const input = {
      customerRef: 'ref-2',
      providerCode: 'fakebank_interactive_xf',
      countryCode: 'XF',
      credentials: { login: 'username', password: 'nope' },
    };
    await expect(saltEdge.createLogin(input, signal())).rejects.toMatchObject({
      failure: 'WRONG_CREDENTIALS',
    });
    const login = await saltEdge.createLogin(
      { ...input, credentials: { login: 'username', password: 'secret' } },
      signal(),
    );
    await expect(saltEdge.interactive(login, { sms: '000000' }, signal())).rejects.toMatchObject({
      failure: 'WRONG_CODE',
    });
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
      credentials: { login: 'username', password: 'secret' },
    });
    expect(errorOf(unknown).mainError.code).toBe('UNKNOWN_BANK');

    const login = await asApplicant(app, applicant.sid, 'POST', `${base}/createlogin`, {
      prospectId: applicant.prospectId,
      providerCode: 'fakebank_interactive_xf',
      credentials: { login: 'username', password: 'secret' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const asked = ZBankConnection.parse(login.json());
    expect(asked.status).toBe('INTERACTIVE');
    // No sandbox hint from a real provider.
    expect(asked.interactive).toEqual({ fields: ['sms'] });

    const code = await asApplicant(app, applicant.sid, 'POST', `${base}/interactivelogin`, {
      prospectId: applicant.prospectId,
      connectionId: asked.connectionId,
      code: '123456',
    });
    expect(code.statusCode, code.body).toBe(200);
    const connection = ZBankConnection.parse(code.json());
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
      bankName: 'Fake Bank with SMS',
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
