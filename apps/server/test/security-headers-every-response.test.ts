import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './build-test-app';
import { type RegisteredRoute, routeInventory, samplePath } from './cross-site-inventory';
import { sharedTestDatabase } from './test-database';

const PORTAL = 'https://portal.bank.example';
const HSTS = 'max-age=31536000; includeSubDomains';
/** The lookups' public reference data, cached a day on purpose (modules/lookups/routes.ts). */
const PUBLIC_REFERENCE_DATA =
  /^\/services\/slo\/(get[A-Za-z]+\/[^/]+|external\/info\/dataregistry)$/;

/**
 * Pages and their files: the two apps, the API docs, the development outbox's page, the sandbox
 * bank's pages. In production the docs answer an untokened request with the 404 of an unknown path
 * (decision 168).
 */
const isDocument = (path: string, production: boolean) =>
  path === '/' ||
  /^\/(onboarding|operator)(\/|$)/.test(path) ||
  (!production && /^\/services\/docs(\/|$)/.test(path)) ||
  // The sandbox bank's own login pages (decision 250), outside production only.
  (!production && /^\/sandbox-bank(\/|$)/.test(path));

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** What is wrong with the headers of one answer (empty when nothing is). */
function problemsOf(path: string, response: LightMyRequestResponse, production: boolean): string[] {
  const headers = response.headers;
  const problems: string[] = [];
  const expect = (name: string, ok: boolean) => {
    if (!ok) problems.push(`${name}: ${String(headers[name])}`);
  };
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  expect('content-security-policy', csp.get('frame-ancestors') === "'none'");
  // Every policy, page or API, forbids <base> (decision 170).
  expect('content-security-policy', csp.get('base-uri') === "'none'");
  expect('x-content-type-options', headers['x-content-type-options'] === 'nosniff');
  expect('x-frame-options', headers['x-frame-options'] === 'DENY');
  expect(
    'strict-transport-security',
    production
      ? headers['strict-transport-security'] === HSTS
      : headers['strict-transport-security'] === undefined,
  );
  expect('x-powered-by', headers['x-powered-by'] === undefined);
  if (isDocument(path, production)) {
    expect('content-security-policy', csp.get('default-src') === "'self'");
    // The console alone may compile WebAssembly: its face match runtime (decision 291).
    const scripts = path.startsWith('/operator') ? "'self' 'wasm-unsafe-eval'" : "'self'";
    expect('content-security-policy', csp.get('script-src') === scripts);
    expect('content-security-policy', csp.get('object-src') === "'none'");
    expect('referrer-policy', headers['referrer-policy'] === 'strict-origin-when-cross-origin');
    expect(
      'cross-origin-resource-policy',
      headers['cross-origin-resource-policy'] === 'same-origin',
    );
    // Pages choose their own caching (static-apps.ts); the existing test checks index.html's.
  } else {
    expect('content-security-policy', csp.get('default-src') === "'none'");
    expect('referrer-policy', headers['referrer-policy'] === 'no-referrer');
    const publicReference = response.statusCode === 200 && PUBLIC_REFERENCE_DATA.test(path);
    expect(
      'cache-control',
      headers['cache-control'] === (publicReference ? 'public, max-age=86400' : 'no-store'),
    );
  }
  return problems.map((problem) => `${response.statusCode} ${path} ${problem}`);
}

describe.each([
  { name: 'development', production: false },
  { name: 'production', production: true },
])('the security headers of every answer ($name)', ({ production }) => {
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'onboarding-every-header-'));
    for (const name of ['web', 'operator']) {
      await mkdir(join(dist, name, 'assets'), { recursive: true });
      await writeFile(
        join(dist, name, 'index.html'),
        '<!doctype html><html><head><meta name="portal-variant" content="si" /></head></html>',
      );
      await writeFile(join(dist, name, 'assets', 'index-abc123.js'), 'export {};');
      await writeFile(join(dist, name, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    // Every route of the real app, listed as they are added.
    const inventory = routeInventory();
    const config = testConfig({
      PUBLIC_URL: PORTAL,
      WEB_DIST_DIR: join(dist, 'web'),
      OPERATOR_DIST_DIR: join(dist, 'operator'),
      ...(production ? { NODE_ENV: 'production' } : {}),
    });
    const database = (await sharedTestDatabase()).handle;
    app = await buildApp(config, { database, onRoute: inventory.onRoute });
    await app.ready();
    routes = inventory.take();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('when every page and file of both apps and the docs is fetched, then each carries the document headers', async () => {
    const paths = [
      '/',
      '/onboarding',
      '/onboarding/',
      '/onboarding/index.html',
      '/onboarding/assets/index-abc123.js',
      '/onboarding/favicon.svg',
      '/onboarding/assets/missing.js',
      '/operator',
      '/operator/',
      '/operator/index.html',
      '/operator/assets/index-abc123.js',
      '/operator/favicon.svg',
      '/operator/missing.html',
      '/services/docs',
      '/services/docs/',
      '/services/docs/json',
      '/services/docs/static/index.html',
    ];
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path });
      statuses.add(response.statusCode);
      problems.push(...problemsOf(path, response, production));
    }
    expect(problems).toEqual([]);
    // Pages, redirects and a missing file were all among them.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404]));
    expect([...statuses].some((status) => status >= 300 && status < 400)).toBe(true);
  });

  it('when every route is called once without a session, then every answer (refusals too) carries the headers', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const path = samplePath(route.url);
      const response =
        route.method === 'GET'
          ? await app.inject({ method: 'GET', url: path })
          : await app.inject({
              method: route.method as 'POST',
              url: path,
              headers: { origin: PORTAL, 'content-type': 'application/json' },
              payload: '{}',
            });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      problems.push(...problemsOf(path, response, production));
    }
    expect(problems).toEqual([]);
    // Successes and refusals were both checked.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 401]));
  });

  it('when an answer is an error the router or the guard gives, then it carries the headers too', async () => {
    const answers = [
      ['/missing', await app.inject({ method: 'GET', url: '/missing' })],
      [
        '/health',
        await app.inject({
          method: 'DELETE',
          url: '/health',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        '/services/slo/security/action/logout',
        await app.inject({
          method: 'POST',
          url: '/services/slo/security/action/logout',
          headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        }),
      ],
      [
        '/services/slo/security/action/logout',
        await app.inject({
          method: 'POST',
          url: '/services/slo/security/action/logout',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        }),
      ],
      [
        '/services/slo/security/action/setRegistration',
        await app.inject({
          method: 'POST',
          url: '/services/slo/security/action/setRegistration',
          headers: { 'content-type': 'application/json' },
          payload: '{"uid":',
        }),
      ],
    ] as const;
    expect(answers.map(([, response]) => response.statusCode)).toEqual([404, 405, 403, 415, 400]);
    expect(answers.flatMap(([path, response]) => problemsOf(path, response, production))).toEqual(
      [],
    );
  });
});
