import type { DatabaseConfig } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens the database the configuration names: embedded PGlite, or a PostgreSQL pool. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.driver === 'pglite'
    ? openPglite({ dataDir: config.dataDir })
    : openPostgres({ url: config.url, poolMax: config.poolMax });
}
