import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The root vitest.config.ts runs this suite twice through `extends` and names the projects
// (server:pglite, server:postgres) and sets TEST_DB; this file only says how the suite runs.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    // PGlite is WebAssembly with a large heap; a process per test file keeps memory bounded.
    pool: 'forks',
    // Generous: the jobs (PDFs, mails) the tests drain share two cores with the other project.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
