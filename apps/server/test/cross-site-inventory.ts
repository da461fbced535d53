import type { RouteOptions } from 'fastify';

/** One route of the built app as it was registered. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly crossSite: string | undefined;
}

/**
 * Lists the routes of an app as they are added: pass `onRoute` to `buildApp` (its hook is added
 * before any plugin, so it sees every route of the real app), then `take` them.
 */
export function routeInventory() {
  const registered: RegisteredRoute[] = [];
  return {
    onRoute: (route: RouteOptions): void => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        registered.push({ method, url: route.url, crossSite: route.config?.crossSite });
      }
    },
    /** The routes added so far, each method and path once. */
    take: (): RegisteredRoute[] => {
      const seen = new Set<string>();
      return registered.splice(0).filter((route) => {
        const key = `${route.method} ${route.url}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}

/** A concrete path for a route's pattern: every parameter and wildcard becomes `x1`. */
export function samplePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*$/, 'x1');
}
