import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { indexHtmlReferences } from './index-html';

export interface InitialAssets {
  javascriptGzipBytes: number;
  cssGzipBytes: number;
  files: { path: string; gzipBytes: number }[];
}

/**
 * The initial load of a Vite app: the entry script, the chunks it preloads and the stylesheets
 * linked from index.html. Lazy route chunks and language catalogues are not part of it.
 */
export function measureInitialAssets(distDir: string): InitialAssets {
  const files = initialAssetPaths(distDir).map((relative) => ({
    path: relative,
    gzipBytes: gzipSync(readFileSync(join(distDir, relative))).length,
  }));
  const sum = (extension: string) =>
    files
      .filter((file) => file.path.endsWith(extension))
      .reduce((total, f) => total + f.gzipBytes, 0);
  return { javascriptGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files };
}

/** Whether any script of the initial load mentions `text` (the call's RTCPeerConnection, say). */
export function initialAssetsContain(distDir: string, text: string): boolean {
  return initialAssetPaths(distDir)
    .filter((path) => path.endsWith('.js'))
    .some((path) => readFileSync(join(distDir, path), 'utf8').includes(text));
}

/** The initial load's files, relative to `distDir`. */
function initialAssetPaths(distDir: string): string[] {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the app first`);
  const html = readFileSync(indexPath, 'utf8');
  const base = '/onboarding/';
  const files = indexHtmlReferences(html, base).filter((ref) => /\.(js|css)$/.test(ref));
  return files.map((ref) =>
    ref.startsWith(base) ? ref.slice(base.length) : ref.replace(/^\.?\//, ''),
  );
}
