import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrerenderedSteps, withPrerenderedStep } from '../src/routes/prerendered-steps';
import { buildTestApp } from './build-test-app';
import { verifiedAccount } from './builders/applicant';

// index.html as scripts/prerender-first-page.mjs leaves it (decisions 221, 224).
const INDEX_HTML = `<!doctype html>
<html lang="sl">
  <head>
    <meta name="portal-variant" content="si">
    <meta name="portal-prerendered" content="#/lightsignup">
    <script>window.loader = true;</script>
    <link rel="stylesheet" crossorigin href="/onboarding/assets/index-Aa11Bb22.css">
  </head>
  <body>
    <div id="root"><div class="prerendered-page" inert><h1>Sign up</h1></div></div>
</body>
</html>
`;

const CONSENTS = '<div class="prerendered-page" inert><main><h1>Legal questions</h1></main></div>';
const STEPS_MANIFEST = {
  'CURRENTACCOUNT/consents': {
    hash: '#/consents',
    stylesheets: ['/onboarding/assets/consents-Cc33Dd44.css'],
  },
};

async function writeDist(dir: string): Promise<void> {
  await mkdir(join(dir, 'prerendered', 'CURRENTACCOUNT'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'prerendered', 'steps.json'), JSON.stringify(STEPS_MANIFEST));
  await writeFile(join(dir, 'prerendered', 'CURRENTACCOUNT', 'consents.html'), CONSENTS);
}

