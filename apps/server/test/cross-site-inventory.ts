import type { RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type * as Guard from '../src/plugins/app/cross-site-guard';

/** One route of the built app as it was registered. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly crossSite: string | undefined;
}

const registered: RegisteredRoute[] = [];

/**
 * The guard's module with its plugin wrapped by an onRoute hook: the guard is registered before
 * any route, so the hook sees every route of the real app (use it from a `vi.mock` factory).
 */
export function withRouteInventory(original: typeof Guard): typeof Guard {
  const plugin = original.crossSiteGuardPlugin;
  return {
    ...original,
    crossSiteGuardPlugin: fastifyPlugin<Guard.CrossSiteGuardOptions>(
      (app, options, done) => {
        app.addHook('onRoute', (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            registered.push({ method, url: route.url, crossSite: route.config?.crossSite });
          }
        });
        void app.register(plugin, options);
        done();
      },
      { name: 'cross-site-guard-inventory', dependencies: ['errors'] },
    ),
  };
}

/** The routes registered since the last call, each method and path once. */
export function takeRouteInventory(): RegisteredRoute[] {
  const seen = new Set<string>();
  return registered.splice(0).filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A concrete path for a route's pattern: every parameter and wildcard becomes `x1`. */
export function samplePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*$/, 'x1');
}
