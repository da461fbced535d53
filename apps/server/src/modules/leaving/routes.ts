import { ZErrorBody, ZLogoutRequest, ZLogoutResponse, ZUid } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';

/** `POST {security}/action/{uid}/logout` with an EMAIL, CALL or APPOINTMENT request. */
export const leavingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { leaving: service } = app.services;

  app.post(
    '/security/action/:uid/logout',
    {
      schema: {
        tags: ['security'],
        summary: 'Stores a save-and-exit request, confirms it by e-mail and ends the session.',
        params: z.object({ uid: ZUid }),
        body: ZLogoutRequest,
        response: {
          200: ZLogoutResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      const answer = await service.leave(
        user,
        request.params.uid,
        request.body,
        requestContextOf(request),
      );
      await app.sessions.end(request, reply);
      return answer;
    },
  );
  done();
};
