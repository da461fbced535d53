import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('makes zod parse without compiling code, before zod is loaded', async () => {
    await import('./zod-without-eval');
    const { globalConfig } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(globalConfig.jitless).toBe(true);
    // A parse takes the interpreted path: no `new Function` is ever called.
    const compile = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(compile, {
      construct(target, args: unknown[]) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = compile;
    }
    expect(calls).toEqual([]);
  });
});
