// `npm run bench:case-search`: the case search's figures (decision 263) in a process of its own,
// on a database of its own on the bench PostgreSQL, dropped afterwards.
import { isPostgresReachable } from './bench-database';
import { measureCaseSearch, printCaseSearch } from './case-search';

if (await isPostgresReachable()) printCaseSearch(await measureCaseSearch());
else console.log('\nCase search on 100,000 cases: skipped, no PostgreSQL answers');
