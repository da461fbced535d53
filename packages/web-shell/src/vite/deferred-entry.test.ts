// @vitest-environment node
// The loader is run as a browser runs it, as a script with globals of its own; vm does no I/O.
// eslint-disable-next-line no-restricted-imports
import { runInNewContext } from 'node:vm';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  deferredEntry,
  loaderScript,
  PRERENDER_MANIFEST,
  type PrerenderedPage,
} from './deferred-entry';
import { firstPagePreload } from './first-page-preload';
import { shellPage } from './shell-page';

const root = decodeURIComponent(new URL('./test-app', import.meta.url).pathname);
const PAGE: PrerenderedPage = { hash: '#/page', variant: 'si', language: 'sl' };

async function builtFiles(page: PrerenderedPage = PAGE): Promise<Rollup.RollupOutput['output']> {
  const output = (await build({
    configFile: false,
    root,
    base: '/app/',
    logLevel: 'silent',
    plugins: [shellPage(), firstPagePreload(['src/page.ts']), deferredEntry(page)],
    build: { write: false, minify: false },
  })) as Rollup.RollupOutput;
  return output.output;
}

interface Visit {
  readonly hash: string;
  /** What index.html's portal-prerendered meta names; null: no meta (built without chromium). */
  readonly prerendered?: string | null;
  readonly search?: string;
  readonly variant?: string;
  readonly stored?: Readonly<Record<string, string>>;
  readonly cookie?: string;
  readonly storageThrows?: boolean;
  /** What index.html's portal-prerendered-pages meta lists (decision 258); absent: no meta. */
  readonly pages?: Readonly<Record<string, readonly string[]>>;
  /** The page the loader is built for; PAGE unless given. */
  readonly page?: PrerenderedPage;
  /** The browser reports paints (PerformanceObserver's 'paint' entries); absent: it does not. */
  readonly paints?: PaintReports;
  readonly hidden?: boolean;
}

/** A browser's paint reports, delivered when the test says the page has painted. */
class PaintReports {
  private readonly callbacks: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] =
    [];
  observing = 0;

  /** `refusing`: the browser lists paint reports but its observer throws (an older API). */
  constructor(private readonly refusing = false) {}

  /** What the loader constructs as `new PerformanceObserver(callback)`. */
  readonly Observer = (() => {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below reports to it
    const reports = this;
    return class {
      static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(
        private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
      ) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        if (reports.refusing) throw new TypeError('observe() takes entryTypes');
        reports.observing += 1;
        reports.callbacks.push(this.callback);
      }
      disconnect() {
        const at = reports.callbacks.indexOf(this.callback);
        if (at !== -1) {
          reports.callbacks.splice(at, 1);
          reports.observing -= 1;
        }
      }
    };
  })();

  /** The browser reports the entries `names` to every observer still observing. */
  report(...names: string[]) {
    for (const callback of [...this.callbacks]) {
      callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
  }
}

