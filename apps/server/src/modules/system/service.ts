import type { Registry } from 'prom-client';
import { AppError } from '../../errors/app-error';
import type { DatabaseDriver } from '../../infra/db/database';

export interface SystemServiceDeps {
  readonly driver: DatabaseDriver;
  readonly ping: () => Promise<void>;
  readonly registry: Registry;
}

// A database that accepts the connection but never answers must still make /ready fail quickly,
// so a load balancer takes the instance out instead of queueing more requests on it.
const READINESS_TIMEOUT_MS = 2000;

export function createSystemService({ driver, ping, registry }: SystemServiceDeps) {
  return {
    /** Ready means the database answers; throws 503 SERVICE_UNAVAILABLE otherwise. */
    async checkReadiness(): Promise<{ status: 'ready'; database: DatabaseDriver }> {
      try {
        await withTimeout(ping(), READINESS_TIMEOUT_MS);
      } catch (error) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', {
          message: 'The database does not answer.',
          cause: error,
        });
      }
      return { status: 'ready', database: driver };
    },

    async renderMetrics(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