describe('prerendered steps (decision 224)', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'onboarding-steps-'));
    await writeDist(join(root, 'web'));
    app = await buildTestApp({ env: { WEB_DIST_DIR: join(root, 'web') } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const index = (cookie?: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/onboarding/',
      headers: {
        ...(cookie === undefined ? {} : { cookie }),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('when a signed-in applicant comes back to a prerendered step, then index.html paints it', async () => {
    const { sid } = await verifiedAccount(app);
    const response = await index(`sid=${sid}; shownStep=CURRENTACCOUNT%2Fconsents`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root">${CONSENTS}</div>`);
    expect(response.body).not.toContain('Sign up');
    expect(response.body).toContain('<meta name="portal-prerendered" content="#/consents">');
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/onboarding/assets/consents-Cc33Dd44.css">\n  </head>',
    );
    // The same loader: the page's policy allows it by the same hash.
    const plain = await index();
    expect(response.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    expect(response.headers['cache-control']).toBe('no-cache');

    const compressed = await index(`sid=${sid}; shownStep=CURRENTACCOUNT%2Fconsents`, 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(response.body);
  });

  it.each([
    ['no session', 'shownStep=CURRENTACCOUNT%2Fconsents'],
    ['a session that is not one', 'sid=not-a-session; shownStep=CURRENTACCOUNT%2Fconsents'],
    ['no shown step', undefined],
    ['a step the build did not prerender', 'shownStep=CURRENTACCOUNT%2Fwelcome'],
    ['a step name that is not one', 'shownStep=%3Cscript%3E'],
  ])('when %s, then index.html paints the sign-up page', async (_, cookie) => {
    const { sid } = await verifiedAccount(app);
    const withSession = cookie?.startsWith('shownStep=CURRENTACCOUNT%2Fw') ? `sid=${sid}; ` : '';
    const response = await index(cookie === undefined ? `sid=${sid}` : `${withSession}${cookie}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('when the session has ended, then index.html paints the sign-up page', async () => {
    const { sid } = await verifiedAccount(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/services/slo/security/action/logout',
      headers: { cookie: `sid=${sid}` },
    });
    expect(logout.statusCode).toBe(200);
    const response = await index(`sid=${sid}; shownStep=CURRENTACCOUNT%2Fconsents`);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('withPrerenderedStep', () => {
  const step = { hash: '#/consents', alsoAt: [], stylesheets: [], markup: '<p>$& $1 step</p>' };

  it('puts the markup in #root as it is, replacement patterns included', () => {
    expect(withPrerenderedStep(INDEX_HTML, step)).toContain(
      '<div id="root"><p>$& $1 step</p></div>',
    );
  });

  it('keeps the public pages’ templates and the picker after #root (decision 258)', () => {
    const withPages = INDEX_HTML.replace(
      '</div></div>\n</body>',
      '</div></div>\n    <template data-prerendered-hash="#/usermessages/contact"><div class="prerendered-page" inert><h1>Contact</h1></div></template>\n    <script>picker()</script>\n</body>',
    );
    const painted = withPrerenderedStep(withPages, step);
    expect(painted).toContain('<div id="root"><p>$& $1 step</p></div>\n    <template');
    expect(painted).toContain('<h1>Contact</h1></div></template>\n    <script>picker()</script>');
    expect(painted).not.toContain('Sign up');
  });

  it('names the other addresses whose reload shows the step after its own (decision 289)', () => {
    const welcome = { ...step, hash: '#/welcome', alsoAt: ['#/pennytransfer'] };
    expect(withPrerenderedStep(INDEX_HTML, welcome)).toContain(
      '<meta name="portal-prerendered" content="#/welcome #/pennytransfer">',
    );
  });

  it('leaves a page without the prerendered meta (a build without chromium) as it is', () => {
    const plain = INDEX_HTML.replace(/\s*<meta name="portal-prerendered"[^>]*>/, '');
    expect(withPrerenderedStep(plain, step)).toBe(plain);
  });
});

describe('readPrerenderedSteps', () => {
  it('reads nothing from a build without steps', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'onboarding-no-steps-'));
    expect(readPrerenderedSteps(dir).size).toBe(0);
    await rm(dir, { recursive: true });
  });

  it('refuses a manifest whose other address is not an address of the app', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'onboarding-bad-also-'));
    await mkdir(join(dir, 'prerendered'));
    const manifest = {
      'DAYPOSIT/welcome': { hash: '#/welcome', alsoAt: ['#/x" onload="y'], stylesheets: [] },
    };
    await writeFile(join(dir, 'prerendered', 'steps.json'), JSON.stringify(manifest));
    expect(() => readPrerenderedSteps(dir)).toThrow();
    await rm(dir, { recursive: true });
  });

  it('refuses a manifest whose stylesheet is not a path of the build', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'onboarding-bad-steps-'));
    await mkdir(join(dir, 'prerendered'));
    const manifest = {
      'CURRENTACCOUNT/consents': { hash: '#/consents', stylesheets: ['"><script>x</script>'] },
    };
    await writeFile(join(dir, 'prerendered', 'steps.json'), JSON.stringify(manifest));
    expect(() => readPrerenderedSteps(dir)).toThrow();
    await rm(dir, { recursive: true });
  });

  it('reads a step of a nested address (decision 257)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'onboarding-nested-steps-'));
    await mkdir(join(dir, 'prerendered', 'CURRENTACCOUNT', 'consents'), { recursive: true });
    const manifest = { 'CURRENTACCOUNT/consents/pdf': { hash: '#/consents/pdf', stylesheets: [] } };
    await writeFile(join(dir, 'prerendered', 'steps.json'), JSON.stringify(manifest));
    await writeFile(join(dir, 'prerendered', 'CURRENTACCOUNT', 'consents', 'pdf.html'), CONSENTS);
    expect(readPrerenderedSteps(dir).get('CURRENTACCOUNT/consents/pdf')).toEqual({
      hash: '#/consents/pdf',
      alsoAt: [],
      stylesheets: [],
      markup: CONSENTS,
    });
    await rm(dir, { recursive: true });
  });

  it('refuses a step name that leaves the prerendered folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'onboarding-escaping-steps-'));
    await mkdir(join(dir, 'prerendered'));
    const manifest = { 'CURRENTACCOUNT/../index': { hash: '#/consents', stylesheets: [] } };
    await writeFile(join(dir, 'prerendered', 'steps.json'), JSON.stringify(manifest));
    expect(() => readPrerenderedSteps(dir)).toThrow();
    await rm(dir, { recursive: true });
  });
});
