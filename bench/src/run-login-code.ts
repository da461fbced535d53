// `npm run bench:login-code -w @onboarding/bench`: how soon the sign-in code's SMS job reaches the
// SMS port (decision 275), on the embedded PGlite, then on PostgreSQL when BENCH_POSTGRES_URL (or
// the local default) answers. Runs the server's source in process.
import { createBenchDatabase, isPostgresReachable } from './bench-database';
import { measureLoginCodeLatency, printLoginCodeLatency } from './login-code-latency';

printLoginCodeLatency(await measureLoginCodeLatency(), 'PGlite');
if (await isPostgresReachable()) {
  const database = await createBenchDatabase('bench_login_code');
  try {
    printLoginCodeLatency(await measureLoginCodeLatency(database.url), 'PostgreSQL');
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL not reachable: the PostgreSQL figure is skipped.');
}
