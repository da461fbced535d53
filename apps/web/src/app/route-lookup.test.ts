import * as ReactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeLookup } from './route-lookup';
import { routes } from './route-table';

vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

/** What React Router's own matching gives, as routes. */
function reactRouterRoutes(table: RouteObject[], path: string): readonly RouteObject[] {
  return ReactRouter.matchRoutes(table, path)?.map((match) => match.route) ?? [];
}

/** Every path a route of the table is written with, joined to its parents' paths. */
function pathsOf(table: readonly RouteObject[], parentPath = ''): string[] {
  return table.flatMap((route) => {
    const path =
      route.path === undefined
        ? parentPath
        : route.path.startsWith('/')
          ? route.path
          : `${parentPath}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...pathsOf(route.children ?? [], path)];
  });
}

/** A path and the ways a location may write it. */
function spellings(path: string): string[] {
  return [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`, `${path}x`];
}

const ODD_PATHS = ['/', '', '///', '/nowhere', 'personaldata', '/%70ersonaldata', '/personal data'];

describe('routeLookup (decision 306)', () => {
  afterEach(() => {
    vi.mocked(ReactRouter.matchRoutes).mockClear();
  });

  it('finds for every path of the app’s table the routes React Router matches', () => {
    const routesAt = routeLookup(routes);
    const paths = [...pathsOf(routes).flatMap(spellings), ...ODD_PATHS];
    expect(paths.length).toBeGreaterThan(200);
    for (const path of paths) {
      expect(routesAt(path), path).toEqual(reactRouterRoutes(routes, path));
    }
  });

  it('does not ask React Router to rank the table for a page’s own path', () => {
    const routesAt = routeLookup(routes);
    const chain = routesAt('/personaldata');
    expect(chain.at(-1)?.path).toBe('/personaldata');
    expect(routesAt('/lightsignup/')).toHaveLength(3);
    expect(routesAt('/PersonalData')).toEqual(chain);
    expect(ReactRouter.matchRoutes).not.toHaveBeenCalled();
    // A path of no page is left to React Router: the not-found page.
    expect(routesAt('/nowhere').at(-1)?.path).toBe('*');
    expect(ReactRouter.matchRoutes).toHaveBeenCalledTimes(1);
  });

  it('ranks as React Router does: nested paths, the first of equal paths, a splat below a path', () => {
    const table: RouteObject[] = [
      { path: '*', id: 'anything' },
      {
        path: '/a',
        id: 'a',
        children: [
          { path: 'b', id: 'first b' },
          { path: 'b', id: 'second b' },
          { path: '/a/c', id: 'c' },
        ],
      },
      { path: '/a/b', id: 'top-level b' },
      { id: 'layout', children: [{ path: 'd/e', id: 'd/e' }] },
      { path: '/', id: 'root' },
    ];
    const routesAt = routeLookup(table);
    for (const path of [...['/a', '/a/b', '/a/c', '/d/e', '/'].flatMap(spellings), ...ODD_PATHS]) {
      expect(routesAt(path), path).toEqual(reactRouterRoutes(table, path));
    }
    expect(routesAt('/A/B/').map((route) => route.id)).toEqual(['a', 'first b']);
  });

  it('leaves every path of a table it does not rank to React Router', () => {
    const tables: RouteObject[][] = [
      [
        { path: '/a', children: [{ index: true, id: 'index' }] },
        { path: '/a', id: 'a' },
      ],
      [
        { path: '/a/:id', id: 'param' },
        { path: '/a/b', id: 'b' },
      ],
      [
        { path: '/a/:id?', id: 'optional' },
        { path: '/a', id: 'a' },
      ],
      [
        { path: '/A', id: 'cased', caseSensitive: true },
        { path: '/a', id: 'a' },
      ],
      [
        { path: '/a/', id: 'slash' },
        { path: '/a', id: 'a' },
      ],
    ];
    for (const table of tables) {
      const routesAt = routeLookup(table);
      for (const path of ['/a', '/A', '/a/', '/a/b', '/a/x', '/b']) {
        expect(routesAt(path), path).toEqual(reactRouterRoutes(table, path));
      }
    }
  });
});
