import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

// Decision 155: request values for the generated attack tests. The routes' zod schemas are turned
// into JSON Schema by zod itself (the same conversion the OpenAPI document uses), and that compact
// subset (object, string, number, enum, const, array, anyOf/oneOf, nullable, $ref) into fast-check
// arbitraries. Anything the subset does not know falls back to `fc.anything()`.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly enum?: readonly Json[];
  readonly const?: Json;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** The JSON Schema of a route's zod schema as the client sends it; undefined when it is not zod. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values the generator puts in a property of this name (the caller's ids, or B's in an attack). */
export type KnownValues = Readonly<Record<string, string>>;

export interface ArbitraryOptions {
  readonly known?: KnownValues;
  /** `always`: a known property always carries its value; `sometimes`: half of the time. */
  readonly knownUse?: 'always' | 'sometimes';
}

const MAX_DEPTH = 6;

const FORMATS: Readonly<Record<string, () => Arbitrary<string>>> = {
  email: () => fc.emailAddress(),
  uuid: () => fc.uuid(),
  'date-time': () =>
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
};

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const format = schema.format === undefined ? undefined : FORMATS[schema.format];
  if (format !== undefined) return format();
  if (schema.pattern !== undefined) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(pattern)
        .filter(
          (value) =>
            value.length >= (schema.minLength ?? 0) &&
            value.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER),
        );
    } catch {
      // A pattern JavaScript cannot read as a unicode regular expression: plain strings.
    }
  }
  return fc.string({
    unit: 'grapheme',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, Math.max(schema.minLength ?? 0, 40)),
  });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e9) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e9) - (integer ? 1 : 0);
  if (integer) {
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

interface Context {
  readonly root: JsonSchema;
  readonly known: KnownValues;
  readonly always: boolean;
  readonly depth: number;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  if (schema.$ref === '#') return root;
  return root.$defs?.[name] ?? {};
}

function objectArbitrary(schema: JsonSchema, context: Context): Arbitrary<Json> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, Arbitrary<Json>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const generated = arbitraryOf(property, { ...context, depth: context.depth + 1 });
    const known = context.known[name];
    if (known === undefined) record[name] = generated;
    else if (context.always) record[name] = fc.constant<Json>(known);
    else record[name] = fc.oneof(fc.constant<Json>(known), generated);
  }
  const requiredKeys = Object.keys(record).filter(
    (name) => required.has(name) || (context.always && context.known[name] !== undefined),
  );
  return fc.record(record, { requiredKeys });
}

/** The arbitrary of a route's zod schema (its JSON Schema), or any JSON value when it has none. */
export function arbitraryOfZod(schema: unknown, options: ArbitraryOptions = {}): Arbitrary<Json> {
  const json = jsonSchemaOf(schema);
  if (json === undefined) return fc.jsonValue({ maxDepth: 2 }) as Arbitrary<Json>;
  return arbitraryOf(json, {
    root: json,
    known: options.known ?? {},
    always: options.knownUse === 'always',
    depth: 0,
  });
}

/** Values shaped like `schema` (most of them valid; refinements the subset cannot see are not). */
export function arbitraryOf(
  schema: JsonSchema,
  full: Context = { root: schema, known: {}, always: false, depth: 0 },
): Arbitrary<Json> {
  const resolved = resolve(schema, full.root);
  if (full.depth > MAX_DEPTH) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum !== undefined && resolved.enum.length > 0) {
    return fc.constantFrom(...resolved.enum);
  }
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, full)));
  }
  if (resolved.allOf !== undefined && resolved.allOf.length > 0) {
    const merged = resolved.allOf.reduce<JsonSchema>(
      (sum, part) => {
        const partSchema = resolve(part, full.root);
        return {
          ...sum,
          ...partSchema,
          properties: { ...sum.properties, ...partSchema.properties },
          required: [...(sum.required ?? []), ...(partSchema.required ?? [])],
        };
      },
      { type: 'object' },
    );
    return arbitraryOf(merged, full);
  }
  const types = resolved.type === undefined ? [] : [resolved.type].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...resolved, type }, full)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(resolved);
    case 'integer':
      return numberArbitrary(resolved, true);
    case 'number':
      return numberArbitrary(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (resolved.prefixItems !== undefined) {
        return fc.tuple(...resolved.prefixItems.map((item) => arbitraryOf(item, full)));
      }
      const item = arbitraryOf(resolved.items ?? {}, { ...full, depth: full.depth + 1 });
      return fc.array(item, {
        minLength: resolved.minItems ?? 0,
        maxLength: Math.min(resolved.maxItems ?? 4, Math.max(resolved.minItems ?? 0, 4)),
      });
    }
    case 'object':
      return objectArbitrary(resolved, full);
    default:
      return resolved.properties === undefined
        ? (fc.jsonValue({ maxDepth: 2 }) as Arbitrary<Json>)
        : objectArbitrary(resolved, full);
  }
}

