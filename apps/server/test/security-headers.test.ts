import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

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

describe('security headers', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'onboarding-headers-'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><html lang="sl"><head><meta name="portal-variant" content="si" /></head></html>',
    );
    app = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('when a page is served, then the strict CSP and the other document headers are set', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding/' });
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'media-src': "'self' blob:",
      'font-src': "'self'",
      'object-src': "'none'",
      // Decision 170: no <base> may redirect the page's relative URLs.
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-xss-protection']).toBe('0');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    // The page decides its own caching; the API's no-store does not leak onto it.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when the API answers, then nothing may be loaded, framed or cached on its strength', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('when not in production, then there is no HSTS', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('when in production, then HSTS is sent', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await production.close();
    }
  });

  it('when errors are answered, then they carry the same headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when the API docs are shown, then they have the strict policy of every page (decision 170)', async () => {
    for (const url of ['/services/docs/', '/services/docs/static/swagger-ui.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
    }
  });

  it('when any answer carries a CSP, then it says base-uri none (decision 170)', async () => {
    for (const url of ['/onboarding/', '/health', '/missing', '/services/docs/json', '/metrics']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('base-uri'), url).toBe("'none'");
    }
  });
});
