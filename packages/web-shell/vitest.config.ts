import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-shell',
    environment: 'jsdom',
    // A file's first test renders while jsdom and React load; on the loaded two-core CI machine,
    // beside the browser journeys, a one-line render took over the default 5 s (as the web app's).
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