/** Runs the loader against a stand-in document and window; says what it did, and when. */
function runLoader(visit: Visit) {
  const appended: { tag: string; src?: string; href?: string; rel?: string }[] = [];
  const frames: (() => void)[] = [];
  /** Tasks set to run later than the next one (the loader's longest wait for a paint). */
  const timers: (() => void)[] = [];
  const attributes: string[] = [];
  const storage = {
    getItem: (key: string) => {
      if (visit.storageThrows === true) throw new Error('SecurityError');
      return visit.stored?.[key] ?? null;
    },
  };
  const document = {
    cookie: visit.cookie ?? '',
    querySelector: (selector: string) => {
      if (selector === 'meta[name="portal-variant"]') {
        return { getAttribute: () => visit.variant ?? 'si' };
      }
      if (selector === 'meta[name="portal-prerendered"]' && visit.prerendered !== null) {
        return { getAttribute: () => visit.prerendered ?? '#/page' };
      }
      if (selector === 'meta[name="portal-prerendered-pages"]' && visit.pages !== undefined) {
        return { getAttribute: () => JSON.stringify(visit.pages) };
      }
      return null;
    },
    visibilityState: visit.hidden === true ? 'hidden' : 'visible',
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes.push(name);
        picked.set(name, value);
      },
    },
  };
  const picked = new Map<string, string>();
  const window = {
    location: { hash: visit.hash, search: visit.search ?? '' },
    localStorage: storage,
    requestAnimationFrame: (task: () => void) => frames.push(() => task()),
    setTimeout: (task: () => void, delay = 0) => (delay > 0 ? timers : frames).push(task),
    atob: (text: string) => Buffer.from(text, 'base64').toString('binary'),
    ...(visit.paints === undefined ? {} : { PerformanceObserver: visit.paints.Observer }),
  };
  const code = loaderScript(
    '/app/assets/index.js',
    ['/app/assets/first-page.js'],
    visit.page ?? PAGE,
  );
  runInNewContext(code, { document, window });
  const atOnce = appended.map((element) => element.src ?? element.href);
  const runFrames = () => {
    while (frames.length > 0) frames.shift()?.();
  };
  runFrames();
  return {
    atOnce,
    loaded: appended,
    /** The page's paint is reported; the tasks that follow run. */
    painted: (...names: string[]) => {
      visit.paints?.report(...names);
      runFrames();
    },
    /** The later tasks run (the time the loader waits at most has passed). */
    waited: () => {
      while (timers.length > 0) timers.shift()?.();
      runFrames();
    },
    shown: attributes.includes('data-prerender-shown'),
    page: picked.get('data-prerender-page') ?? null,
  };
}

const PAGES = {
  '#/usermessages/contact': ['/app/assets/contact.css'],
  '#/lightsignup/loginback': [],
};

