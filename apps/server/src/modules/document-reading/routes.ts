import {
  ZDocumentReadingResponse,
  ZErrorBody,
  ZOcrScanSetup,
  ZOcrScanSetupRequest,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

/**
 * `GET onboarding/prospects/{id}/documentreading` (beyond the spec, decision 083): what the
 * machine-readable zone of the uploaded identity document offers the personal data screen; and
 * the old API's `externalservices/setupocrscan` (decision 183), what the scan accepts.
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

  app.post(
    '/externalservices/setupocrscan',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['spec-calls'],
        summary: 'Old API: what the document scan accepts and where its reading is fetched.',
        body: ZOcrScanSetupRequest,
        response: { 200: ZOcrScanSetup, ...CALLER_ROUTE_ERRORS, 429: ZErrorBody },
      },
    },
    (request) =>
      documentReading.ocrScanSetup(applicantOf(request).session, request.body?.prospectId),
  );
  done();
};
