import type { AddressInfo } from 'node:net';
import { API_BASE_SLO, NOTIFICATIONS_PATH } from '@onboarding/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppDeps, buildApp } from '../src/app';
import { testConfig } from './build-test-app';
import { type RegisteredRoute, routeInventory, samplePath } from './cross-site-inventory';
import { sharedTestDatabase } from './test-database';

const PORTAL = 'https://portal.bank.example';
const FOREIGN = 'https://evil.example';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that read another type than JSON, declared by a content-type parser of their scope. */
const DECLARED_TYPES: Readonly<Record<string, string>> = {
  '/services/operator/identifications/:id/snapshots': 'image/jpeg',
  '/services/slo/onboarding/prospects/:id/bandwidthcheck/upload': 'application/octet-stream',
  '/services/slo/security/social/auth/:provider/callback': 'application/x-www-form-urlencoded',
};
/** The one route another site's page posts to on purpose: Apple's form_post answer. */
const CROSS_SITE_ROUTES = ['POST /services/slo/security/social/auth/:provider/callback'];

const ENV = { PUBLIC_URL: PORTAL, PAYMENTS_FEED_SECRET: 'feed-secret-0123456789abcdef-0123456789' };

async function rawApp(
  env: Readonly<Record<string, string>> = ENV,
  onRoute?: AppDeps['onRoute'],
): Promise<FastifyInstance> {
  // buildApp itself, not buildTestApp: the requests must reach the guard exactly as written.
  const database = (await sharedTestDatabase()).handle;
  const app = await buildApp(testConfig(env), { database, onRoute });
  await app.ready();
  return app;
}

function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return response.json<{ mainError?: { code?: string } }>().mainError?.code;
  } catch {
    return undefined;
  }
}

function refusedAsCrossSite(response: LightMyRequestResponse): boolean {
  return response.statusCode === 403 && codeOf(response) === 'CROSS_SITE_REQUEST';
}

