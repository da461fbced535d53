import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PROJECTS, SERVER_TESTS } from './vitest.projects.mjs';

// One configuration for every workspace's tests, built from vitest.projects.mjs (which also holds
// each project's time budget). `npx vitest run <file>` runs a file in whichever project holds it;
// `npm test` runs the projects one at a time (scripts/test.mjs).

type ServerProject = 'unit' | 'integration' | 'contract';

function serverProject(
  name: string,
  kind: ServerProject,
  db?: string,
): TestProjectInlineConfiguration {
  const include =
    kind === 'contract'
      ? [...SERVER_TESTS.contract, ...(db === 'postgres' ? SERVER_TESTS.postgresOnly : [])]
      : SERVER_TESTS[kind];
  return {
    extends: './apps/server/vitest.config.ts',
    test: {
      name,
      include,
      ...(kind === 'unit'
        ? {}
        : {
            env: { TEST_DB: db ?? 'pglite' },
            // The API suite's files share a worker's loaded modules instead of loading the whole
            // server again for each (3–5 s a file); each file still builds its own app on its
            // own database, and nothing in a test replaces a module (no vi.mock here).
            ...(kind === 'integration' ? { isolate: false } : {}),
            globalSetup: ['./test/global-setup.ts'],
            setupFiles: ['./test/database-setup.ts'],
          }),
    },
  };
}

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on the 2-core CI machine is half of it.
    maxWorkers: availableParallelism(),
    projects: PROJECTS.map((project) =>
      project.server === undefined
        ? project.root
        : serverProject(project.name, project.server, project.db),
    ),
  },
});
