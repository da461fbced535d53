import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  readonly registry: Registry;
}

// Requests that matched no route share one label value, so scanning for random paths cannot
// create unbounded label cardinality.
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics from a registry owned by this app instance, not prom-client's global one:
 * two apps in one process (tests, or a future admin listener) then never clash over metric names.
 */
export const metricsPlugin = fp(
  (app, _options, done) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpRequestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests in seconds, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.decorate('metrics', { registry });
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.is404 ? undefined : request.routeOptions.url;
      httpRequestDuration.observe(
        {
          method: request.method,
          route: route ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      next();
    });
    app.addHook('onClose', (_instance, next) => {
      registry.clear();
      next();
    });
    done();
  },
  { name: 'metrics' },
);
