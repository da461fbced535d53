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

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('when any page is served, then the strict CSP and the other headers are set', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
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
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
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
  });

  it('when the API docs are shown, then only their styles are relaxed, never their scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});
