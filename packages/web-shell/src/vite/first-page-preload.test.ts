// @vitest-environment node
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPagePreload } from './first-page-preload';
import { shellPage } from './shell-page';

const root = decodeURIComponent(new URL('./test-app', import.meta.url).pathname);

async function builtPage(pageModule: string): Promise<{ page: string; files: string[] }> {
  const output = (await build({
    configFile: false,
    root,
    base: '/app/',
    logLevel: 'silent',
    plugins: [shellPage(), firstPagePreload(pageModule)],
    build: { write: false },
  })) as Rollup.RollupOutput;
  const page = output.output.find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('no index.html in the build');
  return { page: String(page.source), files: output.output.map((file) => file.fileName) };
}

describe('firstPagePreload', () => {
  it('preloads the first page’s chunk and the chunks it imports, not its styles', async () => {
    const { page, files } = await builtPage('src/page.ts');
    const pageChunk = files.find((name) => /^assets\/page-[\w-]+\.js$/.test(name));
    const sharedChunk = files.find((name) => /^assets\/shared-[\w-]+\.js$/.test(name));
    const pageStyles = files.find((name) => /^assets\/page-[\w-]+\.css$/.test(name));
    expect([pageChunk, sharedChunk, pageStyles]).not.toContain(undefined);
    expect(page).toContain(`<link rel="modulepreload" href="/app/${pageChunk}" crossorigin>`);
    expect(page).toContain(`<link rel="modulepreload" href="/app/${sharedChunk}" crossorigin>`);
    // Vite's loader fetches them with the page (a preload of them made the first paint later).
    expect(page).not.toContain(pageStyles);
  });

  it('fails the build when the page has no chunk of its own', async () => {
    await expect(builtPage('src/missing.ts')).rejects.toThrow(/no chunk for src\/missing\.ts/);
  });
});
