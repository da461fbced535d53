import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the server serves dist/ under /onboarding; in development Vite forwards the API
// (and its websocket) to the server on port 3000.
const apiProxy = {
  '/services': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
};

export default defineConfig({
  base: '/onboarding/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // packages/domain is pure (no I/O, DESIGN §2) but does not declare `sideEffects: false`, so
        // say it here: a domain module the shell does not use (zod schemas) stays out of the bundle.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
