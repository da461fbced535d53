// @vitest-environment node
import { build, createServer, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellPage } from './shell-page';
import appPage from './test-app/index.html?raw';

/** A folder with an app's own index.html (its language, theme colour, title) and an entry. */
const root = decodeURIComponent(new URL('./test-app', import.meta.url).pathname);
const plugins = [shellPage()];

/** The page as Vite serves it in development. */
async function servedPage(): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins,
  });
  try {
    return await server.transformIndexHtml('/', appPage);
  } finally {
    await server.close();
  }
}

/** The page as `vite build` writes it (kept in memory). */
async function builtPage(): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    build: { write: false },
  })) as Rollup.RollupOutput;
  const page = output.output.find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('no index.html in the build');
  return String(page.source);
}

describe('shellPage', () => {
  it('writes the shared head before the app’s own, then the root element and the entry script', async () => {
    const page = await servedPage();
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain('<meta charset="UTF-8">');
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(head).toContain('<meta name="portal-variant" content="si">');
    // The server writes the configured bank here (decision 229); the build names none.
    expect(head).toContain('<meta name="portal-bank" content="">');
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(head.indexOf('charset')).toBeLessThan(head.indexOf('theme-color'));
    expect(head).toContain('<title>Banka</title>');
    const body = page.slice(page.indexOf('<body>'));
    expect(body).toMatch(/<div id="root"><\/div>\s*<script type="module" src="\/src\/main\.tsx">/);
  });

  it('has the entry it writes bundled by the build, like one written in the page', async () => {
    const page = await builtPage();
    expect(page).not.toContain('/src/main.tsx');
    expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(page).toContain('<meta name="portal-variant" content="si">');
    expect(page).toContain('<div id="root"></div>');
  });
});
