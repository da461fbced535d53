import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import type * as schema from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The Drizzle handle services and repositories use. Both drivers produce a PgDatabase over the same
 * schema, so code written against this type never knows (or cares) which engine is underneath.
 */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

/**
 * What both drivers' raw results have in common: `rows`. With it `db.execute<TRow>(sql...)` is
 * typed for either driver, where the bare PgQueryResultHKT would leave the result unknown.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RowsResult<TRow> {
  rows: TRow[];
}

/** A transaction opened with `db.transaction(...)`; repositories accept it in place of `db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Resolves when the database answers `select 1`; used by /ready. */
  ping(): Promise<void>;
  /** Applies the committed migrations of apps/server/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  /** Closes the connections; safe to call twice. */
  close(): Promise<void>;
  /**
   * Receives errors that belong to no request (an idle pooled connection dropped by the server).
   * Without a listener node-postgres would rethrow them and end the process (DESIGN "Failure").
   */
  setBackgroundErrorListener(listener: (error: Error) => void): void;
}
