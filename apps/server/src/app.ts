import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './infra/clock';
import type { Config } from './infra/config';
import type { DatabaseHandle } from './infra/db/database';
import { openDatabase } from './infra/db/open-database';
import { serializeRequest } from './infra/logging/request-log';
import { crossSiteGuardPlugin } from './plugins/app/cross-site-guard';
import { idempotencyPlugin } from './infra/idempotency/idempotency-plugin';
import { createIdempotencyStore } from './infra/idempotency/idempotency-store';
import { dbPlugin } from './plugins/app/db';
import { declarePipelineErrors } from './plugins/app/declared-errors';
import { errorsPlugin, sendFrameworkError } from './plugins/app/errors';
import type { InfraOverrides } from './composition/infra';
import { metricsPlugin } from './plugins/app/metrics';
import { readableInputPlugin, unreadableUrlOrHeaderError } from './plugins/app/readable-input';
import { generateRequestId, requestIdPlugin } from './plugins/app/request-id';
import { requestTracingPlugin } from './plugins/app/request-tracing';
import { servicesPlugin } from './composition/services-plugin';
import { compressionPlugin } from './plugins/external/compression';
import { openApiPlugin } from './plugins/external/open-api';
import { securityHeadersPlugin } from './plugins/external/security-headers';
import { routes } from './routes/index';
import { PRECOMPRESSED_ROUTES } from './routes/static-apps';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppDeps extends InfraOverrides {
  /**
   * An open, migrated database. main.ts and the tests pass one and close it themselves; without
   * it the app opens and migrates the configured database and closes it with the app.
   */
  readonly database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them to check what is logged). */
  readonly logStream?: { write(line: string): void };
  /** The time services read (tests move it to expire codes, tokens and sessions). */
  readonly clock?: Clock;
  /**
   * Sees every route as it is added, with its config and zod schemas (the tests that go over
   * every route of the real app: the cross-site matrix, the headers, the attack tests).
   */
  readonly onRoute?: (route: RouteOptions) => void;
}

function loggerOptions(config: Config, deps: AppDeps): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    // The OpenID callback's code and state, and any token in a URL, stay out of the log lines.
    serializers: { req: serializeRequest },
    // Credentials must never reach a log line, whichever serializer or plugin logs the headers.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Builds the app as a tree of plugins in a fixed order (habit 7, after fastify/demo): external
 * plugins, then the app's own capabilities, then routes. It does not listen: main.ts does, and the
 * tests use `inject`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps),
    genReqId: generateRequestId,
    // The id is read (and checked) by generateRequestId, not trusted blindly by Fastify.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    // A bad URL or an over-long path parameter gets the one error body too (decision 155); a path
    // the router cannot decode because it is not UTF-8 gets the readable-input refusal (decision
    // 274), as a NUL in the same path does.
    frameworkErrors: (error, request, reply) => {
      sendFrameworkError(unreadableUrlOrHeaderError(request) ?? error, request, reply);
    },
  });
  // Before any plugin: a hook of the root sees the routes of every plugin registered after it.
  // First the refusals every route answers are declared (decision 279), so that the document, the
  // response serializers and the tests' onRoute all see the declared responses.
  app.addHook('onRoute', declarePipelineErrors);
  if (deps.onRoute !== undefined) app.addHook('onRoute', deps.onRoute);

  const ownsDatabase = deps.database === undefined;
  const database = deps.database ?? (await openDatabase(config.database));

  try {
    if (ownsDatabase) await database.migrate();

    // Route schemas are zod (the ones of packages/domain); they also feed the OpenAPI document.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only; a text/plain body is a wrong content type (415), not a string.
    app.removeContentTypeParser('text/plain');
    app.decorate('config', config);

    // First, so a request's span holds everything the request does (decision 282).
    await app.register(requestTracingPlugin);
    // 1. External plugins.
    await app.register(securityHeadersPlugin, { config });
    await app.register(openApiPlugin, { config });

    // 2. The app's own capabilities, shared by every route.
    await app.register(requestIdPlugin);
    await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
    await app.register(metricsPlugin);
    await app.register(errorsPlugin);
    // Before anything reads the request: a NUL or bytes that are not UTF-8 are a 400 (decision 274).
    await app.register(readableInputPlugin);
    // Before sessions and routes: another site's request is refused before anything is read.
    await app.register(crossSiteGuardPlugin, { config });
    await app.register(fastifyCookie);
    // The ports and the composition root, then what routes share of them (sessions, callers,
    // realtime) and the job workers.
    await app.register(servicesPlugin, {
      config,
      database,
      clock: deps.clock ?? systemClock,
      overrides: deps,
    });
    // Idempotency-Key on the API's state-changing calls (decision 153): after the callers are
    // known, before any route is added (it hooks each one as it is added).
    await app.register(idempotencyPlugin, {
      store: createIdempotencyStore(app.infra.db, app.infra.clock, app.infra.cipher),
    });
    // Response compression (decision 189): after idempotency, whose stored body must be the
    // uncompressed one, before any route is added (it hooks each one as it is added).
    await app.register(compressionPlugin, { precompressedRoutes: PRECOMPRESSED_ROUTES });

    // 3. Routes.
    await app.register(routes, { config });
  } catch (error) {
    await app.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  return app;
}
