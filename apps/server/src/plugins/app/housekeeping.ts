import fp from 'fastify-plugin';
import { sweepExpired } from '../../infra/housekeeping/sweep-expired';

const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Deletes expired sessions, codes, used-token marks and rate-limit windows now and then, so those
 * tables stay small. Every instance sweeps; the deletes are idempotent, so instances need no
 * coordination. The timers never keep the process alive and stop when the app closes.
 */
export const housekeepingPlugin = fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const counts = await sweepExpired(app.database.db, app.clock());
        app.log.debug({ deleted: counts }, 'expired rows swept');
      } catch (error) {
        // The database may be away for a moment; the next sweep tries again.
        app.log.warn({ err: error }, 'sweeping expired rows failed');
      }
    };
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        void sweep().finally(() => schedule(SWEEP_EVERY_MS));
      }, delayMs);
      timer.unref();
    };
    app.addHook('onReady', (ready) => {
      schedule(FIRST_SWEEP_MS);
      ready();
    });
    app.addHook('onClose', (_instance, closed) => {
      clearTimeout(timer);
      closed();
    });
    done();
  },
  { name: 'housekeeping', dependencies: ['db', 'ports'] },
);
