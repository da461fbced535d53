import { ZOpeningHoursResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** `GET external/info/openinghours`: the opening-hours gate's data (spec 1 §4, spec 3 §4). */
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
  done();
};
