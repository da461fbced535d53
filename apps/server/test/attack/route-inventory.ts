import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** One route of the built app with the zod schemas it was declared with. */
export interface InventoryRoute {
  readonly method: string;
  readonly url: string;
  readonly schema: RouteSchemas;
}

export interface RouteSchemas {
  readonly params?: unknown;
  readonly querystring?: unknown;
  readonly body?: unknown;
  readonly response?: Readonly<Record<string, unknown>>;
  readonly hide?: boolean;
}

const captured: InventoryRoute[] = [];

/**
 * Wraps the OpenAPI plugin (registered before every route, decision 155) with an onRoute hook of
 * its own, so the attack tests see every route with its zod schemas rather than the JSON Schema
 * the document holds.
 */
export function withRouteCapture<T extends { openApiPlugin: unknown }>(original: T): T {
  const plugin = original.openApiPlugin as (app: FastifyInstance, options: object) => Promise<void>;
  const wrapped = fp(
    async (app: FastifyInstance, options: object) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          captured.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteSchemas });
        }
      });
      await plugin(app, options);
    },
    { name: 'open-api' },
  );
  return { ...original, openApiPlugin: wrapped };
}

/** The routes captured since the last call (one app per test file). */
export function takeRoutes(): InventoryRoute[] {
  return captured.splice(0);
}
