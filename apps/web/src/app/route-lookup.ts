import { matchRoutes, type RouteObject } from 'react-router';

/** A path segment React Router matches as written: no parameter, splat or optional mark. */
const STATIC_SEGMENT = /^[\w.~-]+$/;
/** A location path made only of such segments, trailing slashes allowed. */
const PLAIN_PATH = /^(?:\/[\w.~-]+)*\/*$/;

function isStaticPath(path: string): boolean {
  if (path === '/') return true;
  return (path.startsWith('/') ? path.slice(1) : path)
    .split('/')
    .every((segment) => STATIC_SEGMENT.test(segment));
}

/** React Router matches without regard to case, and a path with trailing slashes as without. */
function keyOf(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The routes of each static path of the table, the outermost first, by the path's key; null when
 * the table has a route this does not rank as React Router does (an index route, a case-sensitive
 * one, a parameter, an optional segment, a splat other than a leaf `*`). React Router ranks a
 * static path above any parameter or splat that also matches it, and of two routes with the same
 * path takes the first of the table: the first is kept here.
 */
function staticRoutesOf(
  routes: readonly RouteObject[],
): Map<string, readonly RouteObject[]> | null {
  const byKey = new Map<string, readonly RouteObject[]>();
  const visit = (
    level: readonly RouteObject[],
    parentPath: string,
    parents: readonly RouteObject[],
  ): boolean => {
    for (const route of level) {
      const { path, children } = route;
      if (route.index === true || route.caseSensitive === true) return false;
      if (path === '*') {
        if (children !== undefined) return false;
        continue;
      }
      if (path !== undefined && !isStaticPath(path)) return false;
      // Joined as React Router joins them: an absolute child path must begin with its parent's.
      let relativePath = path ?? '';
      if (relativePath.startsWith('/')) {
        if (!relativePath.startsWith(parentPath)) return false;
        relativePath = relativePath.slice(parentPath.length);
      }
      const fullPath = `${parentPath}/${relativePath}`.replace(/\/\/+/g, '/');
      const chain = [...parents, route];
      if (children !== undefined && !visit(children, fullPath, chain)) return false;
      if (path !== undefined && !byKey.has(keyOf(fullPath))) byKey.set(keyOf(fullPath), chain);
    }
    return true;
  };
  return visit(routes, '', []) ? byKey : null;
}

/**
 * The routes a path shows, the outermost first: what `matchRoutes(routes, path)` gives, as routes.
 * `matchRoutes` flattens and ranks the whole table and compiles a pattern for each route on every
 * call, 10–35 ms of a phone's first task under Lighthouse (decision 306). The table's static paths
 * are indexed instead, once, on the first call; any other path (the not-found page's, one with a
 * parameter or an escape) is left to React Router.
 */
export function routeLookup(routes: RouteObject[]): (path: string) => readonly RouteObject[] {
  let staticRoutes: Map<string, readonly RouteObject[]> | null | undefined;
  return (path) => {
    if (staticRoutes === undefined) staticRoutes = staticRoutesOf(routes);
    const found = PLAIN_PATH.test(path) ? staticRoutes?.get(keyOf(path)) : undefined;
    return found ?? matchRoutes(routes, path)?.map((match) => match.route) ?? [];
  };
}
