import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { deferredEntry, type PrerenderedPage } from './deferred-entry';
import { firstPagePreload } from './first-page-preload';
import { phoneMetadataAsJson } from './phone-metadata';
import { shellPage } from './shell-page';

export interface AppViteOptions {
  /** Where the server serves the built app: '/onboarding/' (applicant) or '/operator/'. */
  readonly base: `/${string}/`;
  /** Dev server and preview ports, for an app that runs beside the other (Vite's defaults else). */
  readonly ports?: { readonly dev: number; readonly preview: number };
  /**
   * Modules index.html preloads (firstPagePreload): the page most first visits open, and what the
   * entry starts before a page's code has arrived.
   */
  readonly preload?: readonly string[];
  /** Further sets of modules made one chunk each, loaded when asked for (firstPagePreload). */
  readonly chunkGroups?: Readonly<Record<string, readonly string[]>>;
  /** Sets of modules made one chunk each before the first page, preloaded (firstPagePreload). */
  readonly preloadedGroups?: Readonly<Record<string, readonly string[]>>;
  /**
   * The page the build renders into index.html (deferredEntry, scripts/prerender-first-page.mjs):
   * shown at once on that visit, its code fetched after the first paint.
   */
  readonly prerendered?: PrerenderedPage;
}

/**
 * The Vite configuration both browser apps share (decision 194): React, the base path the server
 * serves dist/ under, and in development the API (and its websocket) forwarded to the server on
 * port 3000. An app's vite.config.ts passes only what differs.
 */
export function appViteConfig({
  base,
  ports,
  preload = [],
  chunkGroups = {},
  preloadedGroups = {},
  prerendered,
}: AppViteOptions): UserConfig {
  const proxy = {
    '/services': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
  };
  return {
    base,
    plugins: [
      react(),
      shellPage(),
      phoneMetadataAsJson(),
      ...(preload.length > 0 ? [firstPagePreload(preload, chunkGroups, preloadedGroups)] : []),
      // After firstPagePreload: its preloads are among the tags the loader takes over.
      ...(prerendered ? [deferredEntry(prerendered)] : []),
    ],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // A lazy page's scripts are not announced as <link rel="modulepreload"> when it loads, only
      // its stylesheets: appending dozens of links cost the main thread 30–40 ms a page under
      // Lighthouse's phone (total blocking time), and its chunks came no sooner (decision 294).
      // index.html's preloads of the entry's imports stay.
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rollupOptions: {
        treeshake: {
          // packages/domain is pure (no I/O, DESIGN §2): a domain module whose exports a screen
          // does not use (a zod schema, say) stays out of the bundle even if Vite does not apply
          // the package's `sideEffects: false` to a linked workspace package.
          moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
        },
      },
    },
    server: { ...(ports ? { port: ports.dev } : {}), proxy },
    preview: { ...(ports ? { port: ports.preview } : {}), proxy },
  };
}
