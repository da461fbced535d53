// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of a built app, so the
// server sends them as they are instead of compressing on every request (decision 189). Run by
// scripts/build.mjs after each Vite build; by hand:
//   node scripts/compress-assets.mjs apps/web/dist apps/operator/dist
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats and WebAssembly only: images and fonts (woff2 is brotli inside) are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
]);

/** Below this, a copy saves a few hundred bytes at most: not worth a file and a disk read. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses each text file of `distDir` above MIN_BYTES, at the highest brotli quality (it runs
 * once per build, not per request). A copy that is not smaller than the file is not written, so
 * the server sends the file itself. The root index.html is left out: the server injects the
 * variant into it and compresses the result itself at start.
 */
export async function compressAssets(distDir) {
  const written = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const path of filesUnder(distDir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if (relative(distDir, path) === 'index.html') continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${path}.br`, br);
    if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
    written.files += 1;
    written.bytes += content.length;
    written.brotliBytes += Math.min(br.length, content.length);
    written.gzipBytes += Math.min(gz.length, content.length);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const { files, bytes, brotliBytes, gzipBytes } = await compressAssets(dir);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `${dir}: ${files} files, ${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`,
    );
  }
}
