import { ZStaticTextResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZLanguageQuery = z.object({ language: z.string().max(8).optional() });

/** `GET external/cms/ltsccontent`: static texts in the `language` header's (or query's) language. */
export const cmsContentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { cmsContent: service } = app.services;

  app.get(
    '/external/cms/ltsccontent',
    {
      schema: {
        tags: ['cms'],
        summary: 'The static texts of the long-wait screen in the requested language.',
        querystring: ZLanguageQuery,
        response: { 200: ZStaticTextResponse },
      },
    },
    (request, reply) => {
      const header = request.headers.language;
      const requested = request.query.language ?? (typeof header === 'string' ? header : undefined);
      const language = service.languageFor(requested);
      void reply.header('content-language', language).header('vary', 'language');
      return service.staticTexts(language);
    },
  );
  done();
};
