import {
  ZContactCentreResponse,
  ZErrorBody,
  ZOldApiSegParams,
  ZOpeningHoursResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * `GET external/info/openinghours`: the opening-hours gate's data (spec 1 §4, spec 3 §4); and the
 * contact centre with the same hours, `GET external/info/contactcenter` and the old API's `POST
 * externalservices/{seg}/contactcenter` (decision 183).
 */
export const openingHoursRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { openingHours: service } = app.services;

  app.get(
    '/external/info/openinghours',
    {
      schema: {
        tags: ['opening-hours'],
        summary:
          'The call centre and video advisers: weekly hours, holidays and whether they are closed now.',
        response: { 200: ZOpeningHoursResponse },
      },
    },
    (_request, reply) => {
      // The answer changes with the clock; the web asks again on every page.
      void reply.header('cache-control', 'no-store');
      return service.current();
    },
  );

  app.get(
    '/external/info/contactcenter',
    {
      schema: {
        tags: ['spec-calls'],
        summary:
          'The contact centre: phone numbers, e-mail, weekly hours and whether it is closed now.',
        response: { 200: ZContactCentreResponse },
      },
    },
    (_request, reply) => {
      // The answer changes with the clock (closedStatus).
      void reply.header('cache-control', 'no-store');
      return service.contactCentre();
    },
  );

  app.post(
    '/externalservices/:seg/contactcenter',
    {
      schema: {
        tags: ['spec-calls'],
        summary: 'Old API: the contact centre (as GET external/info/contactcenter).',
        params: ZOldApiSegParams,
        response: { 200: ZContactCentreResponse, 400: ZErrorBody },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.contactCentre();
    },
  );
  done();
};
