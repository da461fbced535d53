import { ZErrorBody, ZUidQuery, ZUserStatusResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { registerProductResourceRoutes } from './product-resource-routes';

/**
 * `GET onboarding/prospects/status?uid`: the access state of spec 1 §4; then the product of one of
 * the session's prospects (decision 181).
 */
export const prospectsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { prospectStatus } = app.services;

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
  registerProductResourceRoutes(app);
  done();
};
