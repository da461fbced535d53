import type { Plugin } from 'vite';
import {
  DISPLAY_SETTINGS_STORAGE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LINK_RESUME_STORAGE_KEY,
} from '../storage-keys';
import {
  PRERENDER_PAGE_ATTRIBUTE,
  PRERENDER_SHOWN_ATTRIBUTE,
  PRERENDERED_HASH_ATTRIBUTE,
  PRERENDERED_META,
  PRERENDERED_PAGES_META,
} from '../prerendered';

/** The page index.html carries as markup, and the visit it was rendered for (decision 221). */
export interface PrerenderedPage {
  /** The address it shows, exactly: '#/lightsignup' (no query, no other page). */
  readonly hash: `#/${string}`;
  /** The variant and language it was rendered in; any other visit gets the app's own render. */
  readonly variant: string;
  readonly language: string;
  /** The private steps the build renders too, for the server to paint on a return (decision 224). */
  readonly steps?: readonly PrerenderedStep[];
  /**
   * The public pages the build renders too, kept in index.html as templates the loader picks by
   * the address (decision 258): pages that show every visitor the same before their data.
   */
  readonly pages?: readonly `#/${string}`[];
  /** Public pages opened from a link with a token, picked for any token (decisions 295, 297). */
  readonly linkPages?: readonly PrerenderedLinkPage[];
}

/**
 * A public page opened from a link whose `token` query parameter is what the page trades for its
 * data (the phone's hand-off token, spec 1 §2; decision 295). Its template is kept under its
 * address with an empty query (`<hash>?`) and picked for a link that is that address and a token;
 * the build opens `link` with `answers` and takes the picture once the page is at its own address.
 */
export interface PrerenderedLinkPage {
  readonly hash: `#/${string}`;
  readonly link: `#/${string}?${string}`;
  /** The API answers the render is given, by path; any other call is left unanswered. */
  readonly answers: Readonly<Record<string, unknown>>;
  /**
   * The later pages the link may resume at (decision 297), picked for a link to one of them or
   * for this link on a device that left it there: `claim` names the token's claim that says which
   * link it is, as `rememberLinkResume` is told.
   */
  readonly resume?: {
    readonly claim: string;
    readonly pages: readonly PrerenderedLinkResume[];
  };
}

/**
 * A page a link resumes at: rendered by opening the link with `answers`, taken at `hash`, and kept
 * under `key`, picked for a link to `key` and a token, or when the app named it to
 * `rememberLinkResume` for the link opened (decision 297).
 */
export interface PrerenderedLinkResume {
  readonly key: `#/${string}?${string}`;
  readonly hash: `#/${string}`;
  readonly answers: Readonly<Record<string, unknown>>;
}

/** A private step as the build renders it into prerendered/<name>.html (decision 224). */
export interface PrerenderedStep {
  /** `<process><route>` (CURRENTACCOUNT/consents): what the app's shown-step cookie says. */
  readonly name: string;
  readonly hash: `#/${string}`;
  /** Other addresses whose reload shows this step, where its picture is shown too (decision 289). */
  readonly alsoAt?: readonly `#/${string}`[];
  /** The API answers the render is given, by path; any other call is left unanswered. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Cookies the render has (the signed-in applicant's uid). */
  readonly cookies: Readonly<Record<string, string>>;
}

/** Written beside index.html: the page to prerender (read, then removed, by the build script). */
export const PRERENDER_MANIFEST = 'prerender.json';

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;
const HREF = /\bhref="([^"]+)"/;
const FIRST_STYLESHEET = /<link\b[^>]*\brel="stylesheet"/;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The longest the code waits for the picture's paint to be reported (afterFirstPaint). */
const PAINT_WAIT_MS = 1500;

/**
 * The script index.html runs in place of its module script. When the visit is one a prerendered
 * picture was made for (the address PRERENDERED_META names, or one of the public pages
 * PRERENDERED_PAGES_META lists; the variant and language, no stored language or display settings
 * of another kind), it shows that picture and fetches the code only once the picture's first paint
 * is reported: the picture is the page, and the code arriving with it would share the line the
 * page comes down (decisions 221, 224, 258, 305). A public page's picture is named on <html>
 * (PRERENDER_PAGE_ATTRIBUTE) for pageStylesScript and pagePickerScript. Any other visit fetches
 * the code at once, as the module script did.
 */
