import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './build-test-app';
import { cookieOf, freshEmail, get, newUid, post, statusOf } from './security-helpers';
import { verifiedAccount } from './builders/applicant';

// Decision 048: social sign-up against a real OpenID Connect provider (oidc-provider) started
// here on a loopback port, driven through its development login and consent forms.

const CLIENT_ID = 'onboarding-portal';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider';
const CALLBACK = 'http://localhost:3000/services/slo/security/social/auth/google/callback';

interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Accounts of the test provider, by login name (its `sub`). */
const accounts = new Map<string, TestAccount>();

async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  // Its start-up warnings (in-memory adapter, development keys and forms) are expected here.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (account === undefined) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  });
  warn.mockRestore();
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });
  return { issuer, server };
}

/** A browser with a cookie jar, enough to walk the provider's forms. */
function createBrowser() {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async request(url: string, form?: Record<string, string>): Promise<Response> {
      const response = await fetch(url, {
        method: form === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body: form === undefined ? undefined : new URLSearchParams(form).toString(),
      });
      remember(response);
      return response;
    },
  };
}

/**
 * Follows the provider from the authorization URL through login and consent until it redirects to
 * our callback; returns that callback URL.
 */
async function loginAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const browser = createBrowser();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    const response = await browser.request(url);
    const location = response.headers.get('location');
    if (location !== null) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK)) return next;
      url = next.href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (action === undefined) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const isLogin = html.includes('name="login"');
    const answer = await browser.request(
      new URL(action, url).href,
      isLogin ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' },
    );
    url = new URL(answer.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never redirected back');
}

describe('social sign-up with OpenID Connect', () => {
  let app: FastifyInstance;
  let provider: { issuer: string; server: Server };

  beforeAll(async () => {
    provider = await startProvider();
    app = await buildTestApp({
      env: {
        SOCIAL_GOOGLE_ISSUER: provider.issuer,
        SOCIAL_GOOGLE_CLIENT_ID: CLIENT_ID,
        SOCIAL_GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => provider.server.close(() => resolve()));
  });

  async function signInWith(login: string, uid?: string) {
    const query = uid === undefined ? '?language=sl' : `?uid=${uid}&language=sl`;
    const start = await get(app, `/services/slo/security/social/auth/google${query}`);
    expect(start.statusCode).toBe(302);
    const location = String(start.headers.location);
    const state = cookieOf(start, 'social_login');
    expect(state).toBeDefined();
    const authorization = new URL(location);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const callback = await loginAtProvider(location, login);
    return app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { social_login: state ?? '' },
    });
  }

  it('when a new visitor signs up with the provider, then an account with the chosen product is made and they land on /?registration=social', async () => {
    const login = `new-${Date.now()}`;
    const email = freshEmail('social');
    accounts.set(login, { email, emailVerified: true, name: 'Ana Novak' });
    const uid = await newUid(app);
    await post(app, '/onboarding/products/noauth', { uid, productType: 'PERSONALLOAN' });

    const callback = await signInWith(login, uid);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(
      `http://localhost:3000/onboarding/#/?uid=${uid}&registration=social`,
    );
    const sid = cookieOf(callback, 'sid');
    expect(sid).toBeDefined();
    const whoami = await get(app, '/security/action/whoami', { sid });
    // A social sign-up has given no mobile number yet (decision 213).
    expect(whoami.json()).toEqual({
      uid,
      username: email,
      fullName: 'Ana Novak',
      mobilePhone: null,
    });
    const status = statusOf(await get(app, `/onboarding/prospects/status?uid=${uid}`, { sid }));
    expect(status.processes).toEqual([
      expect.objectContaining({
        processName: 'PERSONALLOAN',
        prospectState: 'PROSPECT_EMAIL_CHECKED',
      }),
    ]);
  });

  it('when the same provider account comes back, then it signs in and lands on / without the sign-up mark', async () => {
    const login = `again-${Date.now()}`;
    accounts.set(login, { email: freshEmail('social'), emailVerified: true, name: 'Eva Kos' });
    const first = await signInWith(login);
    const { uid } = (
      await get(app, '/security/action/whoami', { sid: cookieOf(first, 'sid') })
    ).json<{ uid: string }>();
    expect(first.headers.location).toBe(
      `http://localhost:3000/onboarding/#/?uid=${uid}&registration=social`,
    );
    const second = await signInWith(login);
    expect(second.headers.location).toBe(`http://localhost:3000/onboarding/#/?uid=${uid}`);
    expect(cookieOf(second, 'sid')).toBeDefined();
  });

  it('when the provider’s verified e-mail has a password account, then the provider account is linked to it', async () => {
    const applicant = await verifiedAccount(app);
    const login = `link-${Date.now()}`;
    accounts.set(login, { email: applicant.email, emailVerified: true, name: 'Other Name' });
    const callback = await signInWith(login);
    expect(callback.headers.location).toBe(
      `http://localhost:3000/onboarding/#/?uid=${applicant.uid}`,
    );
    const whoami = await get(app, '/security/action/whoami', { sid: cookieOf(callback, 'sid') });
    expect(whoami.json()).toMatchObject({ uid: applicant.uid, fullName: applicant.fullName });
  });

  it('when the provider’s e-mail is not verified, then no account is made and the visitor goes back to sign-up', async () => {
    const login = `unverified-${Date.now()}`;
    const email = freshEmail('social');
    accounts.set(login, { email, emailVerified: false, name: 'Ana Novak' });
    const callback = await signInWith(login);
    expect(callback.headers.location).toBe(
      'http://localhost:3000/onboarding/#/lightsignup?socialError=SOCIAL_EMAIL_MISSING',
    );
    expect(cookieOf(callback, 'sid')).toBeUndefined();
  });

  it('when the callback comes without the state cookie or with a forged one, then it is refused', async () => {
    const login = `forged-${Date.now()}`;
    accounts.set(login, { email: freshEmail('social'), emailVerified: true, name: 'Ana Novak' });
    const start = await get(app, '/services/slo/security/social/auth/google');
    const callback = await loginAtProvider(String(start.headers.location), login);
    const url = `${callback.pathname}${callback.search}`;
    const missing = await app.inject({ method: 'GET', url });
    expect(missing.headers.location).toContain('socialError=STATE_MISSING');
    const forged = await app.inject({ method: 'GET', url, cookies: { social_login: 'x.y.z' } });
    expect(forged.headers.location).toContain('socialError=STATE_INVALID');
    // A state cookie from another start does not match this answer's state.
    const other = await get(app, '/services/slo/security/social/auth/google');
    const mismatched = await app.inject({
      method: 'GET',
      url,
      cookies: { social_login: cookieOf(other, 'social_login') ?? '' },
    });
    expect(mismatched.headers.location).toContain('socialError=PROVIDER_REFUSED');
    expect(cookieOf(mismatched, 'sid')).toBeUndefined();
  });

  it('when a provider is not configured, then the visitor goes back to sign-up with a code', async () => {
    const response = await get(app, '/services/slo/security/social/auth/apple');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'http://localhost:3000/onboarding/#/lightsignup?socialError=PROVIDER_NOT_CONFIGURED',
    );
  });

  it('when the provider name is unknown, then 400', async () => {
    expect((await get(app, '/services/slo/security/social/auth/myspace')).statusCode).toBe(400);
  });
});
