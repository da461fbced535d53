import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './build-test-app';
import {
  API,
  cookieOf,
  createTestClock,
  freshEmail,
  freshIp,
  freshPhone,
  get,
  newUid,
  outboxFor,
  post,
  registerApplicant,
  tokenFromOutbox,
  VALID_PASSWORD,
  errorOf,
  statusOf,
} from './security-helpers';
import { verifiedAccount } from './builders/applicant';

const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('uid and product before registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('when a uid is asked for, then 16 digits come back and in a readable 2-day cookie', async () => {
    const response = await get(app, '/external/cms/noauth/uid');
    expect(response.statusCode).toBe(200);
    const { uid } = response.json<{ uid: string }>();
    expect(uid).toMatch(/^[1-9]\d{15}$/);
    const cookie = response.cookies.find((entry) => entry.name === 'uid');
    expect(cookie).toMatchObject({ value: uid, path: '/', maxAge: 172800, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeUndefined();
  });

  it('when a product is created for our uid, then it is PRODUCT_NEW', async () => {
    const uid = await newUid(app);
    const response = await post(app, '/onboarding/products/noauth', {
      uid,
      productType: 'PERSONALLOAN',
      packageName: 'Digital',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      productType: 'PERSONALLOAN',
      productState: 'PRODUCT_NEW',
    });
  });

  it('when the uid was never issued, then 400 names the uid and nothing is stored', async () => {
    const before = await count(app, 'products');
    const response = await post(app, '/onboarding/products/noauth', {
      uid: '1111111111111111',
      productType: 'CURRENTACCOUNT',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { field: 'uid', code: 'validation.uid.invalid' },
    ]);
    expect(await count(app, 'products')).toBe(before);
  });

  it('when someone else’s account uid is used for a product, then 403 and nothing is stored', async () => {
    const owner = await verifiedAccount(app);
    const before = await count(app, 'products');
    const response = await post(app, '/onboarding/products/noauth', {
      uid: owner.uid,
      productType: 'DAYPOSIT',
    });
    expect(response.statusCode).toBe(403);
    expect(await count(app, 'products')).toBe(before);
  });

  it('when the owner starts another process with their uid, then a second process appears', async () => {
    const owner = await verifiedAccount(app);
    const response = await post(
      app,
      '/onboarding/products/noauth',
      { uid: owner.uid, productType: 'DAYPOSIT' },
      { sid: owner.sid },
    );
    expect(response.statusCode).toBe(200);
    const status = await get(app, `/onboarding/prospects/status?uid=${owner.uid}`, {
      sid: owner.sid,
    });
    expect(
      statusOf(status).processes.map((process: { processName: string }) => process.processName),
    ).toEqual(['CURRENTACCOUNT', 'DAYPOSIT']);
  });

  it('when the owner starts the same product again while its application is under way, then it is refused at the product (decision 290)', async () => {
    const owner = await verifiedAccount(app);
    const before = await count(app, 'products');
    const again = await post(
      app,
      '/onboarding/products/noauth',
      { uid: owner.uid, productType: 'CURRENTACCOUNT' },
      { sid: owner.sid },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      mainError: { code: 'APPLICATION_ALREADY_OPEN' },
      fieldErrors: [{ field: 'productType', code: 'validation.productType.alreadyOpen' }],
    });
    expect(await count(app, 'products')).toBe(before);
  });

  it('when the owner starts the same other product twice at the same instant, then one starts (decision 290)', async () => {
    const owner = await verifiedAccount(app);
    const start = () =>
      post(
        app,
        '/onboarding/products/noauth',
        { uid: owner.uid, productType: 'DAYPOSIT' },
        { sid: owner.sid },
      );
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const status = await get(app, `/onboarding/prospects/status?uid=${owner.uid}`, {
      sid: owner.sid,
    });
    expect(
      statusOf(status).processes.map((process: { processName: string }) => process.processName),
    ).toEqual(['CURRENTACCOUNT', 'DAYPOSIT']);
  });
});

