import type { Plugin } from 'vite';
import {
  DISPLAY_SETTINGS_STORAGE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
} from '../storage-keys';
import { PRERENDER_SHOWN_ATTRIBUTE, PRERENDERED_META } from '../prerendered';

/** The page index.html carries as markup, and the visit it was rendered for (decision 221). */
export interface PrerenderedPage {
  /** The address it shows, exactly: '#/lightsignup' (no query, no other page). */
  readonly hash: `#/${string}`;
  /** The variant and language it was rendered in; any other visit gets the app's own render. */
  readonly variant: string;
  readonly language: string;
  /** The private steps the build renders too, for the server to paint on a return (decision 224). */
  readonly steps?: readonly PrerenderedStep[];
}

/** A private step as the build renders it into prerendered/<name>.html (decision 224). */
export interface PrerenderedStep {
  /** `<process><route>` (CURRENTACCOUNT/consents): what the app's shown-step cookie says. */
  readonly name: string;
  readonly hash: `#/${string}`;
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

/**
 * The script index.html runs in place of its module script. When the visit is the one the
 * prerendered markup was made for (the address PRERENDERED_META names, the variant and language,
 * no stored language or display settings of another kind), it shows that markup and fetches the
 * code only after the first paint: the markup is the page, and the code arriving with it would
 * share the line the page comes down (decisions 221, 224). Any other visit fetches the code at
 * once, as the module script did.
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
  var show = false;
  try {
    var variant = d.querySelector('meta[name="portal-variant"]');
    var cookie = d.cookie.match(/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/);
    var stored = w.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}) || (cookie && cookie[1]);
    var prerendered = d.querySelector('meta[name="${PRERENDERED_META}"]');
    show =
      prerendered !== null && w.location.hash === prerendered.getAttribute('content') &&
      w.location.search === '' &&
      variant !== null && variant.getAttribute('content') === ${JSON.stringify(page.variant)} &&
      (!stored || stored === ${JSON.stringify(page.language)}) &&
      w.localStorage.getItem(${JSON.stringify(DISPLAY_SETTINGS_STORAGE_KEY)}) === null;
  } catch (error) {
    show = false;
  }
  if (show) {
    d.documentElement.setAttribute(${JSON.stringify(PRERENDER_SHOWN_ATTRIBUTE)}, '');
    w.requestAnimationFrame(function () { w.setTimeout(load, 0); });
  } else {
    load();
  }
})(document, window);`;
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
        return `${rest.slice(0, at)}${loader}${rest.slice(at)}`;
      },
    },
  };
}
