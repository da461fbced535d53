import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../infra/db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  readonly database: DatabaseHandle;
  /** True when the app opened the database itself and so must close it. */
  readonly closeOnShutdown: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  (app, { database, closeOnShutdown }, done) => {
    database.setBackgroundErrorListener((error, source) => {
      if (source === 'listener') {
        app.log.warn({ err: error }, 'realtime and job wake-ups paused: LISTEN connection lost');
      } else {
        app.log.warn(
          { err: error },
          'database connection error; requests get 503 until it recovers',
        );
      }
    });
    app.decorate('database', database);
    if (closeOnShutdown) app.addHook('onClose', () => database.close());
    done();
  },
  { name: 'db' },
);
