import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectBankSite } from '../src/routes/static-apps';
import { buildTestApp } from './build-test-app';

const INDEX_HTML = `<!doctype html>
<html lang="sl">
  <head>
    <meta charset="UTF-8" />
    <meta name="portal-variant" content="si" />
    <meta name="portal-bank-site" content="https://www.example-bank.si" />
    <script type="module" src="./assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

async function writeDist(dir: string, title: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    INDEX_HTML.replace('<div id="root">', `<div id="root">${title}`),
  );
  await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");\n');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
}

describe('static apps', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'onboarding-dist-'));
    await writeDist(join(root, 'web'), 'applicant');
    await writeDist(join(root, 'operator'), 'operator');
    app = await buildTestApp({
      env: {
        VARIANT: 'al',
        BANK_SITE_URL: 'https://www.bank.example.al/sq',
        WEB_DIST_DIR: join(root, 'web'),
        OPERATOR_DIST_DIR: join(root, 'operator'),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['/onboarding/', '/onboarding/index.html'])(
    'when %s is requested, then index.html is revalidated and names the configured variant',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="portal-variant" content="al" />');
      expect(response.body).not.toContain('content="si"');
      expect(response.body).toContain('applicant');
      expect(response.body).toContain(
        '<meta name="portal-bank-site" content="https://www.bank.example.al/sq" />',
      );
    },
  );

  it('when the bank site is written into the page, then it is escaped as an attribute value', () => {
    const html = '<meta name="portal-bank-site" content="https://x" />';
    expect(injectBankSite(html, 'https://bank.example/?a=1&b="2"')).toBe(
      '<meta name="portal-bank-site" content="https://bank.example/?a=1&amp;b=&quot;2&quot;" />',
    );
  });

  it('when a hashed asset is requested, then it may be cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/onboarding/assets/index-Ab12Cd34.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('when another file is requested, then it is revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/onboarding/assets/missing.js',
    '/onboarding/../package.json',
    '/onboarding/%2e%2e/%2e%2e/package.json',
  ])('when %s does not exist in the build, then 404 with the error body', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ZErrorBody.parse(response.json()).mainError.code).toBe('NOT_FOUND');
  });

  it.each([
    ['/onboarding', 301, '/onboarding/'],
    ['/onboarding?lang=en', 301, '/onboarding/?lang=en'],
    ['/operator', 301, '/operator/'],
    ['/', 302, '/onboarding/'],
  ])('when %s is requested, then %i to %s', async (url, status, location) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it('when the operator console is requested, then its own build is served', async () => {
    const index = await app.inject({ method: 'GET', url: '/operator/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('operator');
    expect(index.body).toContain('content="al"');
    const asset = await app.inject({ method: 'GET', url: '/operator/assets/index-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('static apps without a build', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    // The test defaults point both dist folders at a directory that does not exist.
    app = await buildTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/onboarding/', '/operator/', '/onboarding/assets/index.js'])(
    'when %s is requested, then 404 with the error body and the server keeps serving',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(ZErrorBody.parse(response.json()).mainError.code).toBe('NOT_FOUND');
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    },
  );

  it('when the app starts, then a warning names each missing build', () => {
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(
      warnings.filter((line) => line.level === 40 && line.msg.includes('index.html not found')),
    ).toHaveLength(2);
  });

  it('when /onboarding is requested, then it still redirects to /onboarding/', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding' });
    expect(response.statusCode).toBe(301);
  });
});