export function loaderScript(entry: string, preloads: readonly string[], page: PrerenderedPage) {
  return `(function (d, w) {
  function load() {
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    d.head.appendChild(script);
  }
  // Runs \`then\` once the picture's first contentful paint is reported: the paint a frame makes
  // reaches the screen later than its animation frame runs, and a request started before it counts
  // as the paint's own in Lighthouse's simulation (decision 305). Where the browser reports no
  // paints, after the next frame, as before; in a hidden tab, which paints nothing, at once; and
  // never later than PAINT_WAIT_MS. A browser whose observer fails also waits for the next frame.
  function afterFirstPaint(then) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      w.setTimeout(then, 0);
    }
    if (d.visibilityState === 'hidden') return once();
    try {
      var types = w.PerformanceObserver && w.PerformanceObserver.supportedEntryTypes;
      if (!types || types.indexOf('paint') === -1) throw new Error('no paint reports');
      var observer = new w.PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        once();
      });
      observer.observe({ type: 'paint', buffered: true });
      w.setTimeout(function () {
        observer.disconnect();
        once();
      }, ${PAINT_WAIT_MS});
    } catch (error) {
      w.requestAnimationFrame(once);
    }
  }
  // The claims of a link's token, {} when it carries none that can be read.
  function tokenClaims(query) {
    var token = /[?&]token=([^&]*)/.exec(query);
    var payload = token === null ? undefined : decodeURIComponent(token[1]).split('.')[1];
    if (payload === undefined) return {};
    return JSON.parse(w.atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) || {};
  }
  // Whether a link's pages speak the picture's language: its token names theirs (the hand-off's,
  // spec 1 §2); a link that names none speaks the page's.
  function speaksPageLanguage(claims) {
    return typeof claims.language !== 'string' || claims.language === ${JSON.stringify(page.language)};
  }
  // The page this device left the link at, if the build painted it (decision 297).
  function resumedPage(linkKey, claims, listed) {
    var claim = ${JSON.stringify(resumeClaims(page))}[linkKey];
    var stored = claim && JSON.parse(w.localStorage.getItem(${JSON.stringify(LINK_RESUME_STORAGE_KEY)}) || 'null');
    var resumed =
      stored && typeof claims[claim] === 'string' && stored.link === claims[claim] &&
      typeof stored.page === 'string' && Object.prototype.hasOwnProperty.call(listed, stored.page);
    return resumed ? stored.page : linkKey;
  }
  var show = false;
  var picked = null;
  try {
    var variant = d.querySelector('meta[name="portal-variant"]');
    var cookie = d.cookie.match(/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/);
    var stored = w.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}) || (cookie && cookie[1]);
    var prerendered = d.querySelector('meta[name="${PRERENDERED_META}"]');
    var pages = d.querySelector('meta[name="${PRERENDERED_PAGES_META}"]');
    var hash = w.location.hash;
    var visit =
      w.location.search === '' &&
      variant !== null && variant.getAttribute('content') === ${JSON.stringify(page.variant)} &&
      (!stored || stored === ${JSON.stringify(page.language)}) &&
      w.localStorage.getItem(${JSON.stringify(DISPLAY_SETTINGS_STORAGE_KEY)}) === null;
    show =
      visit && prerendered !== null &&
      (prerendered.getAttribute('content') || '').split(' ').indexOf(hash) !== -1;
    if (visit && !show && prerendered !== null && pages !== null) {
      var listed = JSON.parse(pages.getAttribute('content') || '{}');
      var query = hash.indexOf('?');
      if (query === -1 && Object.prototype.hasOwnProperty.call(listed, hash)) {
        picked = hash;
      } else if (query !== -1 && /[?&]token=/.test(hash)) {
        // A link: its page is kept under its address without the token (decisions 295, 297).
        var linkKey =
          hash.slice(0, query + 1) +
          hash.slice(query + 1).split('&').filter(function (part) {
            return part.indexOf('token=') !== 0;
          }).join('&');
        var claims = tokenClaims(hash.slice(query));
        if (Object.prototype.hasOwnProperty.call(listed, linkKey) && speaksPageLanguage(claims)) {
          picked = resumedPage(linkKey, claims, listed);
        }
      }
      show = picked !== null;
    }
  } catch (error) {
    show = false;
    picked = null;
  }
  if (show) {
    d.documentElement.setAttribute(${JSON.stringify(PRERENDER_SHOWN_ATTRIBUTE)}, '');
    if (picked !== null) d.documentElement.setAttribute(${JSON.stringify(PRERENDER_PAGE_ATTRIBUTE)}, picked);
    afterFirstPaint(load);
  } else {
    load();
  }
})(document, window);`;
}

