/**
 * A value built on its first use and kept for every later one.
 *
 * For zod schemas (decision 306: work a page's first tasks do not need is not done in them).
 * Building a zod 4 schema costs far more than the rest of a module's declarations: evaluating the
 * personal data screen's code spent tens of milliseconds of a phone's main thread building schemas
 * that nothing had asked for yet. A schema the applicant's pages load is declared as
 * `export const fooSchema = lazily(() => z.object(…))` and read as `fooSchema()`, also inside
 * other schemas. Its constant `ZFoo`, what the server reads, stays and is the same schema: the
 * call `fooSchema()` under a pure annotation (a `@__PURE__` comment), which a bundler leaves out
 * when nothing names `ZFoo`. Browser code reads the getter, never the constant. A build that
 * throws is tried again on the next call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazily<T>(build: () => T): () => T {
  let built: { readonly value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
