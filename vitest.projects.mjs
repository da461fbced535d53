// The Vitest projects, which tests each one runs, and the time each may take (STYLE habit 11).
// vitest.config.ts builds the projects from this list; `npm test` (scripts/test.mjs) runs them
// in this order (two side by side once the browser journeys have ended), prints each one's time
// against its budget and the slowest files, and fails a project that takes longer than its
// budget. A budget is the project's wall time on the 2-core CI machine with room for growth and
// for what runs beside it: about 1.5 times the slowest of the last fresh-clone runs (decision
// 284; the same project took 32 s in one and 62 s in the next), the slowest being a machine of
// the same kind that ran everything about twice as slowly (decision 292). On a machine slower
// still, `npm test` stretches every budget by its ESLint time (decision 301). Raise a budget in
// the same change that needs it, and say why in that change.

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Where the server's tests live: beside the code (no database), the API suite, the contracts. */
export const SERVER_TESTS = {
  /** Tests beside the code that open no database: no database set-up at all. */
  unit: ['src/**/*.test.ts'],
  /** The API and use-case tests on a database: once, on the engine production runs in CI. */
  integration: ['test/**/*.test.ts'],
  /** The database and job adapters, migrations, listen/notify, audit chain and start-up. */
  contract: ['src/**/*.contract-test.ts', 'test/**/*.contract-test.ts'],
  /** Contract tests that need a real PostgreSQL server (terminated connections, two instances). */
  postgresOnly: ['test/**/*.postgres-test.ts'],
};

/**
 * `node`: the Node major version the project runs on when `npm test` is given that version's
 * binary (`NODE_24_BIN`, which `.ci/run` fetches; decision 281); else, and for the others, the
 * machine's own.
 * @typedef {{ readonly name: string, readonly budgetSeconds: number, readonly node?: 24 } & (
 *   | { readonly root: string, readonly server?: undefined, readonly db?: undefined }
 *   | {
 *       readonly root?: undefined,
 *       readonly server: 'unit' | 'integration' | 'contract',
 *       readonly db?: 'pglite' | 'postgres',
 *     }
 * )} TestProject
 */

/**
 * Each project: its name, where its configuration lives (a workspace folder, or `server` and
 * `db` for one built in vitest.config.ts), and its budget in seconds: measured on the 2-core machine
 * with the browser journeys running beside the projects (decision 243), with room for growth.
 * @type {readonly TestProject[]}
 */
export const PROJECTS = [
  // 134 s and 26 s in fresh-clone runs beside the journeys (decision 301).
  { name: 'domain', root: 'packages/domain', budgetSeconds: 200, node: 24 },
  { name: 'messages', root: 'packages/messages', budgetSeconds: 40 },
  { name: 'web-shell', root: 'packages/web-shell', budgetSeconds: 280 },
  { name: 'video-call', root: 'packages/video-call', budgetSeconds: 30 },
  { name: 'web', root: 'apps/web', budgetSeconds: 710 },
  { name: 'operator', root: 'apps/operator', budgetSeconds: 150 },
  { name: 'server:unit', server: 'unit', budgetSeconds: 240, node: 24 },
  // Locally the embedded database; in CI (TEST_DATABASE_URL set) PostgreSQL, as production.
  withPostgres
    ? // 354 s beside the video-call journeys in a fresh-clone run, 132 s alone (decision 256);
      // 608 s on a slower machine (decision 301).
      {
        name: 'server:postgres',
        server: 'integration',
        db: 'postgres',
        budgetSeconds: 920,
        node: 24,
      }
    : { name: 'server:pglite', server: 'integration', db: 'pglite', budgetSeconds: 820 },
  // 234 s and the PostgreSQL one 236 s in one fresh-clone run, with the journeys beside them
  // (decision 301).
  { name: 'db-contract:pglite', server: 'contract', db: 'pglite', budgetSeconds: 350 },
  ...(withPostgres
    ? [
        /** @type {TestProject} */ ({
          name: 'db-contract:postgres',
          server: 'contract',
          db: 'postgres',
          budgetSeconds: 350,
        }),
      ]
    : []),
];

/**
 * The browser journeys (e2e/, Playwright Test), after the build, with their budget too. Raised from
 * 1,100 s for the back office's four journeys (decision 256's addendum), then for the slower machine
 * of decision 292 (735 s on one machine, 2,173 s on another, the same kind); the lane must come
 * down again, not the budget up.
 */
export const BROWSER_JOURNEYS = { budgetSeconds: 2850 };
