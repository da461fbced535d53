/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import manifest from '../package.json';

// The package's sources as text (Vite's glob import; no file system access in packages/*).
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The sources a module loads at run time: its relative imports and re-exports, not type-only ones. */
function runtimeImports(path: string): string[] {
  const source = sources[path] ?? '';
  const directory = path.slice(0, path.lastIndexOf('/'));
  const specifiers = [
    ...source.matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.[^']+)';/gms),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => {
    const parts = `${directory}/${specifier}`.split('/');
    const resolved: string[] = [];
    for (const part of parts) {
      if (part === '..') resolved.pop();
      else if (part !== '.' || resolved.length === 0) resolved.push(part);
    }
    const base = resolved.join('/');
    return sources[`${base}.ts`] === undefined ? `${base}/index.ts` : `${base}.ts`;
  });
}

/** Whether loading `path` loads zod, following its relative imports. */
function loadsZod(path: string, seen = new Set<string>()): boolean {
  if (seen.has(path)) return false;
  seen.add(path);
  if (/^import (?!type )[^;]*from 'zod';/m.test(sources[path] ?? '')) return true;
  return runtimeImports(path).some((imported) => loadsZod(imported, seen));
}

/** What the applicant app's entry (page frame, route table) reads: tables, no schemas. */
const TABLES = [
  './analytics.ts',
  './constants.ts',
  './page-frame.ts',
  './processes.ts',
  './route-guard.ts',
  './routes.ts',
  './step-list.ts',
  './step-progress.ts',
  './steps.ts',
];

describe('subpath exports (decision 192)', () => {
  it('map every subpath to a source file of the package', () => {
    for (const target of Object.values(manifest.exports)) {
      expect(Object.keys(sources)).toContain(target.replace(/^\.\/src\//, './'));
    }
  });

  it.each(TABLES)('%s builds no zod schema when it loads', (path) => {
    expect(sources[path]).toBeDefined();
    expect(loadsZod(path)).toBe(false);
  });

  it('the schemas of those tables live in schemas.ts, and the API schemas load no phone rules', () => {
    expect(loadsZod('./schemas.ts')).toBe(true);
    // security-requests (whoami, login, status) once pulled registration.ts and with it the phone
    // metadata (libphonenumber-js) into every page that calls the server.
    const phoneFree = (path: string, seen = new Set<string>()): boolean => {
      if (seen.has(path)) return true;
      seen.add(path);
      if (/from 'libphonenumber-js/.test(sources[path] ?? '')) return false;
      return runtimeImports(path).every((imported) => phoneFree(imported, seen));
    };
    expect(phoneFree('./security-requests.ts')).toBe(true);
    expect(phoneFree('./registration.ts')).toBe(false);
  });
});
