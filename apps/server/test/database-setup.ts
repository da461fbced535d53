import { afterAll } from 'vitest';
import { disposeSharedTestDatabase } from './test-database';

// The projects with a database (vitest.config.ts): the file's shared database goes with the file.
afterAll(async () => {
  await disposeSharedTestDatabase();
});
