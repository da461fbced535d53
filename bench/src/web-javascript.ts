// Decision 190: the JavaScript a browser must fetch before a route is usable, read from the
// built dist/ by following imports the way the browser does. A static `import … from "./x.js"`
// must load before its importer runs; a dynamic `import("./x.js")` loads later, when the code
// reaches it. Vite names a lazily loaded module's chunk after the module (`lightsignup-page-
// <hash>.js`), which is how a route's page is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, posix, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { indexHtmlReferences } from './index-html';

export const FIRST_PAGE_BUDGET_BYTES = 150 * 1024;
export const ROUTE_BUDGET_BYTES = 250 * 1024;

interface Chunk {
  /** Relative to dist/, with forward slashes: `assets/index-Ab12Cd34.js`. */
  readonly path: string;
  /** The module name Vite gave it: `index`, `lightsignup-page`. */
  readonly name: string;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
  readonly staticImports: readonly string[];
  readonly dynamicImports: readonly string[];
}

export interface ChunkGraph {
  readonly distDir: string;
  readonly chunks: ReadonlyMap<string, Chunk>;
  /** The entry script and what index.html preloads, in order. */
  readonly entries: readonly string[];
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `import*as m from"./x.js"`, `export{a}from"./x.js"`
const STATIC_IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|\*)?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
// `import("./x.js")` (or with backquotes, as Vite 8's minifier writes it) inside
// `__vitePreload(() => import("./x.js"), …)`
const DYNAMIC_IMPORT = /(?:^|[^.\w$])import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
const HASHED_NAME = /-[\w-]{8}\.js$/;