describe('registration and e-mail verification', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when a visitor registers and checks the e-mail, then a verification link arrives in their language', async () => {
    const applicant = await registerApplicant(app);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail).toMatchObject({
      channel: 'email',
      to: applicant.email,
      subject: 'Confirm your e-mail address',
    });
    expect(mail?.text).toContain('Dear Ana Novak,');
    expect(mail?.text).toMatch(
      /http:\/\/localhost:3000\/onboarding\/#\/usermessages\/emailvalidated\?token=\S+/,
    );
    // Nothing is an account before the address is verified.
    expect(await count(app, 'users', sql`email = ${applicant.email}`)).toBe(0);
    expect(await auditActions(app, applicant.uid)).toEqual(
      expect.arrayContaining(['registration.submitted', 'registration.verification_sent']),
    );
  });

  it('when a visitor signs up for a personal loan, then the verification e-mail speaks of the loan, not of an account', async () => {
    const applicant = await registerApplicant(app, { productType: 'PERSONALLOAN' });
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toContain('personal loan application');
    expect(mail?.text).not.toMatch(/account/);
  });

  it('when the sign-up is in Slovenian, then the e-mail is in Slovenian', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const email = freshEmail();
    const phone = freshPhone();
    await post(
      app,
      '/security/action/setRegistration',
      {
        uid,
        language: 'sl',
        userData: {
          fullName: 'Žiga Čebašek',
          email,
          password: VALID_PASSWORD,
          phoneNumber: phone.number,
          prefix: '+386',
        },
      },
      { ip },
    );
    await post(
      app,
      '/security/action/noauth/checkemail',
      { uid, language: 'sl', email, link: '' },
      { ip },
    );
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toBe('Potrdite svoj e-poštni naslov');
    expect(mail?.text).toContain('Pozdravljeni, Žiga Čebašek!');
  });

  it('when the link is opened, then the account and a PROSPECT_EMAIL_CHECKED process exist and a session starts', async () => {
    const applicant = await registerApplicant(app, { productType: 'PERSONALLOAN' });
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    const response = await post(app, '/security/action/registrationvalidate', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: applicant.uid,
      language: 'en',
      prospectState: 'PROSPECT_EMAIL_CHECKED',
    });
    const sid = cookieOf(response, 'sid');
    const cookie = response.cookies.find((entry) => entry.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const status = await get(app, `/onboarding/prospects/status?uid=${applicant.uid}`, { sid });
    expect(status.statusCode).toBe(200);
    expect(statusOf(status).processes).toEqual([
      expect.objectContaining({
        processName: 'PERSONALLOAN',
        prospectState: 'PROSPECT_EMAIL_CHECKED',
        productState: 'PRODUCT_NEW',
        longTimeServiceState: null,
      }),
    ]);
    expect(statusOf(status).userContext).toEqual({ username: applicant.email });
    expect(statusOf(status).statusesList.length).toBeGreaterThan(5);
    expect(await auditActions(app, applicant.uid)).toEqual(
      expect.arrayContaining(['registration.submitted']),
    );
  });

  it('when a used link is opened again, then 400 TOKEN_USED and nothing changes', async () => {
    const applicant = await registerApplicant(app);
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    expect((await post(app, '/security/action/registrationvalidate', { token })).statusCode).toBe(
      200,
    );
    const users = await count(app, 'users');
    const replay = await post(app, '/security/action/registrationvalidate', { token });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).mainError.code).toBe('TOKEN_USED');
    expect(cookieOf(replay, 'sid')).toBeUndefined();
    expect(await count(app, 'users')).toBe(users);
  });

  it('when a second link of one sign-up is opened after the first, then it is used too', async () => {
    const applicant = await registerApplicant(app);
    const retry = await post(app, '/security/action/noauth/registrationretryemail', {
      uid: applicant.uid,
    });
    expect(retry.statusCode).toBe(200);
    const mails = (await outboxFor(app, applicant.email)).filter(
      (mail) => mail.subject === 'Confirm your e-mail address',
    );
    expect(mails).toHaveLength(2);
    const [second, first] = mails.map((mail) => /token=(\S+)/.exec(mail.text)?.[1] ?? '');
    expect(
      (await post(app, '/security/action/registrationvalidate', { token: first })).statusCode,
    ).toBe(200);
    const late = await post(app, '/security/action/registrationvalidate', { token: second });
    expect(errorOf(late).mainError.code).toBe('TOKEN_USED');
  });

  it('when the signature is tampered with, then 400 TOKEN_BAD_SIGNATURE with number 2', async () => {
    const applicant = await registerApplicant(app);
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const response = await post(app, '/security/action/registrationvalidate', {
      token: `${header}.${payload}.${flipped}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_BAD_SIGNATURE', message: '2' });
  });

  it('when the payload is changed to another uid, then the signature fails (2)', async () => {
    const applicant = await registerApplicant(app);
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    const [header, payload = '', signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, uid: '9999999999999999' })).toString(
      'base64url',
    );
    const response = await post(app, '/security/action/registrationvalidate', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_BAD_SIGNATURE', message: '2' });
  });

  it('when the token is not a token at all, then 400 TOKEN_UNREADABLE with number 3', async () => {
    const response = await post(app, '/security/action/registrationvalidate', {
      token: 'not-a-token',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_UNREADABLE', message: '3' });
  });

  it('when a well-signed token has another purpose, then 400 TOKEN_INVALID with number 1', async () => {
    const token = await new SignJWT({ purpose: 'PASSWORD_RESET', uid: '1234567890123456' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('onboarding')
      .setJti('x')
      .setIssuedAt(Math.floor(time.clock().getTime() / 1000))
      .setExpirationTime(Math.floor(time.clock().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const response = await post(app, '/security/action/registrationvalidate', { token });
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_INVALID', message: '1' });
  });

  it('when the link is older than 2 days, then 400 TOKEN_EXPIRED with number 4', async () => {
    const applicant = await registerApplicant(app);
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/emailvalidated');
    time.advance(2 * DAY_MS + 1000);
    const response = await post(app, '/security/action/registrationvalidate', { token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_EXPIRED', message: '4' });
  });

  it('when an address already has an account, then the answer is the same and the owner is told by e-mail', async () => {
    const owner = await verifiedAccount(app);
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const phone = freshPhone();
    const registration = await post(
      app,
      '/security/action/setRegistration',
      {
        uid,
        language: 'en',
        userData: {
          fullName: 'Eva Kos',
          email: owner.email.toUpperCase(),
          password: 'Druga9Gesla',
          phoneNumber: phone.number,
          prefix: '+386',
        },
      },
      { ip },
    );
    expect(registration.statusCode).toBe(200);
    expect(registration.json()).toEqual({ uid });
    const check = await post(
      app,
      '/security/action/noauth/checkemail',
      { uid, language: 'en', email: owner.email, link: '' },
      { ip },
    );
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ statusCode: 200 });
    const [notice] = await outboxFor(app, owner.email);
    expect(notice?.subject).toBe('You are already registered');
    expect(notice?.text).toContain('/onboarding/#/usermessages/forgotpassword');
    expect(notice?.text).not.toContain('token=');
  });

  it('when check-email names another address than the sign-up, then statusCode 400 and no e-mail', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const other = freshEmail();
    const response = await post(
      app,
      '/security/action/noauth/checkemail',
      { uid, language: 'en', email: other, link: '' },
      { ip },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 400 });
    expect(await outboxFor(app, other)).toEqual([]);
  });

  it('when the verification is asked again by address, then a new link is sent; an unknown address gets the same answer', async () => {
    const applicant = await registerApplicant(app);
    const response = await post(app, '/security/action/noauth/registrationretryemail', {
      email: applicant.email,
    });
    expect(response.json()).toEqual({ statusCode: 200 });
    expect((await outboxFor(app, applicant.email)).length).toBe(2);
    const unknown = freshEmail();
    const silent = await post(app, '/security/action/noauth/registrationretryemail', {
      email: unknown,
    });
    expect(silent.json()).toEqual({ statusCode: 200 });
    expect(await outboxFor(app, unknown)).toEqual([]);
  });

  it('when the spec payload (uid and userData only) comes with a language header, then it is accepted in that language', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const email = freshEmail();
    const phone = freshPhone();
    const response = await app.inject({
      method: 'POST',
      url: `${API}/security/action/setRegistration`,
      payload: {
        uid,
        userData: {
          fullName: 'Ana Novak',
          email,
          password: VALID_PASSWORD,
          phoneNumber: phone.number,
          prefix: phone.prefix,
        },
      },
      headers: { language: 'en' },
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ uid });
    const [row] = await rows<{ language: string }>(
      app,
      sql`select language from registrations where uid = ${uid}`,
    );
    expect(row?.language).toBe('en');
    // The retried verification mail is written in the stored language.
    await post(app, '/security/action/noauth/registrationretryemail', { uid }, { ip });
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
  });

  it('when the spec payload comes with no language at all, then the variant’s default is stored', async () => {
    const uid = await registerWithoutLanguage(app);
    const [row] = await rows<{ language: string }>(
      app,
      sql`select language from registrations where uid = ${uid}`,
    );
    expect(row?.language).toBe('sl');
  });

  it('when the password is one of the most common, then 400 names the password and nothing is stored', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const response = await post(
      app,
      '/security/action/setRegistration',
      {
        uid,
        language: 'en',
        userData: {
          fullName: 'Ana Novak',
          email: freshEmail(),
          password: 'password1',
          phoneNumber: '041 555 666',
          prefix: '+386',
        },
      },
      { ip },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { field: 'userData.password', code: 'validation.password.common' },
    ]);
    expect(await count(app, 'registrations', sql`uid = ${uid}`)).toBe(0);
  });

  it('when a registered uid is used for another sign-up, then 403 and nothing changes', async () => {
    const owner = await verifiedAccount(app);
    const response = await post(app, '/security/action/setRegistration', {
      uid: owner.uid,
      language: 'en',
      userData: {
        fullName: 'Mallory Bad',
        email: freshEmail(),
        password: 'Druga9Gesla',
        phoneNumber: '041 555 777',
        prefix: '+386',
      },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await rows<{ email: string }>(
      app,
      sql`select email from registrations where uid = ${owner.uid}`,
    );
    expect(row?.email).toBe(owner.email);
  });

  it('when sign-ups from one address exceed the limit, then 429 with Retry-After before any hashing', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const body = {
      uid,
      language: 'en',
      userData: {
        fullName: 'Ana Novak',
        email: freshEmail(),
        password: VALID_PASSWORD,
        phoneNumber: '041 555 888',
        prefix: '+386',
      },
    };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post(app, '/security/action/setRegistration', body, { ip })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await post(app, '/security/action/setRegistration', body, { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).mainError.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});

describe('registration on the Albanian variant', () => {
  const app = useTestApp({ env: { VARIANT: 'al' } });

  it('when the spec payload comes with no language, then the variant’s default (sq) is stored', async () => {
    const uid = await registerWithoutLanguage(app);
    const [row] = await rows<{ language: string }>(
      app,
      sql`select language from registrations where uid = ${uid}`,
    );
    expect(row?.language).toBe('sq');
  });
});

/** setRegistration with exactly the payload of spec 2 §3 and no language header. */
async function registerWithoutLanguage(app: FastifyInstance): Promise<string> {
  const ip = freshIp();
  const uid = await newUid(app, ip);
  const phone = freshPhone();
  const response = await post(
    app,
    '/security/action/setRegistration',
    {
      uid,
      userData: {
        fullName: 'Ana Novak',
        email: freshEmail(),
        password: VALID_PASSWORD,
        phoneNumber: phone.number,
        prefix: phone.prefix,
      },
    },
    { ip },
  );
  expect(response.statusCode, response.body).toBe(200);
  return uid;
}

async function rows<T extends Record<string, unknown>>(
  app: FastifyInstance,
  query: ReturnType<typeof sql>,
) {
  return (await app.database.db.execute<T>(query)).rows;
}

async function count(app: FastifyInstance, table: string, where = sql`true`): Promise<number> {
  const [row] = await rows<{ total: number }>(
    app,
    sql`select count(*)::int as total from ${sql.identifier(table)} where ${where}`,
  );
  return row?.total ?? 0;
}

async function auditActions(app: FastifyInstance, actorId: string): Promise<string[]> {
  const result = await rows<{ action: string }>(
    app,
    sql`select action from audit_events where actor_id = ${actorId} or subject_id = ${actorId} order by id`,
  );
  return result.map((row) => row.action);
}
