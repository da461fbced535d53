import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/database';
import { sharedTestDatabase } from './test-database';

export type TestRoutes = (app: FastifyInstance) => void | Promise<void>;

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  readonly env?: Readonly<Record<string, string>>;
  /** Extra routes for a test (a route that throws, one with a body schema), added before ready. */
  readonly routes?: TestRoutes;
  /** Another database than the file's shared one (a test that closes or breaks it). */
  readonly database?: DatabaseHandle;
  /** Collects log lines (set LOG_LEVEL in env too, the default is silent). */
  readonly logStream?: { write(line: string): void };
  /** The clock, e-mail and SMS transports of the app (see AppDeps). */
  readonly clock?: AppDeps['clock'];
  readonly mail?: AppDeps['mail'];
  readonly sms?: AppDeps['sms'];
  readonly mrzReader?: AppDeps['mrzReader'];
  /** Short job timings (tests of retries). */
  readonly jobs?: AppDeps['jobs'];
  /** Sees every route as it is added (tests that go over every route). */
  readonly onRoute?: AppDeps['onRoute'];
}

// Nothing in the defaults depends on the machine: no build output, a fixed secret, and no log
// output.
const MISSING_DIST = join(tmpdir(), 'onboarding-test-no-dist');
/**
 * Each test file has a data directory of its own, as it has a database of its own: what the apps
 * keep beside the database (the documents, the development CA, the archive's audit checkpoints,
 * decision 278) belongs to that database, and an earlier run's or another file's would not match.
 */
const FILE_DATA_DIR = mkdtempSync(join(tmpdir(), 'onboarding-test-data-'));
afterAll(() => rmSync(FILE_DATA_DIR, { recursive: true, force: true }));

export function testConfig(env: Readonly<Record<string, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: FILE_DATA_DIR,
    WEB_DIST_DIR: MISSING_DIST,
    OPERATOR_DIST_DIR: MISSING_DIST,
    ...env,
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The web app and the console declare JSON on every state-changing call, bodies or not, and the
 * server refuses one without it (decision 154). The tests' bodyless calls do the same, unless
 * they name a content type themselves; the cross-site tests call buildApp to send raw requests.
 */
function declareJsonOnBodylessCalls(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const declared = (options: InjectOptions): InjectOptions => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = options.headers ?? {};
    const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    if (!STATE_CHANGING.has(method) || options.payload !== undefined || hasType) return options;
    return { ...options, headers: { ...headers, 'content-type': 'application/json' } };
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || typeof options === 'string') {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    return (inject as (...args: unknown[]) => unknown)(declared(options), callback);
  }) as FastifyInstance['inject'];
}

/** A ready app on an isolated, migrated database; close it with `app.close()`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await sharedTestDatabase()).handle;
  const app = await buildApp(testConfig(options.env), {
    database,
    logStream: options.logStream,
    clock: options.clock,
    mail: options.mail,
    sms: options.sms,
    mrzReader: options.mrzReader,
    jobs: options.jobs,
    onRoute: options.onRoute,
  });
  const { routes } = options;
  if (routes !== undefined) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>()));
  }
  await app.ready();
  declareJsonOnBodylessCalls(app);
  return app;
}

/**
 * The app of a describe block: built before its tests, closed after them. Returns a stand-in that
 * forwards to the app once it is built, so tests keep writing `app.inject(…)` and passing `app`
 * to the helpers instead of repeating the beforeAll/afterAll pair in every file.
 */
export function useTestApp(options: TestAppOptions = {}): FastifyInstance {
  let built: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): FastifyInstance => {
    if (built === undefined) throw new Error('the test app is built before the tests run');
    return built;
  };
  return new Proxy({} as FastifyInstance, {
    get(_target, property) {
      const instance = current();
      const value: unknown = Reflect.get(instance, property, instance);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(instance)
        : value;
    },
    has: (_target, property) => Reflect.has(current(), property),
  });
}
