import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { internalsAccessHook } from './internals-access';

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

/** Where Prometheus scrapes the registry (the system module's route). */
const METRICS_PATH = '/metrics';

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
    // The exposition shows the Node version and the traffic: in production only Prometheus, with
    // INTERNALS_TOKEN, may read it (decision 168). Hooked here, whoever declares the route.
    const guard = internalsAccessHook(app.config);
    if (guard !== null) {
      app.addHook('onRoute', (route) => {
        if (route.url !== METRICS_PATH) return;
        const own = route.onRequest ?? [];
        route.onRequest = [guard, ...(Array.isArray(own) ? own : [own])];
      });
    }
    // prom-client hashes the label object on every observe; keeping each label set's child saves
    // that on the hot path (there are few: method x route x status).
    const children = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      const statusCode = String(reply.statusCode);
      const key = `${request.method} ${route} ${statusCode}`;
      let child = children.get(key);
      if (child === undefined) {
        child = httpRequestDuration.labels(request.method, route, statusCode);
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
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
