import { ZErrorBody, ZProspectView, ZSpecCallIdParams } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';
import { UID_COOKIE } from '../cms/service';

const NO_STORE = 'private, no-store';
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };
export const ZCleanCacheResponse = z.object({ redirectTo: z.string() });

type PersonalDataApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The application as a whole (decision 181) at `GET onboarding/prospects/{id}` and at the lookup
 * front-end API's `getProspect/{id}` (decision 184), and that API's `cleanCacheUserData/{id}`.
 * The id is checked against the session's owner: another applicant's id answers the 404 of an
 * unknown one.
 */
export function registerProspectViewRoutes(app: PersonalDataApp): void {
  const { personalData } = app.services;

  app.get(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['spec-calls'],
        summary: 'The application: its process and state, its product, whether the data is stored.',
        params: ZSpecCallIdParams,
        response: { 200: ZProspectView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return personalData.prospectView(applicantOf(request), request.params.id);
    },
  );

  app.get(
    '/getProspect/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary: 'My application (as GET onboarding/prospects/{id}).',
        params: ZSpecCallIdParams,
        response: { 200: ZProspectView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return personalData.prospectView(applicantOf(request), request.params.id);
    },
  );

  app.post(
    '/cleanCacheUserData/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary:
          'Ends the session and clears the session and uid cookies; answers the external page to go to.',
        params: ZSpecCallIdParams,
        response: { 200: ZCleanCacheResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Only for my own application: another's id is 404 and ends nothing.
      await personalData.prospectView(applicantOf(request), request.params.id);
      await app.sessions.end(request, reply);
      reply.clearCookie(UID_COOKIE.name, { path: '/' });
      return reply.header('cache-control', NO_STORE).send({ redirectTo: app.config.bankSiteUrl });
    },
  );
}
