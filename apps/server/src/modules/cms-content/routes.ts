import { ZErrorBody, ZLanguage, ZStaticTextResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZLanguageQuery = z.object({ language: z.string().max(8).optional() });

/**
 * `GET external/cms/ltsccontent`: static texts in the `language` header's (or query's) language;
 * the lookup front-end API's `getStaticData/{language}` in the path's (decision 184).
 */
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

  app.get(
    '/getStaticData/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'The static texts (key/text pairs) in the language (as external/cms/ltsccontent).',
        params: z.object({ language: ZLanguage }),
        response: { 200: ZStaticTextResponse, 400: ZErrorBody },
      },
    },
    (request) => service.staticTexts(service.languageFor(request.params.language)),
  );
  done();
};
