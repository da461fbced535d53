import { defineConfig } from 'vite';
// A relative path, not the package name: Vite bundles a config's relative imports, while a
// package would be loaded by Node, which cannot read TypeScript (decision 194).
import { appViteConfig } from '../../packages/web-shell/src/vite/vite-base';

// The server serves dist/ under /onboarding. A new visitor starts on the sign-up page (the home
// gate sends them there too): index.html preloads it.
export default defineConfig(
  appViteConfig({
    base: '/onboarding/',
    firstPage: 'src/features/lightsignup/lightsignup-page.tsx',
  }),
);
