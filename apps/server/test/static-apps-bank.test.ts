import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bankPlaceholder, parseBankPage, type TBankPage } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectBank } from '../src/routes/static-apps';
import { buildTestApp } from './build-test-app';
import { verifiedAccount } from './builders/applicant';
import { foreignBankMarksIn, OTHER_CREDITOR, OTHER_CREDITOR_ENV } from './builders/creditor';

// The pages name the configured bank (decision 229): the build's index.html as
// scripts/prerender-first-page.mjs leaves it, the header and footer of its painted page holding
// the placeholders of each line the pages print, the shell's meta empty and the app's own title.
const ph = (field: keyof TBankPage) => bankPlaceholder(field);
const PAINTED_FRAME = `<header><a aria-label="${ph('name')} – na spletno stran banke"><span>${ph('name')}</span></a></header>
<footer><a href="${ph('phoneUri')}">${ph('phone')}</a><a href="${ph('cardPhoneUri')}">${ph('cardPhone')}</a><a href="mailto:${ph('email')}">${ph('email')}</a>
<address>${ph('legalName')}, ${ph('address')}</address><p>© 2026 ${ph('legalName')}, vse pravice pridržane.</p></footer>`;

const INDEX_HTML = `<!doctype html>
<html lang="sl">
  <head>
    <meta name="portal-bank" content="">
    <meta name="portal-variant" content="si">
    <meta name="portal-prerendered" content="#/lightsignup">
    <meta name="portal-bank-site" content="https://www.example-bank.si" />
    <title>Banka</title>
  </head>
  <body>
    <div id="root"><div class="prerendered-page" inert>${PAINTED_FRAME}<h1>Sign up</h1></div></div>
</body>
</html>
`;

const CONSENTS = `<div class="prerendered-page" inert>${PAINTED_FRAME}<main><h1>Legal questions</h1></main></div>`;

async function writeDist(dir: string): Promise<void> {
  await mkdir(join(dir, 'prerendered', 'CURRENTACCOUNT'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(
    join(dir, 'prerendered', 'steps.json'),
    JSON.stringify({ 'CURRENTACCOUNT/consents': { hash: '#/consents', stylesheets: [] } }),
  );
  await writeFile(join(dir, 'prerendered', 'CURRENTACCOUNT', 'consents.html'), CONSENTS);
}

/** What the pages must print of OTHER_CREDITOR, as the server formats it. */
const OTHER_BANK_PAGE = {
  name: 'Testna Hranilnica',
  legalName: 'Testna Hranilnica d.o.o.',
  address: 'Glavni trg 7, 2000 Maribor',
  phone: '+386 2 111 22 33',
  phoneUri: 'tel:+38621112233',
  cardPhone: '+386 2 111 22 44',
  cardPhoneUri: 'tel:+38621112244',
  email: 'pomoc@hranilnica.example',
};

function bankMetaOf(html: string) {
  const content = /<meta name="portal-bank" content="([^"]*)">/.exec(html)?.[1] ?? '';
  // The attribute as a browser reads it: the four references escapeAttribute writes, & last.
  return parseBankPage(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('the pages name the configured bank (decision 229)', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'onboarding-bank-'));
    await writeDist(join(root, 'web'));
    await writeDist(join(root, 'operator'));
    app = await buildTestApp({
      env: {
        ...OTHER_CREDITOR_ENV,
        WEB_DIST_DIR: join(root, 'web'),
        OPERATOR_DIST_DIR: join(root, 'operator'),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  function expectTheOtherBankOnly(html: string): void {
    expect(bankMetaOf(html)).toEqual(OTHER_BANK_PAGE);
    expect(html).toContain('<title>Testna Hranilnica</title>');
    expect(html).toContain('<span>Testna Hranilnica</span>');
    expect(html).toContain('aria-label="Testna Hranilnica – na spletno stran banke"');
    expect(html).toContain('<a href="tel:+38621112233">+386 2 111 22 33</a>');
    expect(html).toContain(
      '<a href="mailto:pomoc@hranilnica.example">pomoc@hranilnica.example</a>',
    );
    expect(html).toContain(
      '<address>Testna Hranilnica d.o.o., Glavni trg 7, 2000 Maribor</address>',
    );
    expect(html).toContain('© 2026 Testna Hranilnica d.o.o., vse pravice pridržane.');
    expect(html).toContain(`content="${OTHER_CREDITOR.web}"`);
    expect(html).not.toContain('__portal_bank_');
    expect(html).not.toContain('<title>Banka</title>');
    expect(foreignBankMarksIn(html)).toEqual([]);
  }

  it.each(['/onboarding/', '/operator/'])(
    'when %s is served, then its meta, title and painted page name the configured bank, none of the default',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
      expect(response.statusCode).toBe(200);
      expectTheOtherBankOnly(response.body);
    },
  );

  it('when a returning applicant’s step is painted by the server, then it names the configured bank', async () => {
    const { sid } = await verifiedAccount(app);
    const response = await app.inject({
      method: 'GET',
      url: '/onboarding/',
      headers: { cookie: `sid=${sid}; shownStep=CURRENTACCOUNT%2Fconsents` },
    });
    expect(response.body).toContain('Legal questions');
    expectTheOtherBankOnly(response.body);
  });
});

describe('injectBank', () => {
  it('escapes what it writes, in the meta and in the markup', () => {
    const creditor = { ...OTHER_CREDITOR, name: 'A & "B" <Banka>' };
    // Written twice, as a returning applicant's step is (index.html, then with its markup).
    const html = injectBank(
      injectBank(
        `<meta name="portal-bank" content=""><title>x</title><span>${ph('name')}</span>`,
        creditor,
      ),
      creditor,
    );
    expect(html).toContain('<title>A &amp; &quot;B&quot; &lt;Banka&gt;</title>');
    expect(html).toContain('<span>A &amp; &quot;B&quot; &lt;Banka&gt;</span>');
    expect(html).not.toContain('<Banka>');
    expect(bankMetaOf(html)?.name).toBe('A & "B" <Banka>');
  });

  it('rewrites the meta whole for a name with an apostrophe', () => {
    const creditor = { ...OTHER_CREDITOR, name: "Zadružna hranilnica 'Dolenjska'" };
    const page = '<meta name="portal-bank" content="">';
    const once = injectBank(page, creditor);
    expect(bankMetaOf(once)?.name).toBe("Zadružna hranilnica 'Dolenjska'");
    expect(injectBank(once, { ...creditor, name: 'Druga' })).not.toContain('Dolenjska');
  });

  it('leaves a page without the meta, placeholders or title as it is', () => {
    const html = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(injectBank(html, OTHER_CREDITOR)).toBe(html);
  });
});
