import { ZUidResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { UID_COOKIE } from './service';

/** `GET external/cms/noauth/uid` (spec 3 getUID). */
export const cmsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { cms: service } = app.services;

  app.get(
    '/external/cms/noauth/uid',
    {
      schema: {
        tags: ['cms'],
        summary: 'A new visitor uid, also set as the 2-day uid cookie.',
        response: { 200: ZUidResponse },
      },
    },
    async (_request, reply) => {
      const uid = await service.issueUid();
      // An identifier the web reads (spec 1 §9), never a credential: not HttpOnly on purpose.
      reply.setCookie(UID_COOKIE.name, uid, {
        path: '/',
        maxAge: UID_COOKIE.maxAgeSeconds,
        sameSite: 'lax',
        secure: app.config.isProduction,
        httpOnly: false,
      });
      return { uid };
    },
  );
  done();
};