describe('deferredEntry', () => {
  it('puts a loader in place of the module script and preloads, before the stylesheets', async () => {
    const output = await builtFiles();
    const page = output.find((file) => file.fileName === 'index.html');
    const html = page?.type === 'asset' ? String(page.source) : '';
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('modulepreload"');
    const entry = output.find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
    const loader = html.indexOf('<script>');
    expect(loader).toBeGreaterThan(-1);
    expect(html.slice(loader)).toContain(`"/app/${entry}"`);
    expect(html.slice(loader)).toMatch(/"\/app\/assets\/first-page-[\w-]+\.js"/);
    expect(loader).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const manifest = output.find((file) => file.fileName === PRERENDER_MANIFEST);
    expect(manifest?.type === 'asset' ? JSON.parse(String(manifest.source)) : null).toEqual(PAGE);
  });

  it('with public pages, links their styles at the end of <head> and picks one after #root', async () => {
    const output = await builtFiles({ ...PAGE, pages: ['#/other'] });
    const page = output.find((file) => file.fileName === 'index.html');
    const html = page?.type === 'asset' ? String(page.source) : '';
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(scripts).toHaveLength(3);
    expect(html.indexOf('blocking')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('blocking')).toBeGreaterThan(html.lastIndexOf('rel="stylesheet"'));
    expect(html).toMatch(/<div id="root"><\/div>\s*<script>\(function \(d\) \{\s*var html/);
    const plain = await builtFiles();
    const index = plain.find((file) => file.fileName === 'index.html');
    expect(index?.type === 'asset' ? String(index.source) : '').not.toContain('blocking');
  });

  it('shows the prerendered page on its own visit and fetches the code after the first paint', () => {
    const visit = runLoader({ hash: '#/page' });
    expect(visit.shown).toBe(true);
    expect(visit.atOnce).toEqual([]);
    expect(visit.loaded).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/app/assets/first-page.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/app/assets/index.js' },
    ]);
    expect(runLoader({ hash: '#/page', stored: { language: 'sl' } }).shown).toBe(true);
  });

  it('fetches the code once the picture’s first contentful paint is reported (decision 305)', () => {
    const paints = new PaintReports();
    const visit = runLoader({ hash: '#/page', paints });
    expect(visit.shown).toBe(true);
    // The frame has run, but the paint has not reached the screen: nothing is asked yet.
    expect(visit.loaded).toEqual([]);
    visit.painted('first-paint');
    expect(visit.loaded).toEqual([]);
    visit.painted('first-paint', 'first-contentful-paint');
    expect(visit.loaded.map((element) => element.href ?? element.src)).toEqual([
      '/app/assets/first-page.js',
      '/app/assets/index.js',
    ]);
    expect(paints.observing).toBe(0);
    // Its longest wait then passes: the code is not asked for twice.
    visit.waited();
    expect(visit.loaded).toHaveLength(2);
  });

  it('fetches the code after its longest wait when no paint is reported', () => {
    const paints = new PaintReports();
    const visit = runLoader({ hash: '#/page', paints });
    expect(visit.loaded).toEqual([]);
    visit.waited();
    expect(visit.loaded).toHaveLength(2);
    expect(paints.observing).toBe(0);
    visit.painted('first-contentful-paint');
    expect(visit.loaded).toHaveLength(2);
  });

  it('fetches the code after the next frame when the paint observer fails', () => {
    const visit = runLoader({ hash: '#/page', paints: new PaintReports(true) });
    expect(visit.shown).toBe(true);
    expect(visit.atOnce).toEqual([]);
    expect(visit.loaded).toHaveLength(2);
  });

  it('fetches the code at once in a hidden tab, which paints nothing', () => {
    const paints = new PaintReports();
    const visit = runLoader({ hash: '#/page', paints, hidden: true });
    expect(visit.shown).toBe(true);
    expect(visit.atOnce).toEqual([]);
    expect(visit.loaded).toHaveLength(2);
    expect(paints.observing).toBe(0);
  });

  it('shows the step the server put in index.html on that step’s address (decision 224)', () => {
    expect(runLoader({ hash: '#/consents', prerendered: '#/consents' }).shown).toBe(true);
    expect(runLoader({ hash: '#/page', prerendered: '#/consents' }).shown).toBe(false);
  });

  it('shows it on the other addresses the meta names after it (decision 289)', () => {
    const prerendered = '#/welcome #/pennytransfer';
    expect(runLoader({ hash: '#/welcome', prerendered }).shown).toBe(true);
    expect(runLoader({ hash: '#/pennytransfer', prerendered }).shown).toBe(true);
    expect(runLoader({ hash: '#/penny', prerendered }).shown).toBe(false);
    expect(runLoader({ hash: '#/welcome #/pennytransfer', prerendered }).shown).toBe(false);
  });

  it('picks a public page by its address, with its code after the first paint (decision 258)', () => {
    const visit = runLoader({ hash: '#/usermessages/contact', pages: PAGES });
    expect(visit).toMatchObject({ shown: true, atOnce: [], page: '#/usermessages/contact' });
    expect(visit.loaded).toHaveLength(2);
    expect(runLoader({ hash: '#/page', pages: PAGES })).toMatchObject({ shown: true, page: null });
  });

  it('picks a link page for its address with any query, in its token’s language (decision 295)', () => {
    const pages = { '#/documentsupload/mobile/idtype?': [] };
    const link = (claims: object) =>
      `#/documentsupload/mobile/idtype?token=h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
    expect(runLoader({ hash: link({ language: 'sl' }), pages })).toMatchObject({
      shown: true,
      atOnce: [],
      page: '#/documentsupload/mobile/idtype?',
    });
    expect(runLoader({ hash: '#/documentsupload/mobile/idtype?token=t', pages }).shown).toBe(true);
    // A link to the English pages: the app switches language, no Slovenian picture first.
    expect(runLoader({ hash: link({ language: 'en' }), pages })).toMatchObject({
      shown: false,
      page: null,
    });
    // The address alone is not the link's.
    expect(runLoader({ hash: '#/documentsupload/mobile/idtype', pages }).shown).toBe(false);
  });

  it('picks the page a link names, or this device left that link at (decision 297)', () => {
    const front = '#/documentsupload/mobile/frontview?idType=ID';
    const pages = { '#/documentsupload/mobile/idtype?': [], [front]: ['/app/assets/side.css'] };
    const page: PrerenderedPage = {
      ...PAGE,
      linkPages: [
        {
          hash: '#/documentsupload/mobile/idtype',
          link: '#/documentsupload/mobile/idtype?token=t',
          answers: {},
          resume: {
            claim: 'tid',
            pages: [{ key: front, hash: '#/documentsupload/mobile/frontview', answers: {} }],
          },
        },
      ],
    };
    const link = (claims: object) =>
      `#/documentsupload/mobile/idtype?token=h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
    const left = (tid: string, at: string) => ({
      linkResume: JSON.stringify({ link: tid, page: at }),
    });
    const visit = (tid: string, stored?: Record<string, string>) =>
      runLoader({ hash: link({ language: 'sl', tid }), pages, page, stored });

    expect(visit('t-1', left('t-1', front))).toMatchObject({ shown: true, page: front });
    // Another link, nothing left, or a page the build did not paint: the link's first page.
    expect(visit('t-2', left('t-1', front)).page).toBe('#/documentsupload/mobile/idtype?');
    expect(visit('t-1').page).toBe('#/documentsupload/mobile/idtype?');
    expect(visit('t-1', left('t-1', '#/documentsupload/mobile/finalize?')).page).toBe(
      '#/documentsupload/mobile/idtype?',
    );
    // The server's link to the front, issued once the type was chosen: its page at once.
    expect(
      runLoader({ hash: `${front}&token=h.${btoa('{"tid":"t-3"}')}.s`, pages, page }),
    ).toMatchObject({ shown: true, page: front });
    // The template's key as an address is no link: nothing is painted for it.
    expect(runLoader({ hash: front, pages, page }).shown).toBe(false);
    // Nor is a link whose other parameters name no picture.
    expect(runLoader({ hash: `${front}&x=1&token=t`, pages, page }).shown).toBe(false);
  });

  it.each<[string, Visit]>([
    ['an address with no template', { hash: '#/usermessages/logout', pages: PAGES }],
    ['a public page with a query', { hash: '#/usermessages/contact?choice=CALL', pages: PAGES }],
    [
      'a public page in another language',
      { hash: '#/usermessages/contact', pages: PAGES, stored: { language: 'en' } },
    ],
    [
      'a public page in another variant',
      { hash: '#/usermessages/contact', pages: PAGES, variant: 'al' },
    ],
    [
      'a public page with display settings',
      { hash: '#/usermessages/contact', pages: PAGES, stored: { displaySettings: '{}' } },
    ],
    [
      'a build without the prerendered pages',
      { hash: '#/usermessages/contact', pages: PAGES, prerendered: null },
    ],
  ])('picks no public page on %s and fetches the code at once', (_, visit) => {
    const result = runLoader(visit);
    expect(result).toMatchObject({ shown: false, page: null });
    expect(result.atOnce).toEqual(['/app/assets/first-page.js', '/app/assets/index.js']);
  });

  it.each<[string, Visit]>([
    ['another page', { hash: '#/other' }],
    ['the page with a query', { hash: '#/page?product=PERSONALLOAN' }],
    ['a query before the hash', { hash: '#/page', search: '?language=en' }],
    ['another variant', { hash: '#/page', variant: 'al' }],
    ['another stored language', { hash: '#/page', stored: { language: 'en' } }],
    ['another language in the cookie', { hash: '#/page', cookie: 'a=1; language=en' }],
    ['stored display settings', { hash: '#/page', stored: { displaySettings: '{}' } }],
    ['storage that throws', { hash: '#/page', storageThrows: true }],
    ['a build without the prerendered page', { hash: '#/page', prerendered: null }],
  ])('on %s it shows nothing prerendered and fetches the code at once', (_, visit) => {
    const result = runLoader(visit);
    expect(result.shown).toBe(false);
    expect(result.atOnce).toEqual(['/app/assets/first-page.js', '/app/assets/index.js']);
  });
});
