import { defineConfig } from 'vite';
// A relative path, not the package name: Vite bundles a config's relative imports, while a
// package would be loaded by Node, which cannot read TypeScript (decision 194).
import { appViteConfig } from '../../packages/web-shell/src/vite/vite-base';
import {
  prerenderedLinkPages,
  prerenderedPublicPages,
  prerenderedSteps,
} from './src/config/prerendered-steps';

// The server serves dist/ under /onboarding. A new visitor starts on the sign-up page (the home
// gate sends them there too): index.html preloads it, and the module that asks a returning
// applicant's status while a private page's code is on its way (decision 219).
export default defineConfig(
  appViteConfig({
    base: '/onboarding/',
    preload: ['src/features/lightsignup/lightsignup-page.tsx'],
    // A returning applicant's private page runs these first, not the sign-up page's code (224).
    preloadedGroups: { 'early-requests': ['src/lib/wizard/api/early-requests.ts'] },
    // The guard of every private page and what it needs: one chunk, not a dozen (decision 219).
    chunkGroups: { 'private-route': ['src/app/wizard/private-route.tsx'] },
    // A first visit's sign-up page is in index.html itself, its code fetched after it is painted
    // (decision 221); the server puts a step there instead for an applicant coming back to it (224).
    prerendered: {
      hash: '#/lightsignup',
      variant: 'si',
      language: 'sl',
      steps: prerenderedSteps(),
      // Public pages, kept as templates the loader picks by the address (decision 258).
      pages: prerenderedPublicPages(),
      // The phone's first page, opened from the hand-off's link with its token (decision 295).
      linkPages: prerenderedLinkPages(),
    },
  }),
);
