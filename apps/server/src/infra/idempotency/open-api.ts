import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_PATH_PREFIX,
  MAX_KEY_LENGTH,
} from './idempotency-key';

const KEY_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_KEY_LENGTH,
  description:
    'Optional (decision 153). The first response to a key is stored for 24 hours and returned ' +
    '(with `Idempotent-Replayed: true`) for a repeat with the same body; the same key with another ' +
    'body or by another caller gets 422, a repeat while the first is running 409.',
} as const;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withKeyHeader(headers: unknown): JsonObject {
  const base = isObject(headers) ? headers : { type: 'object' };
  const properties = isObject(base.properties) ? base.properties : {};
  return { ...base, properties: { ...properties, [IDEMPOTENCY_KEY_HEADER]: KEY_PARAMETER } };
}

/**
 * Documents the optional `Idempotency-Key` header on every route the plugin hooks. Done in the
 * OpenAPI transform, not in the route schemas: a headers schema would be validated on every
 * request, and the plugin checks the header itself, before the body is read. Its refusals (400,
 * 409, 422) are declared with the other refusals of the pipeline (plugins/app/declared-errors.ts,
 * decision 279).
 */
export function documentIdempotencyKey(transform: SwaggerTransform): SwaggerTransform {
  return (document) => {
    const result = transform(document);
    const { route } = document;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooked =
      route.url.startsWith(IDEMPOTENT_PATH_PREFIX) &&
      methods.some((method) => IDEMPOTENT_METHODS.has(method));
    const schema = result.schema as FastifySchema & { hide?: boolean };
    if (!hooked || schema.hide === true) return result;
    return { ...result, schema: { ...schema, headers: withKeyHeader(schema.headers) } };
  };
}
