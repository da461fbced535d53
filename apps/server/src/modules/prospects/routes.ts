import { ZErrorBody, ZUidQuery, ZUserStatusResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { registerProspectViewRoutes } from './prospect-view-routes';

/**
 * `GET onboarding/prospects/status?uid`: the access state of spec 1 §4; then the application as
 * a whole (decisions 181 and 184).
 */
export const prospectsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { prospects } = app.services;

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
      return prospects.status(user, request.query.uid);
    },
  );
  registerProspectViewRoutes(app);
  done();
};
