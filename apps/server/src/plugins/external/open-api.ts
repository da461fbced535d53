import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../infra/config';
import { documentIdempotencyKey } from '../../infra/idempotency/open-api';
import { serverVersion } from '../../infra/paths';

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
      // The optional Idempotency-Key header of the state-changing calls (decision 153).
      transform: documentIdempotencyKey(jsonSchemaTransform),
    });
  },
  { name: 'open-api' },
);
