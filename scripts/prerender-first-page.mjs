// After `vite build` of an app that names a prerendered page (packages/web-shell/src/vite/
// deferred-entry.ts, decision 221): renders that page in Chromium from the built files and writes
// its markup into index.html's #root, inert, so that a first visit sees the page before its code
// has arrived. The app's own first render replaces it (createRoot empties #root).
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const MANIFEST = 'prerender.json';
const CHROMIUM = '/usr/bin/chromium';
const ROOT_ELEMENT = '<div id="root"></div>';

const TYPES = {
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The built files under `base`, as the server sends them; anything else (the API) is a 404. */
function serveBuild(distDir, base) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const relative = path === base ? 'index.html' : path.slice(base.length);
    const file = normalize(join(distDir, relative));
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!path.startsWith(base) || !file.startsWith(distDir + sep) || !isFile) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The app renders its header by the window's width (a phone's menu, or the tools in a row:
 * site-header.tsx), so the page is rendered at both and the CSS shows the one that fits
 * (apps/web/src/app/global.css, the same breakpoint).
 */
const WIDTHS = [
  { name: 'compact', viewport: { width: 390, height: 844 } },
  { name: 'wide', viewport: { width: 1280, height: 800 } },
];

/** The markup #root holds once the page has rendered and its requests have settled. */
async function renderPage(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#root h1').waitFor();
    await page.waitForLoadState('networkidle');
    if (problems.length > 0) throw new Error(`the page reported: ${problems.join('; ')}`);
    return await page.locator('#root').innerHTML();
  } finally {
    await context.close();
  }
}

const HEADER = /<header\b[\s\S]*?<\/header>/;

/**
 * The page once, with the header of each width (the CSS shows the one that fits), inert: a picture
 * of the page until its code has run; nothing in it can be focused or used.
 */
async function renderAtEachWidth(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const headers = [];
    const pages = new Set();
    for (const { name, viewport } of WIDTHS) {
      const markup = await renderPage(browser, url, viewport);
      const header = HEADER.exec(markup)?.[0];
      if (header === undefined) throw new Error(`${url} has no <header> at the ${name} width`);
      headers.push(`<div class="prerendered-page__header--${name}">${header}</div>`);
      pages.add(markup.replace(header, '<!--header-->'));
    }
    // Anything else that changed with the width would show the wrong copy on some screens.
    if (pages.size !== 1) throw new Error(`${url} differs by width beyond its header`);
    const [page] = pages;
    return `<div class="prerendered-page" inert>${page.replace('<!--header-->', headers.join(''))}</div>`;
  } finally {
    await browser.close();
  }
}

/**
 * Prerenders the page named in `distDir`/prerender.json into `distDir`/index.html. Without
 * Chromium the build stays as it is (the app renders the page itself) and says so.
 */
export async function prerenderFirstPage(distDir, base) {
  const manifestFile = join(distDir, MANIFEST);
  if (!existsSync(manifestFile)) return;
  const { hash } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(manifestFile);
  if (!existsSync(CHROMIUM)) {
    console.warn(`No ${CHROMIUM}: ${hash} is not prerendered; the app renders it on arrival.`);
    return;
  }
  const indexFile = join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`${indexFile} has no empty ${ROOT_ELEMENT}`);
  const server = await serveBuild(distDir, base);
  try {
    const { port } = server.address();
    const markup = await renderAtEachWidth(`http://127.0.0.1:${port}${base}${hash}`);
    writeFileSync(indexFile, html.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`));
    console.log(`Prerendered ${base}${hash} into index.html (${markup.length} characters)`);
  } finally {
    server.close();
  }
}
