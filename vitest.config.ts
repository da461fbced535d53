import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// One run covers every workspace. The server suite runs twice: always on embedded PGlite, and again
// on a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/messages',
      'packages/web-shell',
      'packages/video-call',
      'apps/web',
      'apps/operator',
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server:pglite', env: { TEST_DB: 'pglite' }, include: serverTests },
      },
      ...(withPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                name: 'server:postgres',
                env: { TEST_DB: 'postgres' },
                // Plus the tests that need a real server (terminating its connections, say).
                include: [...serverTests, 'test/**/*.postgres-test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
