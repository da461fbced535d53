import { defineConfig } from 'vite';
// A relative path, not the package name: Vite bundles a config's relative imports (decision 194).
import { appViteConfig } from '../../packages/web-shell/src/vite/vite-base';

// The server serves dist/ under /operator; in development the console runs beside the web app.
export default defineConfig(
  appViteConfig({ base: '/operator/', ports: { dev: 5174, preview: 4174 } }),
);
