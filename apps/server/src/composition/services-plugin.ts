import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../infra/clock';
import type { Config } from '../infra/config';
import type { DatabaseHandle } from '../infra/db/database';
import { registerJobMetrics } from '../infra/jobs/job-metrics';
import type { JobQueue } from '../infra/jobs/job-queue';
import { createUploadSpool, type UploadSpool } from '../infra/storage/upload-spool';
import { handoffCookieName } from '../modules/handoff/cookie';
import { longProcessRoom } from '../modules/dossiers/room';
import { handoffRoom } from '../modules/handoff/room';
import { staffCookieName } from '../modules/staff/cookie';
import { logDevelopmentStaff } from '../modules/staff/development-staff';
import { operatorQueueRoom, videoRoom } from '../modules/video-identification/room';
import { callerPlugin } from '../plugins/app/caller';
import { createInfra, type Infra, type InfraOverrides } from './infra';
import { bindJobHandlers } from './jobs';
import { realtimePlugin } from '../plugins/app/realtime';
import { createServices, type Services } from './services';
import { sessionPlugin } from '../plugins/app/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (composition/services.ts); routes call them. */
    services: Services;
    /** The ports the services are built from: for the app's own plugins and for tests, not routes. */
    infra: Infra;
    /** The durable job queue (its workers, `drain` for tests and shutdown). */
    jobs: JobQueue;
    /** Where upload bodies are spooled while they arrive. */
    uploadSpool: UploadSpool;
  }
}

export interface ServicesPluginOptions {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly overrides: InfraOverrides;
}

/**
 * Builds the ports and the services, hands them to the routes, and starts and stops the job
 * workers with the app: the workers start when the app is ready and stop before the ports close.
 */
export const servicesPlugin = fp<ServicesPluginOptions>(
  async (app, { config, database, clock, overrides }) => {
    const infra = await createInfra(config, database, clock, app.log, overrides);
    const services = createServices(infra, app.metrics.registry);
    app.decorate('services', services);
    app.decorate('infra', infra);
    app.decorate('jobs', infra.jobs);
    app.decorate('uploadSpool', createUploadSpool(join(config.dataDir, 'upload-spool')));

    await app.register(sessionPlugin, {
      config,
      clock,
      store: infra.sessionStore,
      identityOf: (userId) => services.accounts.identityOf(userId),
    });
    const phoneCookie = handoffCookieName(config.isProduction);
    const staffCookie = staffCookieName(config.isProduction);
    await app.register(callerPlugin, {
      phoneCallerOf: async (request: FastifyRequest) =>
        (await services.handoff.phoneCallerOf(request.cookies[phoneCookie]))?.caller ?? null,
      staffCallerOf: (request: FastifyRequest) =>
        services.staff.callerOf(request.cookies[staffCookie]),
    });
    await app.register(realtimePlugin, {
      hub: infra.realtime,
      rooms: [
        handoffRoom(services.handoff),
        videoRoom({
          core: services.videoCore,
          applicants: services.videoIdentification,
          operators: services.videoOperators,
        }),
        operatorQueueRoom(services.videoCore),
        longProcessRoom(services.dossiers),
      ],
    });

    bindJobHandlers(infra.jobs, services);
    registerJobMetrics(app.metrics.registry, infra.jobs);

    app.addHook('onReady', async () => {
      await infra.jobs.start();
      if (!config.isProduction) {
        // The local registers start with the fictional people of decision 112.
        await services.seedDevelopmentRegistries().catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not seed the development registers');
        });
      }
      if (config.nodeEnv === 'development') {
        // `npm start` on a fresh database: accounts to try the operator console with (decision 130).
        await services.staff
          .seedDevelopmentStaff()
          .then((seeded) => logDevelopmentStaff(app.log, seeded))
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'could not seed the development staff accounts');
          });
      }
    });
    app.addHook('onClose', async () => {
      await infra.jobs.stop();
      await infra.close();
    });
  },
  { name: 'services', dependencies: ['db', 'metrics'] },
);
