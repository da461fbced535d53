// After `vite build` of an app that names a prerendered page (packages/web-shell/src/vite/
// deferred-entry.ts, decision 221): renders that page in Chromium from the built files and writes
// its markup into index.html's #root, inert, so that a first visit sees the page before its code
// has arrived; the app takes over once its own render is ready (src/lib/prerendered/hand-over.ts).
// The private steps it names are rendered the same way into prerendered/<name>.html, with
// prerendered/steps.json saying which stylesheets each needs: the server puts one in index.html
// for a signed-in applicant coming back to it (decision 224). The public pages it names are kept
// in index.html as inert templates after #root, which the loader picks by the address (258).
/* global document, window, MutationObserver -- takePicture and its observer run in the page */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const MANIFEST = 'prerender.json';
/** deferred-entry.ts's PRERENDERED_META: the address of the markup in #root. */
const PRERENDERED_META = 'portal-prerendered';
/** deferred-entry.ts's PRERENDERED_PAGES_META and PRERENDERED_HASH_ATTRIBUTE (decision 258). */
const PRERENDERED_PAGES_META = 'portal-prerendered-pages';
const PRERENDERED_HASH_ATTRIBUTE = 'data-prerendered-hash';
/** Where the steps go, and the file that lists them (read by the server's static-apps.ts). */
const STEPS_DIRECTORY = 'prerendered';
const STEPS_MANIFEST = 'steps.json';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The bank's identity the pages are rendered with: placeholders, one per line the pages print
 * (packages/domain/src/bank-page.ts, `bankPlaceholder`), which the server replaces with the
 * configured bank when it serves the page (static-apps.ts `injectBank`, decision 229). The build
 * knows no bank: the same build serves whichever bank the server is configured with.
 */
