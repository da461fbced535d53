import { ZErrorBody, ZLogoutRequest, ZLogoutResponse, ZUid } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { createAppointmentsService } from '../appointments/service';
import { createBranchesService } from '../branches/service';
import { createLinks } from '../security/links';
import { createMessenger } from '../security/messenger';
import { createLeavingService } from './service';

/** `POST {security}/action/{uid}/logout` with an EMAIL, CALL or APPOINTMENT request. */
export const leavingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const service = createLeavingService({
    db,
    clock: app.clock,
    rateLimiter: app.rateLimiter,
    messenger: createMessenger({ mail: app.mail, sms: app.sms, log: app.log }),
    links: createLinks(app.config.publicUrl),
    appointments: createAppointmentsService({
      clock: app.clock,
      variant: app.config.variant,
      branches: createBranchesService({ db }),
      extraHolidays: app.config.extraHolidays,
    }),
  });

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
