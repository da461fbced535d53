import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the server serves dist/ under /operator; in development Vite forwards the API
// (and its websocket) to the server on port 3000.
const apiProxy = {
  '/services': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
};

export default defineConfig({
  base: '/operator/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // packages/domain is pure (no I/O) but does not declare `sideEffects: false` (see web).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
});
