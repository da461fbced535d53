import type { RouteOptions } from 'fastify';

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

/**
 * Captures every route of an app with the zod schemas it was declared with (rather than the JSON
 * Schema of the OpenAPI document, decision 155): pass `onRoute` to the app, then `take` them.
 */
export function routeCapture() {
  const captured: InventoryRoute[] = [];
  return {
    onRoute: (route: RouteOptions): void => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        captured.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteSchemas });
      }
    },
    take: (): InventoryRoute[] => {
      return captured.splice(0);
    },
  };
}