/** `./x.js` from `assets/a.js`, or `/onboarding/assets/x.js`, as a path relative to dist/. */
function resolveSpecifier(from: string, specifier: string, base: string): string {
  if (specifier.startsWith(base)) return specifier.slice(base.length);
  if (specifier.startsWith('/')) return specifier.slice(1);
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function compressedSizes(content: Buffer) {
  return {
    gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotliBytes: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** Every script of `distDir` with its imports; the entries from index.html. */
export function readChunkGraph(distDir: string, base = '/onboarding/'): ChunkGraph {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the app first`);
  const chunks = new Map<string, Chunk>();
  for (const file of filesUnder(distDir).filter((path) => path.endsWith('.js'))) {
    const path = relative(distDir, file).split('\\').join('/');
    const content = readFileSync(file);
    const code = content.toString('utf8');
    const imports = (pattern: RegExp) => [
      ...new Set(
        [...code.matchAll(pattern)].map((match) => resolveSpecifier(path, match[1] ?? '', base)),
      ),
    ];
    chunks.set(path, {
      path,
      name: basename(path).replace(HASHED_NAME, ''),
      ...compressedSizes(content),
      staticImports: imports(STATIC_IMPORT),
      dynamicImports: imports(DYNAMIC_IMPORT),
    });
  }
  const html = readFileSync(indexPath, 'utf8');
  const entries = indexHtmlReferences(html, base)
    .filter((ref) => ref.endsWith('.js'))
    .map((ref) => resolveSpecifier('index.html', ref, base));
  return { distDir, chunks, entries: [...new Set(entries)] };
}

/** `roots` and every chunk they import statically, transitively. */
export function staticClosure(graph: ChunkGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    const chunk = graph.chunks.get(path);
    if (chunk === undefined) throw new Error(`${path} is imported but not in the build`);
    seen.add(path);
    queue.push(...chunk.staticImports);
  }
  return seen;
}

/**
 * The chunks that must run, in order, before `target` is imported: the entry, then each lazily
 * loaded chunk whose code imports the next one (the route table, say), found breadth first.
 */
export function lazyChain(graph: ChunkGraph, target: string): string[] | null {
  const start = staticClosure(graph, graph.entries);
  const previous = new Map<string, string | null>();
  const queue: string[] = [];
  for (const path of start) {
    previous.set(path, null);
    queue.push(path);
  }
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (path === target) break;
    const chunk = graph.chunks.get(path);
    for (const next of [...(chunk?.dynamicImports ?? []), ...(chunk?.staticImports ?? [])]) {
      if (previous.has(next)) continue;
      previous.set(next, path);
      queue.push(next);
    }
  }
  if (!previous.has(target)) return null;
  const chain: string[] = [];
  for (let path: string | null | undefined = target; path != null; path = previous.get(path)) {
    if (!start.has(path)) chain.unshift(path);
  }
  return chain;
}

export function findChunk(graph: ChunkGraph, name: string): string | null {
  for (const chunk of graph.chunks.values()) if (chunk.name === name) return chunk.path;
  return null;
}

export interface Weight {
  readonly chunks: readonly string[];
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

export function weightOf(graph: ChunkGraph, paths: Iterable<string>): Weight {
  const chunks = [...new Set(paths)];
  const sum = (pick: (chunk: Chunk) => number) =>
    chunks.reduce((total, path) => total + pick(graph.chunks.get(path) as Chunk), 0);
  return {
    chunks,
    gzipBytes: sum((chunk) => chunk.gzipBytes),
    brotliBytes: sum((chunk) => chunk.brotliBytes),
  };
}

export interface FirstPage {
  readonly route: string;
  readonly page: string | null;
  readonly entry: Weight;
  /** Lazy chunks loaded on the way to the page (route table, catalogue) with their imports. */
  readonly lazy: Weight;
  readonly total: Weight;
}

/**
 * What must be fetched before `pageChunk`'s screen is usable: the entry and its static imports,
 * each lazy chunk on the way to the page and what it imports statically, the page's chunk and its
 * static imports, and the chunks the entry awaits before its first render (`awaited`: the
 * language catalogue, main.tsx awaits it).
 */
export function firstPageWeight(
  graph: ChunkGraph,
  route: string,
  pageChunkName: string,
  awaited: readonly string[],
): FirstPage {
  const entry = staticClosure(graph, graph.entries);
  const page = findChunk(graph, pageChunkName);
  const lazyRoots = [
    ...(page === null ? [] : (lazyChain(graph, page) ?? [page])),
    ...awaited.flatMap((name) => findChunk(graph, name) ?? []),
  ];
  const lazy = [...staticClosure(graph, lazyRoots)].filter((path) => !entry.has(path));
  return {
    route,
    page,
    entry: weightOf(graph, entry),
    lazy: weightOf(graph, lazy),
    total: weightOf(graph, [...entry, ...lazy]),
  };
}

export interface RouteWeight {
  readonly name: string;
  /** The chunks it needs beyond the entry and the lazy chunks on its way (route table). */
  readonly own: Weight;
}

/**
 * Every lazily loaded chunk (a route's page, a dialog, a catalogue) with what it adds to what is
 * loaded before it: its own chunk and its static imports not in the entry nor in the lazy chunks
 * that lead to it.
 */
export function lazyChunkWeights(graph: ChunkGraph): RouteWeight[] {
  const entry = staticClosure(graph, graph.entries);
  const lazyTargets = new Set([...graph.chunks.values()].flatMap((chunk) => chunk.dynamicImports));
  const weights: RouteWeight[] = [];
  for (const target of lazyTargets) {
    if (entry.has(target)) continue;
    const chain = lazyChain(graph, target) ?? [target];
    const before = new Set(entry);
    for (const path of staticClosure(graph, chain.slice(0, -1))) before.add(path);
    const own = [...staticClosure(graph, [target])].filter((path) => !before.has(path));
    weights.push({ name: graph.chunks.get(target)?.name ?? target, own: weightOf(graph, own) });
  }
  return weights.sort((a, b) => b.own.gzipBytes - a.own.gzipBytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'OK' : 'OVER');

/** The chunks' names, for the first page's listing. */
function names(graph: ChunkGraph, weight: Weight): string {
  return weight.chunks
    .map((path) => {
      const chunk = graph.chunks.get(path) as Chunk;
      return `${chunk.name} ${(chunk.gzipBytes / 1024).toFixed(1)}`;
    })
    .join(', ');
}

export function printWebJavascript(distDir: string): void {
  const graph = readChunkGraph(distDir);
  // main.tsx awaits startLanguage(): the core of the Slovenian catalogue (variant si, decision 217) before the first render.
  // The sign-up page and what it imports beyond the entry are one chunk, first-page (decision 219).
  const first = firstPageWeight(graph, '/lightsignup', 'first-page', ['core-sl']);
  console.log(
    `\nWeb app JavaScript per route, from ${relative(process.cwd(), distDir) || distDir} ` +
      '(gzip -9, brotli 11 as served)',
  );
  console.log(
    `  /lightsignup usable (entry + its imports + lazy chunks on the way + page + catalogue):`,
  );
  console.log(
    `    index.html's scripts and imports: ${kb(first.entry.gzipBytes)}  [${names(graph, first.entry)}]`,
  );
  if (first.page === null) console.log('    no first-page chunk found: the page is in the entry');
  console.log(
    `    then, lazily:                     ${kb(first.lazy.gzipBytes)}  [${names(graph, first.lazy)}]`,
  );
  console.log(
    `    total: ${kb(first.total.gzipBytes)} gzip, ${kb(first.total.brotliBytes)} brotli   ` +
      `budget ${kb(FIRST_PAGE_BUDGET_BYTES)} gzip: ${verdict(first.total.gzipBytes, FIRST_PAGE_BUDGET_BYTES)}`,
  );
  console.log(
    `  each lazy chunk's own JavaScript (it + its static imports not loaded before it), budget ` +
      `${(ROUTE_BUDGET_BYTES / 1024).toFixed(0)} KB gzip:`,
  );
  console.log(
    `    ${'chunk'.padEnd(34)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  chunks  verdict`,
  );
  for (const route of lazyChunkWeights(graph)) {
    console.log(
      `    ${route.name.padEnd(34)} ${kb(route.own.gzipBytes)} ${kb(route.own.brotliBytes)}  ` +
        `${String(route.own.chunks.length).padStart(6)}  ${verdict(route.own.gzipBytes, ROUTE_BUDGET_BYTES)}`,
    );
  }
}
