import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/infra/config';
import { buildTestApp, testConfig } from './build-test-app';
import { errorOf } from './security-helpers';

/*
 * Decision 168: /metrics and the API documentation (the OpenAPI document and
 * its browsable page) are open in development and test; in production only to the bearer of
 * INTERNALS_TOKEN, and without that token they do not exist (404).
 */

const TOKEN = 'internals-token-of-at-least-32-characters';
const INTERNALS = [
  '/metrics',
  '/services/docs/json',
  '/services/docs/yaml',
  '/services/docs/',
  '/services/docs/static/swagger-ui.css',
] as const;

function getAs(app: FastifyInstance, url: string, authorization?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('internals in production without INTERNALS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(INTERNALS)(
    'when %s is asked for, even with a token, then 404 as for any unknown path',
    async (url) => {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const response = await getAs(app, url, authorization);
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
        expect(response.body).not.toContain('nodejs_version_info');
        expect(response.body).not.toContain('openapi');
      }
    },
  );

  it('when HEAD is asked for instead of GET, then 404 too', async () => {
    for (const url of INTERNALS) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('when the health and readiness checks are asked for, then they still answer', async () => {
    expect((await getAs(app, '/health')).statusCode).toBe(200);
    expect((await getAs(app, '/ready')).statusCode).toBe(200);
  });
});

describe('internals in production with INTERNALS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production', INTERNALS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(INTERNALS)(
    'when %s is asked for with the bearer token, then it is served',
    async (url) => {
      const response = await getAs(app, url, `Bearer ${TOKEN}`);
      expect(response.statusCode, url).toBe(200);
    },
  );

  it('when the token is missing, wrong, of another length or of another scheme, then 404', async () => {
    const wrong = [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, 10)}`,
      `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ];
    for (const url of INTERNALS) {
      for (const authorization of wrong) {
        const response = await getAs(app, url, authorization);
        expect(response.statusCode, `${url} ${authorization ?? '(none)'}`).toBe(404);
      }
    }
  });

  it('when the scheme is written in another case, then the token is still accepted (RFC 9110 §11.1)', async () => {
    const response = await getAs(app, '/metrics', `bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('nodejs_version_info');
  });
});

describe('internals outside production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'development', INTERNALS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(INTERNALS)('when %s is asked for without a token, then it is served', async (url) => {
    expect((await getAs(app, url)).statusCode, url).toBe(200);
  });
});

describe('INTERNALS_TOKEN', () => {
  it('when it is shorter than 32 characters, then the configuration is refused without echoing it', () => {
    let error: unknown;
    try {
      testConfig({ INTERNALS_TOKEN: 'short-token' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([expect.stringContaining('INTERNALS_TOKEN')]);
    expect(problems.join('\n')).not.toContain('short-token');
  });

  it('when it is set, then the configuration carries it; unset, null', () => {
    expect(testConfig({ INTERNALS_TOKEN: TOKEN }).internalsToken).toBe(TOKEN);
    expect(testConfig().internalsToken).toBeNull();
  });
});
