import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const timingTests = ['test/**/*.timing-test.ts'];
// `extends` adds the server suite's own include to this one: its tests are excluded again here.
const exclude = ['**/node_modules/**', 'src/**/*.test.ts', 'test/**/*.test.ts'];

// Tests that compare timings (the password reset's, decision 164) run on their own after the
// parallel suite, one file at a time: on a 2-core machine shared with the other projects, the load
// of the rest decided them, not the code (decision 223). `npm test` runs this config as its own step.
export default defineConfig({
  test: {
    maxWorkers: 1,
    fileParallelism: false,
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-timing:pglite',
          env: { TEST_DB: 'pglite' },
          include: timingTests,
          exclude,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                name: 'server-timing:postgres',
                env: { TEST_DB: 'postgres' },
                include: timingTests,
                exclude,
              },
            },
          ]
        : []),
    ],
  },
});
