import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

function isChunk(file: Rollup.OutputChunk | Rollup.OutputAsset): file is Rollup.OutputChunk {
  return file.type === 'chunk';
}

/** `roots` and every chunk they import statically, transitively (file names). */
function staticClosure(
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  roots: readonly Rollup.OutputChunk[],
): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((chunk) => chunk.fileName);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

/**
 * Has index.html preload the code of the page most first visits open (the applicant
 * app's sign-up page, where the bank's links and the home gate lead a new visitor), so the browser
 * fetches them with the entry instead of after running it: one round trip less before that page
 * paints (issue 12 point 3). A visit that starts elsewhere fetches a few KB it may not need; a
 * returning visitor has them cached (hashed, immutable).
 *
 * `pageModule` is the page's module, relative to the app's root: its chunk must be in the build.
 */
export function firstPagePreload(pageModule: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'onboarding-first-page-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (bundle === undefined) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter(isChunk)
            .map((chunk) => [chunk.fileName, chunk]),
        );
        // Vite writes module ids and its root with forward slashes on every platform.
        const pagePath = `${root}/${pageModule.replace(/^\.\//, '')}`;
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === pagePath);
        if (page === undefined) throw new Error(`firstPagePreload: no chunk for ${pageModule}`);
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const loaded = staticClosure(chunks, entries);
        const scripts = [...staticClosure(chunks, [page])].filter((name) => !loaded.has(name));
        // Scripts only: preloaded styles (rel=preload as=style) made the first paint later in
        // Lighthouse's runs, and Vite's loader fetches them in parallel with the page anyway.
        // crossorigin as Vite's own loader asks for them, so the preloaded copies are the ones used.
        return scripts.map((name) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${name}`, crossorigin: true },
          injectTo: 'head',
        }));
      },
    },
  };
}
