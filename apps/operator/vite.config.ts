import { defineConfig, mergeConfig } from 'vite';
// A relative path, not the package name: Vite bundles a config's relative imports (decision 194).
import { appViteConfig } from '../../packages/web-shell/src/vite/vite-base';
import { faceModels } from './face-models';

const base = '/operator/';

// The server serves dist/ under /operator; in development the console runs beside the web app.
// The face match worker (decision 291) is an ES module: it imports the library's ES build.
export default defineConfig(
  mergeConfig(appViteConfig({ base, ports: { dev: 5174, preview: 4174 } }), {
    plugins: [faceModels(base)],
    worker: { format: 'es' },
  }),
);
