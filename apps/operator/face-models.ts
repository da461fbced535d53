// The face match's models and WebAssembly runtime (decision 291), copied from their packages into
// the console's build and served by our own server, never fetched from a CDN. The directory
// carries the library's version, so the files may be cached for good under assets/.
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const humanDir = dirname(dirname(require.resolve('@vladmandic/human')));
const wasmDir = dirname(
  require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
);
const { version } = JSON.parse(readFileSync(join(humanDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** Under the app's base: where the console's worker finds the files. */
export const FACE_MODELS_DIR = `assets/face-models/human-${version}/`;

/** The models of the worker's configuration, and the runtime with and without SIMD. */
const MODELS = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'];
const FILES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    MODELS.flatMap((model) => [
      [`${model}.json`, join(humanDir, 'models', `${model}.json`)],
      [`${model}.bin`, join(humanDir, 'models', `${model}.bin`)],
    ]),
  ),
  'tfjs-backend-wasm.wasm': join(wasmDir, 'tfjs-backend-wasm.wasm'),
  'tfjs-backend-wasm-simd.wasm': join(wasmDir, 'tfjs-backend-wasm-simd.wasm'),
};

/** Emits the files into the build, and serves them from the packages in development. */
export function faceModels(base: string): Plugin {
  return {
    name: 'face-models',
    config: () => ({
      define: {
        'import.meta.env.VITE_FACE_MODELS_DIR': JSON.stringify(FACE_MODELS_DIR),
      },
    }),
    generateBundle() {
      for (const [name, path] of Object.entries(FILES)) {
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_MODELS_DIR}${name}`,
          source: readFileSync(path),
        });
      }
    },
    configureServer(server) {
      const prefix = `${base}${FACE_MODELS_DIR}`;
      server.middlewares.use((request, response, next) => {
        const path = request.url?.startsWith(prefix)
          ? FILES[request.url.slice(prefix.length)]
          : undefined;
        if (path === undefined) {
          next();
          return;
        }
        response.setHeader(
          'content-type',
          path.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        createReadStream(path).pipe(response);
      });
    },
  };
}