// Keys that must never reach an object's prototype: sent as raw JSON text, because a JS object
// literal with `__proto__` sets the prototype instead of carrying the key.
const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"uid":"x","__proto__":{"isAdmin":true,"polluted":"yes"}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Raw request bodies that no schema accepts: wrong types, huge, deep, odd unicode, polluting. */
export function malformedBody(schema: JsonSchema | undefined): Arbitrary<string> {
  const wrongTypes = fc
    .oneof(
      fc.constant<Json>(null),
      fc.integer(),
      fc.boolean(),
      fc.string(),
      fc.array(fc.integer()),
      fc.jsonValue({ maxDepth: 3 }) as Arbitrary<Json>,
    )
    .map((value) => JSON.stringify(value));
  const properties = Object.keys(schema?.properties ?? {});
  // Every property of the schema given a value of another type (number for string and back).
  const wrongProperties =
    properties.length === 0
      ? wrongTypes
      : fc
          .dictionary(
            fc.constantFrom(...properties),
            fc.oneof(
              fc.integer(),
              fc.constant<Json>([]),
              fc.constant<Json>({}),
              fc.constant<Json>(true),
              fc.string({ unit: 'binary', maxLength: 30 }),
            ),
          )
          .map((value) => JSON.stringify(value));
  return fc.oneof(
    wrongTypes,
    wrongProperties,
    fc.constantFrom(...POLLUTING_BODIES),
    fc.integer({ min: 50, max: 3000 }).map(nested),
    fc
      .integer({ min: 10_000, max: 300_000 })
      .map((length) => JSON.stringify({ uid: 'x'.repeat(length) })),
    fc
      .string({ unit: 'binary', minLength: 1, maxLength: 60 })
      .map((text) => JSON.stringify({ text })),
    fc.constantFrom('{', '{"a":', 'nul', '"\\ud800"', '{"a":"\\u0000"}', ''),
  );
}

/** Query strings that no schema accepts: repeated keys, odd unicode, huge values, polluting keys. */
export function malformedQuery(schema: JsonSchema | undefined): Arbitrary<string> {
  const names = [...Object.keys(schema?.properties ?? {}), 'uid', '__proto__[polluted]'];
  return fc
    .array(
      fc.tuple(
        fc.constantFrom(...names),
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.integer({ min: 5_000, max: 20_000 }).map((length) => 'q'.repeat(length)),
          // Escapes of a NUL and of bytes that are no UTF-8 (decision 274) among them.
          fc.constantFrom(
            '%',
            '%00',
            '%E0%A4%A',
            '%C3%28',
            '%FF',
            '[]',
            '-1',
            '1e309',
            'NaN',
            'null',
          ),
        ),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((pairs) =>
      pairs
        .map(
          ([name, value]) =>
            `${encodeURIComponent(name)}=${value.startsWith('%') ? value : encodeURIComponent(value)}`,
        )
        .join('&'),
    );
}

/** A value as it stands in a URL: strings as they are, anything else as JSON. */
export function textOf(value: Json | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A query string of an object's values (the way a browser's URLSearchParams sends them). */
export function toQuery(value: Json): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) search.append(name, textOf(item));
  }
  return search.toString();
}

export type { Json };
