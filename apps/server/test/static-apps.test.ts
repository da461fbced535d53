import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, injectBankSite, injectCataloguePreload } from '../src/routes/static-apps';
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

/** The applicant page's inline loader (packages/web-shell/src/vite/deferred-entry.ts). */
const LOADER = 'window.loaded = "at once";';

async function writeDist(dir: string, title: string, inlineScript?: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  const page = INDEX_HTML.replace('<div id="root">', `<div id="root">${title}`);
  await writeFile(
    join(dir, 'index.html'),
    inlineScript === undefined
      ? page
      : page.replace('  </head>', `    <script>${inlineScript}</script>\n  </head>`),
  );
  await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");\n');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  // The face match runtime the console's build copies (decision 291).
  await mkdir(join(dir, 'assets', 'face-models', 'human-3.3.6'), { recursive: true });
  await writeFile(join(dir, 'assets', 'face-models', 'human-3.3.6', 'runtime.wasm'), WASM);
  // The language catalogues, as Vite names the chunks of packages/messages.
  await writeFile(join(dir, 'assets', 'sq-Xy12_b34.js'), 'export default {};\n');
  await writeFile(join(dir, 'assets', 'sl-Zz98-y76.js'), 'export default {};\n');
  // What scripts/compress-assets.mjs leaves beside a built file above 1 KB.
  await writeFile(join(dir, 'assets', 'route-Ef56Gh78.js'), LARGE_SCRIPT);
  await writeFile(join(dir, 'assets', 'route-Ef56Gh78.js.br'), brotliCompressSync(LARGE_SCRIPT));
  await writeFile(join(dir, 'assets', 'route-Ef56Gh78.js.gz'), gzipSync(LARGE_SCRIPT));
}

/** The smallest WebAssembly module: its magic number and version. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const FACE_RUNTIME = '/operator/assets/face-models/human-3.3.6/runtime.wasm';

/** The script-src directive of an answer's Content-Security-Policy. */
function scriptSources(response: { headers: Record<string, unknown> }): string | undefined {
  return String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));
}

const LARGE_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('static apps', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'onboarding-dist-'));
    await writeDist(join(root, 'web'), 'applicant', LOADER);
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
  it('when index.html is served, then it preloads the catalogue of the variant’s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding/' });
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/onboarding/assets/sq-Xy12_b34.js">\n  </head>',
    );
    expect(response.body).not.toContain('sl-Zz98-y76.js');
  });

  it('when the catalogue comes in parts, then the core is preloaded, not one of its sections', async () => {
    const assets = join(root, 'parts', 'assets');
    await mkdir(assets, { recursive: true });
    for (const name of ['sl-Aa11Bb22.js', 'core-sl-Cc33Dd44.js', 'sl-Ee55Ff66.js']) {
      await writeFile(join(assets, name), 'export default {};\n');
    }
    expect(injectCataloguePreload(INDEX_HTML, assets, '/x/', 'sl')).toContain(
      '<link rel="modulepreload" crossorigin href="/x/core-sl-Cc33Dd44.js">',
    );
    await rm(join(assets, 'core-sl-Cc33Dd44.js'));
    // Several chunks of the name and no core: none of them is the catalogue a first render needs.
    expect(injectCataloguePreload(INDEX_HTML, assets, '/x/', 'sl')).toBe(INDEX_HTML);
  });

  it('when the build has no catalogue chunk, then the page is left as it is', () => {
    expect(injectCataloguePreload(INDEX_HTML, join(root, 'web', 'assets'), '/x/', 'en')).toBe(
      INDEX_HTML,
    );
    expect(injectCataloguePreload(INDEX_HTML, join(root, 'missing'), '/x/', 'sq')).toBe(INDEX_HTML);
  });

  it('allows the page’s own inline script by its hash, and no other inline script (decision 221)', async () => {
    const hash = createHash('sha256').update(LOADER).digest('base64');
    const applicant = await app.inject({ method: 'GET', url: '/onboarding/' });
    expect(scriptSources(applicant)).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(applicant.body).toContain(`<script>${LOADER}</script>`);
    const file = await app.inject({ method: 'GET', url: '/onboarding/assets/index-Ab12Cd34.js' });
    expect(scriptSources(file)).toBe("script-src 'self'");
  });

  it('lets the console, and its files (a worker’s policy is its own), run WebAssembly only (decision 291)', async () => {
    const console = await app.inject({ method: 'GET', url: '/operator/' });
    expect(scriptSources(console)).toBe("script-src 'self' 'wasm-unsafe-eval'");
    const worker = await app.inject({ method: 'GET', url: '/operator/assets/index-Ab12Cd34.js' });
    expect(scriptSources(worker)).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(String(console.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
    const runtime = await app.inject({ method: 'GET', url: FACE_RUNTIME });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toBe('application/wasm');
    expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(runtime.rawPayload.equals(WASM)).toBe(true);
  });

  describe('compression (decision 189)', () => {
    const asset = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/onboarding/assets/route-Ef56Gh78.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ])(
      'when Accept-Encoding is %s, then the built %s copy of a hashed asset is sent',
      async (accept, encoding) => {
        const response = await asset(accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toBe('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(LARGE_SCRIPT.length / 3);
        expect(decoded(response.rawPayload, response.headers['content-encoding'])).toBe(
          LARGE_SCRIPT,
        );
      },
    );

    it.each([undefined, 'identity', 'deflate'])(
      'when Accept-Encoding is %s, then the asset is sent as it is',
      async (accept) => {
        const response = await asset(accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toBe('accept-encoding');
        expect(response.body).toBe(LARGE_SCRIPT);
      },
    );

    it('when an asset has no compressed copy, then it is sent as it is whatever is accepted', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/onboarding/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('console.log("app");\n');
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ])(
      'when index.html is asked for with %s, then it is sent as %s with the variant in it',
      async (accept, encoding) => {
        const response = await app.inject({
          method: 'GET',
          url: '/onboarding/',
          headers: accept === undefined ? {} : { 'accept-encoding': accept },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('accept-encoding');
        const html = decoded(response.rawPayload, response.headers['content-encoding']);
        expect(html).toContain('<meta name="portal-variant" content="al" />');
        expect(html).toContain('applicant');
      },
    );

    it.each([
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br', 'br'],
      ['BR', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0', 'identity'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['deflate, identity', 'identity'],
    ])('when Accept-Encoding is %j, then %s is chosen for a page', (accept, encoding) => {
      expect(chooseEncoding(accept)).toBe(encoding);
    });
  });
});

describe('static apps with FACE_ANALYSIS=off (decision 291)', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'onboarding-dist-'));
    await writeDist(join(root, 'web'), 'applicant');
    await writeDist(join(root, 'operator'), 'operator');
    app = await buildTestApp({
      env: {
        FACE_ANALYSIS: 'off',
        WEB_DIST_DIR: join(root, 'web'),
        OPERATOR_DIST_DIR: join(root, 'operator'),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves no model or runtime, and the console may not run WebAssembly', async () => {
    const runtime = await app.inject({ method: 'GET', url: FACE_RUNTIME });
    expect(runtime.statusCode).toBe(404);
    expect(ZErrorBody.parse(runtime.json()).mainError.code).toBe('NOT_FOUND');
    const console = await app.inject({ method: 'GET', url: '/operator/' });
    expect(console.statusCode).toBe(200);
    expect(scriptSources(console)).toBe("script-src 'self'");
    const file = await app.inject({ method: 'GET', url: '/operator/assets/index-Ab12Cd34.js' });
    expect(scriptSources(file)).toBe("script-src 'self'");
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
