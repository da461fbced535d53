import { defineConfig } from 'vitest/config';

// Measurements for `npm run bench` (not tests): the same server and staff accounts as the browser
// journeys, one file at a time; they print figures and assert nothing.
export default defineConfig({
  test: {
    name: 'measure',
    root: import.meta.dirname,
    include: ['measure/**/*.measure.ts'],
    globalSetup: ['./measure/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
