import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfigFromProcess } from './infra/config';
import type { DatabaseHandle } from './infra/db/database';
import { isDatabaseUnavailableError } from './infra/db/unavailable';
import { openDatabase } from './infra/db/open-database';
import { StartupError } from './infra/startup-error';
import { startTracing, type TracingHandle } from './infra/telemetry/start-tracing';

// If closing hangs (a stuck connection), the process still ends so an orchestrator can restart it.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfigFromProcess();
  } catch (error) {
    if (error instanceof ConfigError) {
      // A list of what to fix, not a stack trace: this is an operator's mistake, not a bug.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function publicBaseUrl(config: Config, app: FastifyInstance): string {
  if (!config.isPublicUrlDerived) return config.publicUrl;
  // PORT=0 listens on any free port; print the one the system chose.
  const { port } = app.server.address() as AddressInfo;
  return `http://localhost:${port}`;
}

function printBanner(config: Config, app: FastifyInstance, database: DatabaseHandle): void {
  const base = publicBaseUrl(config, app);
  print(`Applicant portal:   ${base}/onboarding/`);
  print(`Operator console:   ${base}/operator/`);
  if (!config.isProduction) print(`Development outbox: ${base}/onboarding/dev/outbox`);
  print(`Ready in ${Math.round(performance.now())} ms (database: ${database.driver})`);
}

function closeOnSignals(
  app: FastifyInstance,
  database: DatabaseHandle,
  tracing: TracingHandle | undefined,
): void {
  let isClosing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // The server first, so no request is cut off from the database it is still using.
      await app.close();
      await database.close();
      // Last: the spans of the shutdown's own work are exported too.
      await tracing?.shutdown();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}

async function start(): Promise<void> {
  const config = loadConfigOrExit();
  // Before the database and the app: they put their spans in place only when tracing is on.
  const tracing = startTracing(config.tracing);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp(config, { database });
  tracing?.reportTo((message) => app.log.warn(message));
  closeOnSignals(app, database, tracing);
  await app.listen({ port: config.port, host: config.host });
  printBanner(config, app, database);
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else if (isDatabaseUnavailableError(error)) {
    console.error(
      `Cannot reach the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
