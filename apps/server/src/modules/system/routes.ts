import { ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok') });
const ZReady = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/** Liveness, readiness and metrics, at the root where load balancers and Prometheus look. */
export const systemRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { system: service } = app.services;

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up (it does not touch the database).',
        response: { 200: ZHealth },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The instance can serve: the database answers.',
        response: { 200: ZReady, 503: ZErrorBody },
      },
    },
    () => service.checkReadiness(),
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics in the text exposition format.',
        // The text by its media type; a refusal is still the one error body in JSON (decision 279).
        response: {
          200: {
            description: 'The metrics in the text exposition format.',
            content: { 'text/plain': { schema: z.string() } },
          },
          // In production, to anyone without INTERNALS_TOKEN (decision 168).
          404: ZErrorBody,
        },
      },
    },
    async (_request, reply) => {
      const { contentType, body } = await service.renderMetrics();
      return reply.type(contentType).send(body);
    },
  );
  done();
};
