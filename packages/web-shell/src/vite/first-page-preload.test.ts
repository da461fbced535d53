// @vitest-environment node
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPagePreload } from './first-page-preload';
import { shellPage } from './shell-page';

const root = decodeURIComponent(new URL('./test-app', import.meta.url).pathname);

interface Built {
  readonly page: string;
  readonly files: readonly string[];
  readonly code: (pattern: RegExp) => string;
}

async function built(
  modules: readonly string[],
  groups: Readonly<Record<string, readonly string[]>> = {},
  preloadedGroups: Readonly<Record<string, readonly string[]>> = {},
): Promise<Built> {
  const output = (await build({
    configFile: false,
    root,
    base: '/app/',
    logLevel: 'silent',
    plugins: [shellPage(), firstPagePreload(modules, groups, preloadedGroups)],
    build: { write: false, minify: false },
  })) as Rollup.RollupOutput;
  const page = output.output.find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('no index.html in the build');
  return {
    page: String(page.source),
    files: output.output.map((file) => file.fileName),
    code: (pattern) => {
      const chunk = output.output.find((file) => pattern.test(file.fileName));
      return chunk?.type === 'chunk' ? chunk.code : '';
    },
  };
}

const FIRST_PAGE_JS = /^assets\/first-page-[\w-]+\.js$/;
const FIRST_PAGE_CSS = /^assets\/first-page-[\w-]+\.css$/;

describe('firstPagePreload', () => {
  it('makes the page and what it imports beyond the entry one chunk, preloaded with its styles', async () => {
    const { page, files, code } = await built(['src/page.ts']);
    const script = files.find((name) => FIRST_PAGE_JS.test(name));
    const styles = files.find((name) => FIRST_PAGE_CSS.test(name));
    expect([script, styles]).not.toContain(undefined);
    // One chunk where the bundler made two (the page, and the module the entry also loads lazily).
    expect(files.filter((name) => /^assets\/(page|shared)-/.test(name))).toEqual([]);
    expect(code(FIRST_PAGE_JS)).toContain('shared');
    // What the entry imports itself stays with the entry.
    expect(code(FIRST_PAGE_JS)).not.toContain('"frame"');
    expect(code(/^assets\/index-[\w-]+\.js$/)).toContain('"frame"');
    expect(page).toContain(`<link rel="modulepreload" href="/app/${script}" crossorigin>`);
    // A stylesheet, which Vite's loader then does not fetch again after the entry has run.
    expect(page).toContain(`<link rel="stylesheet" href="/app/${styles}" crossorigin>`);
  });

  it('preloads every module it is given, and nothing the entry did not ask for', async () => {
    const withoutEarly = await built(['src/page.ts']);
    const earlyChunk = withoutEarly.files.find((name) => /^assets\/early-[\w-]+\.js$/.test(name));
    expect(earlyChunk).toBeDefined();
    expect(withoutEarly.page).not.toContain(earlyChunk);
    const withEarly = await built(['src/page.ts', 'src/early.ts']);
    expect(withEarly.files.some((name) => /^assets\/early-/.test(name))).toBe(false);
    expect(withEarly.code(FIRST_PAGE_JS)).toContain('"early"');
  });

  it('makes a further group one chunk of its own, loaded when asked for', async () => {
    const { page, files, code } = await built(['src/page.ts'], { later: ['src/early.ts'] });
    const later = files.find((name) => /^assets\/later-[\w-]+\.js$/.test(name));
    expect(later).toBeDefined();
    expect(code(/^assets\/later-[\w-]+\.js$/)).toContain('"early"');
    expect(page).not.toContain(later);
  });

  it('makes a preloaded group a chunk of its own, outside the first page’s, and preloads it', async () => {
    const { page, files, code } = await built(['src/page.ts'], {}, { start: ['src/early.ts'] });
    const start = files.find((name) => /^assets\/start-[\w-]+\.js$/.test(name));
    expect(start).toBeDefined();
    expect(code(/^assets\/start-[\w-]+\.js$/)).toContain('"early"');
    expect(code(FIRST_PAGE_JS)).not.toContain('"early"');
    expect(page).toContain(`<link rel="modulepreload" href="/app/${start}" crossorigin>`);
  });

  it('fails the build when a module is not in it', async () => {
    await expect(built(['src/missing.ts'])).rejects.toThrow(/no chunk for src\/missing\.ts/);
  });
});
