import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';
import { lazily } from './lazily';

describe('lazily (decision 306)', () => {
  it('builds nothing until the value is first asked for', () => {
    let builds = 0;
    lazily(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
  });

  it('builds once and gives every caller the same schema', () => {
    let builds = 0;
    const schema = lazily(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
    expect(first.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(first.safeParse({ name: 1 }).success).toBe(false);
  });

  it('keeps a value that is undefined instead of building it again', () => {
    let builds = 0;
    const value = lazily(() => {
      builds += 1;
      return undefined;
    });
    value();
    value();
    expect(builds).toBe(1);
  });

  it('tries a build that threw again on the next call', () => {
    let builds = 0;
    const value = lazily(() => {
      builds += 1;
      if (builds === 1) throw new Error('not yet');
      return 'built';
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe('built');
    expect(value()).toBe('built');
    expect(builds).toBe(2);
  });

  it('gives each schema constant of the package the very schema its getter builds', () => {
    const exported: Readonly<Record<string, unknown>> = domain;
    // Schema factories of the same name take what the schema depends on (a loan product, a
    // variant: ZAddressForm is Slovenia's address form, addressFormSchema(variant) any variant's).
    const factories = new Set(['ZAddressForm']);
    const pairs = Object.keys(exported).flatMap((name) => {
      const getter = exported[`${name.charAt(1).toLowerCase()}${name.slice(2)}Schema`];
      return /^Z[A-Z]/.test(name) &&
        !factories.has(name) &&
        typeof getter === 'function' &&
        getter.length === 0
        ? [{ name, getter: getter as () => unknown }]
        : [];
    });
    expect(pairs.length).toBeGreaterThan(100);
    for (const { name, getter } of pairs) expect(getter(), name).toBe(exported[name]);
  });
});
