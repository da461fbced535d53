import { defineConfig } from 'vitest/config';

// Browser journeys: Debian's chromium driven by playwright-core against the built server, started
// once for the run by the global setup on a free port with its own embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
