import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The Drizzle handle services and repositories use. Both drivers produce a PgDatabase, so code
 * written against this type never knows (or cares) which engine is underneath. It carries no
 * schema: every query names its tables, which their modules declare (the relational query API,
 * the only user of a schema here, is not used), so infra knows no module.
 */
export type Database = PgDatabase<RowsQueryResultHKT>;

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

/** Raw SQL results as both drivers give them (pg-boss and the realtime bus speak this). */
export interface RawQueryResult {
  readonly rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /**
   * Runs SQL text outside Drizzle: with `values`, one statement with $1… parameters; without,
   * possibly several statements (a failed one rolls back an explicit transaction it opened).
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<RawQueryResult>;
  /**
   * LISTEN on `channel` (DESIGN "Realtime"): PostgreSQL delivers every NOTIFY of every instance
   * on the same database. Returns the function that stops listening.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel`: at most 8000 bytes of payload (PostgreSQL's limit). */
  notify(channel: string, payload: string): Promise<void>;
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
  setBackgroundErrorListener(listener: (error: Error, source: 'pool' | 'listener') => void): void;
}
