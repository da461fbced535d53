/*
 * The content security policy allows no eval. Zod 4 would otherwise probe `new Function` on the
 * first object parse, which the browser reports as a CSP violation; the server keeps the compiled
 * parsers. Both apps import this first, so the setting holds before any schema parses.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object found there when
 * it loads. Writing it here, instead of calling zod's `config()`, keeps zod out of the entry
 * chunk: the first page's JavaScript budget (decision 190) pays for zod only on pages that
 * validate. zod-without-eval.test.ts fails if a zod upgrade stops reading this object.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

// Mutated, not replaced: a zod already loaded keeps the object it adopted.
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;

// Imported for its effect alone; a module all the same, so that a test can import it.
export {};