const BANK_FIELDS = [
  'name',
  'legalName',
  'address',
  'phone',
  'phoneUri',
  'cardPhone',
  'cardPhoneUri',
  'email',
];
const BANK_META = /(<meta\b[^>]*\bname="portal-bank"[^>]*\bcontent=")[^"]*(")/;
const BANK_PLACEHOLDERS = Object.fromEntries(
  BANK_FIELDS.map((field) => [field, `__portal_bank_${field}__`]),
);

/** index.html as the pages are rendered from it: the bank's meta holds the placeholders. */
function withBankPlaceholders(html) {
  const content = JSON.stringify(BANK_PLACEHOLDERS).replace(/"/g, '&quot;');
  return html.replace(BANK_META, (_, start, end) => `${start}${content}${end}`);
}

const TYPES = {
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The built files under `base`, as the server sends them; anything else is a 404 (the API answers
 * of a step are given by renderPage before they reach this server).
 */
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
    const body =
      relative === 'index.html'
        ? withBankPlaceholders(readFileSync(file, 'utf8'))
        : readFileSync(file);
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(body);
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

/**
 * What #root holds once the page has rendered, without what the page marks data-prerender-omit
 * (what depends on the applicant's own answers, or on the device) and any loading indicator, and
 * the stylesheets it needs (paths, as the page links them).
 */
function takePicture() {
  const root = document.getElementById('root');
  // index.html's own picture (the sign-up page, hidden on any other address) is not the page.
  if (root?.querySelector('.prerendered-page') !== null) return null;
  if (root.querySelector('h1') === null) return null;
  const copy = root.cloneNode(true);
  for (const left of copy.querySelectorAll('[data-prerender-omit], .loading-mask')) left.remove();
  const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map(
    (link) => new URL(link.href).pathname,
  );
  return { markup: copy.innerHTML, stylesheets };
}

/**
 * Takes the picture as soon as the page's heading is in at the step's own address: in the mutation
 * observer's turn right after the render that put it there, before anything that render starts (a
 * form's own code and stylesheets fetched after the first paint) has come in. A page the state's
 * page moves on to (decision 293) is taken once the address is its own, not on the way. Run in the
 * page before its scripts.
 */
function takePictureOnFirstRender(take, hash) {
  // The heading of the page on the way: still in #root for a moment after the address changed.
  let passedHeading = null;
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('#root h1');
    if (window.location.hash !== hash) {
      passedHeading = heading;
      return;
    }
    if (heading !== null && heading === passedHeading) return;
    const picture = take();
    if (picture === null) return;
    observer.disconnect();
    window.prerenderedPicture = picture;
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The page's picture (takePicture). The first page is taken once its requests have settled. A
 * step's API calls get its answers and any other call is held unanswered, and it is taken at its
 * first render with its heading: what comes after belongs to the app, not to the picture.
 */
async function renderPage(browser, url, viewport, step) {
  const context = await browser.newContext({ viewport });
  try {
    if (step !== undefined) {
      await context.addCookies(
        Object.entries(step.cookies).map(([name, value]) => ({ name, value, url })),
      );
    }
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    let picture;
    if (step === undefined) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('#root h1').waitFor();
      await page.waitForLoadState('networkidle');
      picture = await page.evaluate(takePicture);
    } else {
      await page.route('**/services/**', (route) => {
        const answer = step.answers[new URL(route.request().url()).pathname];
        return answer === undefined ? undefined : route.fulfill({ json: answer });
      });
      // A page that follows a run live (the realtime socket) finds it open and silent.
      await page.routeWebSocket(/./, () => undefined);
      await page.addInitScript(
        `(${takePictureOnFirstRender.toString()})(${takePicture.toString()}, ${JSON.stringify(step.hash)})`,
      );
      await page.goto(url);
      const taken = await page.waitForFunction(() => window.prerenderedPicture);
      picture = await taken.jsonValue();
      const hash = await page.evaluate(() => window.location.hash);
      if (hash !== step.hash) throw new Error(`${step.name} went on to ${hash}: check its answers`);
    }
    if (problems.length > 0) throw new Error(`the page reported: ${problems.join('; ')}`);
    return picture;
  } finally {
    await context.close();
  }
}

const HEADER = /<header\b[\s\S]*?<\/header>/;
/** React's useId ids (`_r_1f_`): numbered in the order the app happened to mount its components. */
const REACT_ID = /_r_[0-9a-z]+_/g;

/**
 * The ids React gave, renamed by their order in `markup`: the same page rendered at another width,
 * or with a spinner shown a moment longer, counts its ids from elsewhere. The prefix keeps them
 * apart from the ids of the app's own render, which sits beside the picture until it is shown.
 */
function renumberIds(markup, prefix) {
  const ids = new Map();
  return markup.replace(REACT_ID, (id) => {
    if (!ids.has(id)) ids.set(id, `${prefix}${ids.size}`);
    return ids.get(id);
  });
}

/**
 * The page once, with the header of each width (the CSS shows the one that fits), inert: a picture
 * of the page until its code has run; nothing in it can be focused or used.
 */
async function renderAtEachWidth(browser, url, step) {
  const headers = [];
  const pages = new Set();
  const stylesheets = new Set();
  for (const { name, viewport } of WIDTHS) {
    const rendered = await renderPage(browser, url, viewport, step);
    const header = HEADER.exec(rendered.markup)?.[0];
    // The message pages' bare frame has no header (page-frame.tsx): the page is the same at both.
    if (header === undefined) {
      if (headers.length > 0) throw new Error(`${url} has no <header> at the ${name} width`);
      pages.add(renumberIds(rendered.markup, 'pp'));
    } else {
      if (pages.size > headers.length) throw new Error(`${url} has a <header> only when ${name}`);
      const headerOfWidth = renumberIds(header, `ph-${name}-`);
      headers.push(`<div class="prerendered-page__header--${name}">${headerOfWidth}</div>`);
      pages.add(renumberIds(rendered.markup.replace(header, '<!--header-->'), 'pp'));
    }
    for (const href of rendered.stylesheets) stylesheets.add(href);
  }
  // Anything else that changed with the width would show the wrong copy on some screens.
  const [page, other] = pages;
  if (other !== undefined) {
    let at = 0;
    while (page[at] === other[at]) at += 1;
    const around = (markup) => markup.slice(Math.max(0, at - 80), at + 80);
    throw new Error(
      `${url} differs by width beyond its header:\n  ${around(page)}\n  ${around(other)}`,
    );
  }
  return {
    markup: `<div class="prerendered-page" inert>${page.replace('<!--header-->', headers.join(''))}</div>`,
    stylesheets: [...stylesheets],
  };
}

const STYLESHEET_HREF = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const VARIANT_META = /<meta\b[^>]*\bname="portal-variant"[^>]*>/;

/**
 * Each of `steps` into prerendered/<name>.html, and prerendered/steps.json: per step its address
 * (and the others where it shows: decision 289) and the stylesheets beyond index.html's that its page loaded, in their order (the server links
 * them).
 */
async function renderSteps(browser, distDir, address, steps, indexStylesheets) {
  const manifest = {};
  for (const step of steps) {
    const { markup, stylesheets } = await renderAtEachWidth(
      browser,
      address(step.hash),
      step,
    ).catch((error) => {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    });
    const file = join(distDir, STEPS_DIRECTORY, `${step.name}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, markup);
    manifest[step.name] = {
      hash: step.hash,
      alsoAt: step.alsoAt ?? [],
      stylesheets: stylesheets.filter((href) => !indexStylesheets.has(href)),
    };
  }
  writeFileSync(join(distDir, STEPS_DIRECTORY, STEPS_MANIFEST), JSON.stringify(manifest, null, 2));
  console.log(`Prerendered ${steps.length} private steps into ${STEPS_DIRECTORY}/`);
}

/**
 * The public pages (decision 258), each rendered signed out as a step is (its API calls left
 * unanswered, taken at its first render with its heading): the page as every visitor sees it
 * before anything is known of them. A link page (decision 295) is opened through its link with its
 * answers and kept under its address with any query (`<hash>?`); the pages it resumes at (297) are
 * opened through the same link with theirs and kept under their keys. Returns their templates and, per
 * key, the stylesheets beyond index.html's.
 */
async function renderPublicPages(browser, address, hashes, linkPages, indexStylesheets) {
  const templates = [];
  const stylesheetsOf = {};
  const renders = [
    ...hashes.map((hash) => ({ key: hash, url: hash, answers: {}, hash })),
    ...linkPages.flatMap(({ hash, link, answers, resume }) => [
      { key: `${hash}?`, url: link, answers, hash },
      // The pages the link resumes at on a device that opened it before (decision 297).
      ...(resume?.pages ?? []).map((page) => ({ ...page, url: link })),
    ]),
  ];
  for (const { key, url, answers, hash } of renders) {
    const page = { name: key, hash, answers, cookies: {} };
    const { markup, stylesheets } = await renderAtEachWidth(browser, address(url), page).catch(
      (error) => {
        throw new Error(`${key}: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      },
    );
    templates.push(`<template ${PRERENDERED_HASH_ATTRIBUTE}="${key}">${markup}</template>`);
    stylesheetsOf[key] = stylesheets.filter((href) => !indexStylesheets.has(href));
  }
  return { templates, stylesheetsOf };
}

/**
 * Prerenders the page named in `distDir`/prerender.json into `distDir`/index.html, the public
 * pages it names into templates after #root, and the steps it names into `distDir`/prerendered/.
 * Without Chromium the build stays as it is (the app renders every page itself) and says so.
 */
export async function prerenderFirstPage(distDir, base) {
  const manifestFile = join(distDir, MANIFEST);
  if (!existsSync(manifestFile)) return;
  const {
    hash,
    steps = [],
    pages = [],
    linkPages = [],
  } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(manifestFile);
  if (!existsSync(CHROMIUM)) {
    console.warn(`No ${CHROMIUM}: ${hash} is not prerendered; the app renders it on arrival.`);
    return;
  }
  const indexFile = join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`${indexFile} has no empty ${ROOT_ELEMENT}`);
  if (!VARIANT_META.test(html)) throw new Error(`${indexFile} has no portal-variant meta`);
  if (!BANK_META.test(html)) throw new Error(`${indexFile} has no portal-bank meta`);
  const server = await serveBuild(distDir, base);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { port } = server.address();
    const address = (pageHash) => `http://127.0.0.1:${port}${base}${pageHash}`;
    const indexStylesheets = new Set([...html.matchAll(STYLESHEET_HREF)].map(([, href]) => href));
    // Rendered from index.html as vite left it: no picture in #root, no template to pick.
    const { markup } = await renderAtEachWidth(browser, address(hash));
    const publicPages = await renderPublicPages(
      browser,
      address,
      pages,
      linkPages,
      indexStylesheets,
    );
    const metas = [`<meta name="${PRERENDERED_META}" content="${hash}">`];
    if (publicPages.templates.length > 0) {
      const listed = JSON.stringify(publicPages.stylesheetsOf).replace(/"/g, '&quot;');
      metas.push(`<meta name="${PRERENDERED_PAGES_META}" content="${listed}">`);
    }
    const templates = publicPages.templates.map((template) => `\n    ${template}`).join('');
    writeFileSync(
      indexFile,
      html
        .replace(VARIANT_META, (variant) => [variant, ...metas].join('\n    '))
        .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${templates}`),
    );
    console.log(
      `Prerendered ${base}${hash} into index.html (${markup.length} characters), and ` +
        `${publicPages.templates.length} public pages as its templates ` +
        `(${publicPages.templates.join('').length} characters)`,
    );
    if (steps.length > 0) await renderSteps(browser, distDir, address, steps, indexStylesheets);
  } finally {
    await browser.close();
    server.close();
  }
}
