import {
  ZCorrectionResponse,
  ZErrorBody,
  ZUidQuery,
  ZUserStatusResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerProductResourceRoutes } from './product-resource-routes';

const ZProspectParams = z.object({ id: z.string().max(64) });

/**
 * `GET onboarding/prospects/status?uid`: the access state of spec 1 §4; the correction a video
 * operator asked for (decision 244); then the product of one of the session's prospects (decision
 * 181).
 */
export const prospectsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { prospectStatus, prospects } = app.services;

  app.get(
    '/onboarding/prospects/status',
    {
      schema: {
        tags: ['prospects'],
        summary: 'The signed-in applicant’s processes and the state-to-page list.',
        querystring: ZUidQuery,
        response: { 200: ZUserStatusResponse, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return prospectStatus.status(user, request.query.uid);
    },
  );
  app.get(
    '/onboarding/prospects/:id/correction',
    {
      schema: {
        tags: ['prospects'],
        summary: 'The part the video operator asked me to fix, and why (null when none is open).',
        params: ZProspectParams,
        response: { 200: ZCorrectionResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      void reply.header('cache-control', 'private, no-store');
      return prospects.correctionOfOwn(user, request.params.id);
    },
  );
  registerProductResourceRoutes(app);
  done();
};
