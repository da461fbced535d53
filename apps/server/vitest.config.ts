import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// How the server's tests run. The root vitest.config.ts makes its projects from this base
// (vitest.projects.mjs: which files, which database, which budget) and adds the database set-up
// to the projects that have one.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    setupFiles: ['./test/setup.ts'],
    // PGlite is WebAssembly with a large heap; a process per test file keeps memory bounded.
    pool: 'forks',
    // Generous: the jobs (PDFs, mails) the tests drain share two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
