// What the global setup hands to every test file: where to get an isolated, migrated database.

export type TestDatabaseSource =
  | { readonly kind: 'pglite'; readonly dumpPath: string }
  | { readonly kind: 'postgres'; readonly adminUrl: string; readonly template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** The same server URL with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
