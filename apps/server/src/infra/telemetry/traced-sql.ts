import { type Span, SpanKind, SpanStatusCode, context } from '@opentelemetry/api';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseDriver } from '../db/database';
import { tracer } from './tracing';

// Decision 282: one client span per SQL statement, on either engine, under the span of the request
// or job that sent it. The statement's text is recorded as sent, with its $1… placeholders: the
// values (an applicant's data) are never recorded.

/** Long statements (the migrations') are cut: the start says what a statement is. */
const MAX_TEXT = 2048;

function operationOf(text: string): string {
  return /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
}

function startSqlSpan(text: string, driver: DatabaseDriver): Span {
  const operation = operationOf(text);
  return tracer().startSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text,
        'onboarding.db.driver': driver,
      },
    },
    context.active(),
  );
}

function endSqlSpan(span: Span, error: unknown): void {
  if (error !== undefined && error !== null) {
    span.recordException(error instanceof Error ? error : new Error('the statement failed'));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * `run`'s promise in a statement's span. A statement starts no span of its own, so its span is
 * not made the active one: a context switch per statement would cost more than the span.
 */
async function inSqlSpan<T>(
  text: string,
  driver: DatabaseDriver,
  run: () => Promise<T>,
): Promise<T> {
  const span = startSqlSpan(text, driver);
  try {
    const result = await run();
    endSqlSpan(span, undefined);
    return result;
  } catch (error) {
    endSqlSpan(span, error);
    throw error;
  }
}

type PgQueryArgs = [unknown, ...unknown[]];

/**
 * Every statement of a node-postgres client in a span: drizzle's (a config object), the pool's
 * (a callback as the last argument) and the raw SQL's (text and values).
 */
export function traceNodePostgresClient(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: PgQueryArgs) => unknown;
  const traced = (...args: PgQueryArgs): unknown => {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown } | null)?.text === 'string'
          ? (first as { text: string }).text
          : undefined;
    if (text === undefined) return original(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      const span = startSqlSpan(text, 'postgres');
      const withEnd: PgQueryArgs = [...args];
      withEnd[withEnd.length - 1] = (error: unknown, result: unknown) => {
        endSqlSpan(span, error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return original(...withEnd);
    }
    return inSqlSpan(text, 'postgres', () => original(...args) as Promise<unknown>);
  };
  (client as { query: unknown }).query = traced;
}

type QueryTarget = Pick<PgliteTransaction, 'query' | 'exec'>;

function tracePgliteQueries(target: QueryTarget): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    inSqlSpan(text, 'pglite', () =>
      (query as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof target.query;
  target.exec = ((text: string, ...rest: unknown[]) =>
    inSqlSpan(text, 'pglite', () =>
      (exec as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof target.exec;
}

/** Every statement of the embedded database in a span, inside its transactions too. */
export function tracePglite(client: PGlite): void {
  tracePgliteQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      tracePgliteQueries(tx);
      return callback(tx);
    });
}