describe('the cross-site request guard on every state-changing route', () => {
  let app: FastifyInstance;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    // The matrix needs every route of the real app.
    const inventory = routeInventory();
    app = await rawApp(ENV, inventory.onRoute);
    routes = inventory.take().filter((route) => STATE_CHANGING.has(route.method));
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (route: { method: string; url: string }, options: Partial<InjectOptions>) =>
    app.inject({ method: route.method as 'POST', url: samplePath(route.url), ...options });

  const guarded = () =>
    routes.filter((route) => !CROSS_SITE_ROUTES.includes(`${route.method} ${route.url}`));

  it('when the inventory is taken, then it holds every known state-changing route', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(80);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /services/slo/security/action/logout',
        'POST /services/slo/onboarding/prospects/:id/iseligible',
        'POST /services/slo/onboarding/documents/handoff/:tid/finalize',
        'POST /services/slo/security/action/setRegistration',
        'POST /services/slo/payments/incoming',
        'POST /services/operator/auth/login',
        'POST /services/cib/documents/uploadsigneddocuments',
        ...Object.keys(DECLARED_TYPES).map((url) => `POST ${url}`),
      ]),
    );
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect(keys.some((key) => key.startsWith(`${method} `))).toBe(true);
    }
    // Only the routes named here may opt out of the guard.
    const optedOut = routes
      .filter((route) => route.crossSite === 'allowed')
      .map((route) => `${route.method} ${route.url}`);
    expect(optedOut).toEqual(CROSS_SITE_ROUTES);
  });

  it('when another site’s Origin comes with a JSON body, then every route refuses it with 403', async () => {
    const accepted: string[] = [];
    for (const route of guarded()) {
      const response = await call(route, {
        headers: { origin: FOREIGN, 'content-type': 'application/json' },
        payload: '{}',
      });
      if (!refusedAsCrossSite(response)) accepted.push(`${route.method} ${route.url}`);
    }
    expect(accepted).toEqual([]);
  });

  it('when a browser says Sec-Fetch-Site cross-site or same-site without an Origin, then every route refuses it', async () => {
    const accepted: string[] = [];
    for (const route of guarded()) {
      for (const site of ['cross-site', 'same-site']) {
        const response = await call(route, {
          headers: { 'sec-fetch-site': site, 'content-type': 'application/json' },
          payload: '{}',
        });
        if (!refusedAsCrossSite(response)) accepted.push(`${site} ${route.method} ${route.url}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('when a same-origin call sends text/plain or no content type, then every route answers 415', async () => {
    const accepted: string[] = [];
    for (const route of guarded()) {
      const plain = await call(route, {
        headers: { origin: PORTAL, 'content-type': 'text/plain' },
        payload: '{}',
      });
      const bodyless = await call(route, { headers: { origin: PORTAL } });
      for (const [kind, response] of [
        ['text/plain', plain],
        ['no type', bodyless],
      ] as const) {
        if (response.statusCode !== 415 || codeOf(response) !== 'UNSUPPORTED_MEDIA_TYPE') {
          accepted.push(`${kind} ${route.method} ${route.url}: ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('when the portal’s own page calls with JSON (or the route’s own type), then the guard lets every route through', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const type = DECLARED_TYPES[route.url] ?? 'application/json';
      const response = await call(route, {
        headers: { origin: PORTAL, 'sec-fetch-site': 'same-origin', 'content-type': type },
        payload: type === 'application/json' ? '{}' : 'x=1',
      });
      if (refusedAsCrossSite(response) || response.statusCode === 415) {
        refused.push(`${route.method} ${route.url}: ${response.statusCode} ${codeOf(response)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('when a bodyless call declares JSON, then it is no body, not malformed JSON', async () => {
    const logout = await app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/security/action/logout`,
      headers: { origin: PORTAL, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).not.toBe(400);
    expect(codeOf(logout)).not.toBe('MALFORMED_JSON');
    // A route that needs a body still calls an empty one malformed.
    const registration = await app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/security/action/setRegistration`,
      headers: { origin: PORTAL, 'content-type': 'application/json' },
    });
    expect(registration.statusCode).toBe(400);
    expect(codeOf(registration)).toBe('MALFORMED_JSON');
  });

  it('when a route reads another type, then that type is refused on a JSON route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/security/action/logout`,
      headers: { origin: PORTAL, 'content-type': 'image/jpeg' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('when a server calls without Origin or Sec-Fetch-Site (feed, mobile app, provider), then it passes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/processes/noauth/activationcode/verify`,
      headers: { 'content-type': 'application/json' },
      payload: { code: '000000' },
    });
    expect(refusedAsCrossSite(response)).toBe(false);
    expect(response.statusCode).not.toBe(415);
  });

  it('when a GET comes from another site, then it is not refused (reads change nothing)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('when refused, then the answer is the project error body with the API security headers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/security/action/logout`,
      headers: { origin: 'null', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      mainError: { code: 'CROSS_SITE_REQUEST', message: expect.any(String) as string },
      fieldErrors: [],
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeDefined();
  });
});

describe('the portal’s own origins', () => {
  const logout = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_SLO}/security/action/logout`,
      headers: { origin, 'content-type': 'application/json' },
    });

  it('when in development, then the Vite dev servers and the loopback names of PUBLIC_URL are own', async () => {
    const app = await rawApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      for (const origin of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:5173',
        'http://127.0.0.1:5174',
        'http://localhost:4173',
      ]) {
        expect(refusedAsCrossSite(await logout(app, origin)), origin).toBe(false);
      }
      expect(refusedAsCrossSite(await logout(app, 'http://localhost:8080'))).toBe(true);
      expect(refusedAsCrossSite(await logout(app, 'https://localhost:3000'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('when in production, then only PUBLIC_URL and ALLOWED_ORIGINS are own', async () => {
    const app = await rawApp({
      NODE_ENV: 'production',
      PUBLIC_URL: PORTAL,
      ALLOWED_ORIGINS: 'https://console.bank.example',
    });
    try {
      expect(refusedAsCrossSite(await logout(app, PORTAL))).toBe(false);
      expect(refusedAsCrossSite(await logout(app, 'https://console.bank.example'))).toBe(false);
      expect(refusedAsCrossSite(await logout(app, 'http://localhost:5173'))).toBe(true);
      // A sibling subdomain is another origin: SameSite=Lax would not stop it, this does.
      expect(refusedAsCrossSite(await logout(app, 'https://shop.bank.example'))).toBe(true);
      expect(refusedAsCrossSite(await logout(app, 'http://portal.bank.example'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('the realtime websocket handshake', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await rawApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE_SLO}${NOTIFICATIONS_PATH}`;
  });
  afterAll(async () => {
    await app.close();
  });

  /** The handshake's outcome: 'open', or the HTTP status it was refused with. */
  function handshake(headers: Record<string, string>, origin?: string): Promise<'open' | number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers, ...(origin === undefined ? {} : { origin }) });
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  it('when another site’s page opens it (cross-site WebSocket hijacking), then it is refused with 403', async () => {
    expect(await handshake({}, FOREIGN)).toBe(403);
    expect(await handshake({ 'sec-fetch-site': 'cross-site' })).toBe(403);
  });

  it('when the portal’s page or a client without Origin opens it, then it opens', async () => {
    expect(await handshake({}, PORTAL)).toBe('open');
    expect(await handshake({})).toBe('open');
  });
});
