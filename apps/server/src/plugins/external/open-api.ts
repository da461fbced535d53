import swagger, { type SwaggerTransform } from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../infra/config';
import { documentIdempotencyKey } from '../../infra/idempotency/open-api';
import { serverVersion } from '../../infra/paths';

const SUCCESS_STATUS = /^[23]/;

/**
 * A route that declares no success (a file, a redirect) keeps the document's default success
 * beside the refusals every route declares (decision 279): without it, the refusals alone would
 * read as the route's only answers.
 */
export function keepDefaultSuccess(transform: SwaggerTransform): SwaggerTransform {
  return (document) => {
    const result = transform(document);
    const schema = result.schema as { response?: Record<string, unknown> };
    const response = schema.response;
    const keys = Object.keys(response ?? {});
    if (
      response === undefined ||
      keys.some((key) => SUCCESS_STATUS.test(key) || key === 'default')
    ) {
      return result;
    }
    const success = { description: 'Default Response', type: 'null' };
    return { ...result, schema: { ...schema, response: { 200: success, ...response } } };
  };
}

export interface OpenApiOptions {
  readonly config: Config;
}

/**
 * Collects every route schema (zod, through the type provider's transform) into one OpenAPI 3
 * document (DESIGN "API"). Registered before any route so its onRoute hook sees all of them; the
 * document is served by the docs routes at /services/docs.
 */
export const openApiPlugin = fp<OpenApiOptions>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Onboarding portal API',
          description: 'Calls of the applicant wizard and the operator console (spec 3 section 7).',
          version: serverVersion,
        },
        servers: [{ url: config.publicUrl }],
        tags: [{ name: 'system', description: 'Health, readiness and metrics' }],
      },
      // The optional Idempotency-Key header of the state-changing calls (decision 153); the
      // default success of a route that declares only its refusals (decision 279).
      transform: documentIdempotencyKey(keepDefaultSuccess(jsonSchemaTransform)),
    });
  },
  { name: 'open-api' },
);
