import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

function isChunk(file: Rollup.OutputChunk | Rollup.OutputAsset): file is Rollup.OutputChunk {
  return file.type === 'chunk';
}

/** `roots` and everything they import statically, transitively. */
function closure(
  roots: Iterable<string>,
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/**
 * Has index.html load the code the first moments of a visit need beyond the entry: the page most
 * first visits open (the applicant app's sign-up page, where the bank's links and the home gate
 * lead a new visitor) and what the entry starts before any page's code has arrived (the applicant's
 * status). What these modules import beyond the entry becomes one chunk, `first-page`, preloaded,
 * and its styles one stylesheet of the page (decisions 218, 219). The browser fetches them with the
 * entry instead of after running it: one round trip less before the first page paints. A visit that
 * starts elsewhere fetches a few KB it may not need; a returning visitor has them cached (hashed,
 * immutable).
 *
 * `modules` are relative to the app's root; each must be in the build. `groups` names further sets
 * of modules made one chunk each the same way (what they import beyond the entry and the first
 * page), loaded when asked for, not preloaded: the private pages' guard, for one.
 * `preloadedGroups` are made chunks of their own before the first page and preloaded with it: what
 * a visit that starts elsewhere runs before its page (a private page's first requests), so that it
 * does not run the first page's code, which shares its chunk (decision 224).
 */
export function firstPagePreload(
  modules: readonly string[],
  groups: Readonly<Record<string, readonly string[]>> = {},
  preloadedGroups: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  let root = '';
  let base = '/';
  // Vite writes module ids and its root with forward slashes on every platform.
  const idOf = (module: string) => `${root}/${module.replace(/^\.\//, '')}`;
  const ordered: [string, readonly string[]][] = [
    ...Object.entries(preloadedGroups),
    ['first-page', modules],
    ...Object.entries(groups),
  ];
  const preloadedModules = [...Object.values(preloadedGroups).flat(), ...modules];
  /** Each chunk's modules: what its roots import statically beyond those before it (buildEnd). */
  let members = new Map<string, ReadonlySet<string>>();
  return {
    name: 'onboarding-first-page-preload',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // One request where the bundler's automatic splitting made about twenty of 1–3 KB:
              // over HTTP/1.1 (six connections) each is a round trip of its own (decision 219).
              // Each set is a static closure, so no dependency is pulled in.
              groups: ordered.map(([name]) => ({
                name,
                test: (id: string) => members.get(name)?.has(id) ?? false,
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const taken = closure(entries, importsOf);
      members = new Map();
      for (const [name, roots] of ordered) {
        const own = new Set(
          [...closure(roots.map(idOf), importsOf)].filter((id) => !taken.has(id)),
        );
        for (const id of own) taken.add(id);
        members.set(name, own);
      }
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
        const preloaded = preloadedModules.map((module) => {
          const path = idOf(module);
          // Its own chunk, or the shared chunk the bundler put it in.
          const chunk =
            [...chunks.values()].find((candidate) => candidate.facadeModuleId === path) ??
            [...chunks.values()].find((candidate) => candidate.moduleIds.includes(path));
          if (chunk === undefined) throw new Error(`firstPagePreload: no chunk for ${module}`);
          return chunk;
        });
        const importsOf = (name: string) => chunks.get(name)?.imports ?? [];
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const loaded = closure(
          entries.map((chunk) => chunk.fileName),
          importsOf,
        );
        const scripts = [
          ...closure(
            preloaded.map((chunk) => chunk.fileName),
            importsOf,
          ),
        ].filter((name) => !loaded.has(name));
        // crossorigin as Vite's own loader asks for them, so the preloaded copies are the ones used.
        const scriptTags = scripts.map((name): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${name}`, crossorigin: true },
          injectTo: 'head',
        }));
        // The styles as stylesheets: the first page cannot paint without them, and Vite's loader
        // (which skips a stylesheet the page already has) asked for them only once the entry had
        // run, one more round trip before the first paint (decision 219). A preload (as=style)
        // made the first paint later in decision 218's runs.
        const styles = [
          ...new Set(
            scripts.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]),
          ),
        ];
        const styleTags = styles.map((name): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', href: `${base}${name}`, crossorigin: true },
          injectTo: 'head',
        }));
        return [...scriptTags, ...styleTags];
      },
    },
  };
}
