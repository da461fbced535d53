import { ZDocumentReadingResponse, ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * `GET onboarding/prospects/{id}/documentreading` (beyond the spec, decision 083): what the
 * machine-readable zone of the uploaded identity document offers the personal data screen.
 */
export const documentReadingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { documentReading } = app.services;

  app.get(
    '/onboarding/prospects/:id/documentreading',
    {
      schema: {
        tags: ['documents'],
        summary: 'The values read from the identity document’s MRZ, each checked, to prefill.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZDocumentReadingResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      // Values read from an identity document are personal data: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return documentReading.latestOfOwn(user, request.params.id);
    },
  );
  done();
};
