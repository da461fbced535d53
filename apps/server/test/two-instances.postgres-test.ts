import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServerProcess, startTestServer, stopServerProcess } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const REDIS_URL = 'redis://127.0.0.1:6379';

type Instance = ServerProcess & { readonly baseUrl: string };

/** A caller of the API over real HTTP, from an address of its own (limits count per address). */
function client(ip: string) {
  const call = async (
    instance: Instance,
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ) => {
    const response = await fetch(`${instance.baseUrl}/services/slo${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        // Like the web app: every state-changing call declares JSON, bodies or not (decision 154).
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: () => JSON.parse(text) as Record<string, unknown>,
      cookies: response.headers.getSetCookie(),
    };
  };
  return call;
}

const freshIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const freshEmail = () => `two-instances.${Date.now()}.${randomInt(1e9)}@example.si`;

// Runs only in the server:postgres project: two server processes on one PostgreSQL, first with
// everything in the database, then with sessions, limits and realtime in Redis (DESIGN section 5).
const STORES: readonly { store: string; env: Record<string, string> }[] = [
  { store: 'PostgreSQL', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
];

describe.each(STORES)('two instances, one truth (shared state in $store)', ({ env }) => {
  let database: TestDatabase;
  let dataDir: string;
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-two-'));
    const common: Record<string, string> = {
      DATABASE_URL: database.url ?? '',
      NODE_ENV: 'development',
      APP_SECRET: 'two-instances-secret-that-is-long-enough-01',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      ...env,
    };
    [one, two] = await Promise.all([startTestServer(common), startTestServer(common)]);
  }, 90_000);

  afterAll(async () => {
    for (const instance of [one, two]) if (instance) await stopServerProcess(instance, 'SIGTERM');
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Signs up on instance one and verifies with the link the job sent; returns the session. */
  const signedInApplicant = async (call: ReturnType<typeof client>) => {
    const uidResponse = await call(one, 'GET', '/external/cms/noauth/uid');
    const uid = String(uidResponse.json().uid);
    const email = freshEmail();
    const registered = await call(one, 'POST', '/security/action/setRegistration', {
      body: {
        uid,
        language: 'en',
        userData: {
          fullName: 'Ana Novak',
          email,
          password: 'Zelena7Trava!',
          phoneNumber: '041 222 333',
          prefix: '+386',
        },
      },
    });
    expect(registered.status).toBe(200);
    await call(one, 'POST', '/security/action/noauth/checkemail', {
      body: { uid, language: 'en', email, link: '' },
    });
    let token: string | undefined;
    await expect
      .poll(
        async () => {
          const outbox = await fetch(`${two.baseUrl}/services/dev/outbox?to=${email}`);
          const [mail] = (await outbox.json()) as { text: string }[];
          token = /token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
          return token;
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
    const validated = await call(one, 'POST', '/security/action/registrationvalidate', {
      body: { token },
    });
    expect(validated.status).toBe(200);
    const sid = validated.cookies.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
    return { uid, email, cookie: sid ?? '' };
  };

  it('when a session starts on instance one, then instance two knows it, and a sign-out on two ends it on one', async () => {
    const call = client(freshIp());
    const applicant = await signedInApplicant(call);
    const onTwo = await call(two, 'GET', '/security/action/whoami', { cookie: applicant.cookie });
    expect(onTwo.status).toBe(200);
    expect(onTwo.json()).toMatchObject({ uid: applicant.uid, username: applicant.email });
    // Instance one has confirmed (and keeps for a moment) the session too.
    const before = await call(one, 'GET', '/security/action/whoami', { cookie: applicant.cookie });
    expect(before.status).toBe(200);
    const out = await call(two, 'POST', '/security/action/logout', { cookie: applicant.cookie });
    expect(out.status).toBe(200);
    // Told over the bus, well before its 5-second trust would run out.
    await expect
      .poll(
        async () =>
          (await call(one, 'GET', '/security/action/whoami', { cookie: applicant.cookie })).status,
        { timeout: 1000, interval: 20 },
      )
      .toBe(401);
  });

  it('when a limit is reached on instance one, then instance two refuses too', async () => {
    const call = client(freshIp());
    const body = { email: freshEmail(), language: 'en' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call(one, 'POST', '/security/action/noauth/resetpsw', { body })).status).toBe(
        200,
      );
    }
    const fourth = await call(two, 'POST', '/security/action/noauth/resetpsw', { body });
    expect(fourth.status).toBe(429);
  });

  it('when the hand-off changes on instance one, then a websocket on instance two hears it', async () => {
    const call = client(freshIp());
    const applicant = await signedInApplicant(call);
    const status = await call(one, 'GET', `/onboarding/prospects/status?uid=${applicant.uid}`, {
      cookie: applicant.cookie,
    });
    const [process] = status.json().processes as { prospectId: string }[];
    const handoff = await call(one, 'POST', '/onboarding/documents/handoff', {
      body: { uid: applicant.uid },
      cookie: applicant.cookie,
    });
    const tid = String(handoff.json().tid);

    const socket = new WebSocket(
      `${two.baseUrl.replace('http', 'ws')}/services/slo/onboarding/notifications`,
      { headers: { cookie: applicant.cookie, 'x-forwarded-for': freshIp() } },
    );
    const messages: { payload: { data?: { documents?: { idType: string | null } } } }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as never));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      socket.send(
        JSON.stringify({
          messageType: 'START',
          payload: { roomId: `handoff:${tid}`, userId: applicant.uid },
        }),
      );
      await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1);
      expect(messages[0]?.payload.data?.documents?.idType).toBeNull();

      const chosen = await call(
        one,
        'PATCH',
        `/onboarding/prospects/${process?.prospectId ?? ''}/idtype?type=ID`,
        { cookie: applicant.cookie },
      );
      expect(chosen.status).toBe(200);
      await expect
        .poll(() => messages.at(-1)?.payload.data?.documents?.idType, { timeout: 10_000 })
        .toBe('ID');
    } finally {
      socket.close();
    }
  });

  it('when jobs are enqueued on instance one, then each is done exactly once by either', async () => {
    const call = client(freshIp());
    const addresses = Array.from({ length: 8 }, freshEmail);
    for (const email of addresses) {
      const response = await call(one, 'POST', '/security/action/noauth/unsubscribe', {
        body: { email, language: 'en', reason: 'TOO_MANY_EMAILS' },
      });
      expect(response.status, JSON.stringify(response.json())).toBe(200);
    }
    const outboxOf = async (email: string) =>
      ((await (await fetch(`${two.baseUrl}/services/dev/outbox?to=${email}`)).json()) as unknown[])
        .length;
    for (const email of addresses) {
      await expect.poll(() => outboxOf(email), { timeout: 20_000 }).toBe(1);
    }
    // Every mail job has ended (none left to run a second time), and still one message each.
    const unfinished = async () => {
      const { rows } = await database.handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job
            where name = 'messaging.mail.v2' and state <> 'completed'`,
      );
      return Number(rows[0]?.n);
    };
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
    for (const email of addresses) expect(await outboxOf(email)).toBe(1);
  });
});
