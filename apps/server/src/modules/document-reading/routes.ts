import { ZDocumentReadingResponse, ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProductsService } from '../products/service';
import { createProspectsService } from '../prospects/service';
import { documentReadingFor } from './service';

/**
 * `GET onboarding/prospects/{id}/documentreading` (beyond the spec, decision 083): what the
 * machine-readable zone of the uploaded identity document offers the personal data screen.
 */
export const documentReadingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { db: app.database.db, clock: app.clock };
  const prospects = createProspectsService({ ...deps, products: createProductsService(deps) });
  const reading = documentReadingFor(app);

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
      const prospect = await prospects.requireOwn(app.database.db, user, request.params.id);
      // Values read from an identity document are personal data: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return reading.latest(prospect.id);
    },
  );
  done();
};
