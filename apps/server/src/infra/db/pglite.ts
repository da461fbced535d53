import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

/**
 * Opens the embedded database: persisted in `dataDir`, or in memory (tests load a migrated copy
 * through `loadDataDir`, which takes about 0.4 s where a fresh PGlite takes several seconds).
 */
export async function openPglite(
  options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'>,
): Promise<DatabaseHandle> {
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(options));
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzle({ client, schema });
  return {
    driver: 'pglite',
    db,
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migrate(db, { migrationsFolder: migrationsDir });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // One in-process connection: there is no idle connection that could fail in the background.
    setBackgroundErrorListener() {},
  };
}
