import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import { tracePglite } from '../telemetry/traced-sql';
import { isTracingOn } from '../telemetry/tracing';
import type { DatabaseHandle, RawQueryResult } from './database';

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
  // Before drizzle holds it: every statement in a span when tracing is on (decision 282).
  if (isTracingOn()) tracePglite(client);
  const db = drizzle({ client });

  const executeSql = async (text: string, values?: readonly unknown[]): Promise<RawQueryResult> => {
    if (values !== undefined && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, [...values]);
      return { rows: result.rows };
    }
    try {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (error) {
      // Several statements with BEGIN … COMMIT that failed halfway leave the one connection in an
      // aborted transaction; every later query would fail until it is rolled back.
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  return {
    driver: 'pglite',
    db,
    executeSql,
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener);
      return stop;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
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