/**
 * Per key of a link's pictures (its own, `<hash>?`, and those it resumes at), the claim of its
 * token that names the link (decision 297).
 */
function resumeClaims(page: PrerenderedPage): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const link of page.linkPages ?? []) {
    if (link.resume === undefined) continue;
    for (const key of [`${link.hash}?`, ...link.resume.pages.map((resumed) => resumed.key)]) {
      claims[key] = link.resume.claim;
    }
  }
  return claims;
}

/**
 * The script at the end of <head>: links the stylesheets of the public page the loader picked
 * (PRERENDERED_PAGES_META), after index.html's own as the app links them, and render-blocking
 * (`blocking="render"` holds the first paint only while <head> is parsed) so the picture is never
 * painted without them.
 */
export function pageStylesScript(): string {
  return `(function (d) {
  var page = d.documentElement.getAttribute(${JSON.stringify(PRERENDER_PAGE_ATTRIBUTE)});
  var pages = d.querySelector('meta[name="${PRERENDERED_PAGES_META}"]');
  if (page === null || pages === null) return;
  var hrefs = JSON.parse(pages.getAttribute('content') || '{}')[page] || [];
  hrefs.forEach(function (href) {
    var link = d.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.setAttribute('blocking', 'render');
    link.href = href;
    d.head.appendChild(link);
  });
})(document);`;
}

/**
 * The script after #root and the templates: puts the picked public page's template in #root in
 * place of the sign-up page, before the first paint. Without its template (a build without
 * chromium) nothing prerendered is shown; the code, deferred by the loader, comes a frame later.
 */
export function pagePickerScript(): string {
  return `(function (d) {
  var html = d.documentElement;
  var page = html.getAttribute(${JSON.stringify(PRERENDER_PAGE_ATTRIBUTE)});
  if (page === null) return;
  html.removeAttribute(${JSON.stringify(PRERENDER_PAGE_ATTRIBUTE)});
  var root = d.getElementById('root');
  var templates = d.querySelectorAll('template[${PRERENDERED_HASH_ATTRIBUTE}]');
  for (var i = 0; i < templates.length; i += 1) {
    if (templates[i].getAttribute(${JSON.stringify(PRERENDERED_HASH_ATTRIBUTE)}) === page && root !== null) {
      root.replaceChildren(templates[i].content.cloneNode(true));
      return;
    }
  }
  html.removeAttribute(${JSON.stringify(PRERENDER_SHOWN_ATTRIBUTE)});
})(document);`;
}

/**
 * Rewrites the built index.html: its module script and module preloads become loaderScript, placed
 * before the stylesheets so that a visit without the prerendered page starts its code as early as
 * before. Build only: the dev server keeps Vite's own script.
 */
export function deferredEntry(page: PrerenderedPage): Plugin {
  return {
    name: 'onboarding-deferred-entry',
    apply: 'build',
    // What scripts/prerender-first-page.mjs renders into index.html after the build.
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PRERENDER_MANIFEST,
        source: JSON.stringify(page),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (entry?.[1] === undefined)
          throw new Error('deferredEntry: index.html has no module script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => HREF.exec(link[0])?.[1]);
        const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        const loader = `<script>${loaderScript(
          entry[1],
          preloads.filter((href): href is string => href !== undefined),
          page,
        )}</script>\n    `;
        const at = FIRST_STYLESHEET.exec(rest)?.index ?? rest.search(/<\/head>/i);
        const withLoader = `${rest.slice(0, at)}${loader}${rest.slice(at)}`;
        if ((page.pages ?? []).length === 0 && (page.linkPages ?? []).length === 0) {
          return withLoader;
        }
        if (!withLoader.includes(ROOT_ELEMENT))
          throw new Error(`deferredEntry: index.html has no empty ${ROOT_ELEMENT}`);
        // The public pages' templates go between #root and the picker (prerender-first-page.mjs).
        return withLoader
          .replace(/(\s*)<\/head>/i, (end) => `\n    <script>${pageStylesScript()}</script>${end}`)
          .replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    <script>${pagePickerScript()}</script>`);
      },
    },
  };
}
