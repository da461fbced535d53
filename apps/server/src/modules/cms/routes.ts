import { ZErrorBody, ZLanguage, ZUidResponse } from '@onboarding/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UID_COOKIE } from './service';

/**
 * `GET external/cms/noauth/uid` (spec 3 getUID), also as the lookup front-end API's
 * `getUID/{language}` (decision 184).
 */
export const cmsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { cms: service } = app.services;

  /** A new uid, also set as the uid cookie. */
  const sendNewUid = async (reply: FastifyReply): Promise<{ uid: string }> => {
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
  };

  app.get(
    '/external/cms/noauth/uid',
    {
      schema: {
        tags: ['cms'],
        summary: 'A new visitor uid, also set as the 2-day uid cookie.',
        response: { 200: ZUidResponse },
      },
    },
    (_request, reply) => sendNewUid(reply),
  );

  app.get(
    '/getUID/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'A new visitor uid, also set as the uid cookie (as external/cms/noauth/uid).',
        params: z.object({ language: ZLanguage }),
        response: { 200: ZUidResponse, 400: ZErrorBody },
      },
    },
    (_request, reply) => sendNewUid(reply),
  );
  done();
};
