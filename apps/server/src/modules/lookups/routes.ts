import {
  getVariant,
  LOOKUP_NAMES,
  lookupOptions,
  placeForPostalCode,
  suggestEmployers,
  ZCityLookupRequest,
  ZCityLookupResponse,
  ZDataRegistry,
  ZEmployersSuggestionQuery,
  ZEmployersSuggestionResponse,
  ZErrorBody,
  ZLanguage,
  ZLookupOptions,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { lookupTranslator } from './lookup-texts';
import { registerStateListRoute } from './state-list-route';

/** Reference data changes with a release, not per request: a day in shared caches. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The lookups of the personal data screen (spec 3 §7 lookup front-end API `getX/{language}`,
 * `external/info/dataregistry`, the city lookup and the employer suggestions) and the old API's
 * state list (decision 183). Public reference data served from packages/domain; no session needed.
 */
export const lookupsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { variant } = app.config;
  const defaultLanguage = getVariant(variant).defaultLanguage;

  for (const name of LOOKUP_NAMES) {
    app.get(
      `/get${name}/:language`,
      {
        schema: {
          tags: ['lookups'],
          summary: `The ${name} lookup: codes and names in the language.`,
          params: z.object({ language: ZLanguage }),
          response: { 200: ZLookupOptions, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', CACHE_CONTROL);
        const { language } = request.params;
        return lookupOptions(name, language, variant, lookupTranslator(language, variant));
      },
    );
  }

  app.get(
    '/external/info/dataregistry',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Every lookup of the personal data screen at once, by name.',
        querystring: z.object({ language: ZLanguage.optional() }),
        response: { 200: ZDataRegistry, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? defaultLanguage;
      void reply.header('cache-control', CACHE_CONTROL);
      return Object.fromEntries(
        LOOKUP_NAMES.map((name) => [
          name,
          lookupOptions(name, language, variant, lookupTranslator(language, variant)),
        ]),
      );
    },
  );

  app.post(
    '/externalservices/:seg/city',
    {
      schema: {
        tags: ['lookups'],
        summary:
          "The place of a postal code of the variant's country (404 POSTAL_CODE_UNKNOWN when none).",
        params: z.object({ seg: z.string().max(40) }),
        body: ZCityLookupRequest,
        response: { 200: ZCityLookupResponse, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => {
      const city = placeForPostalCode(request.body.code, variant);
      if (city === null) {
        throw new AppError(404, 'POSTAL_CODE_UNKNOWN', {
          message: `No ${variant === 'al' ? 'Albanian' : 'Slovenian'} postal code like this.`,
          fieldErrors: [{ field: 'code', code: 'personalDataRules.postalCode.fromList' }],
        });
      }
      return { code: request.body.code.trim(), city };
    },
  );

  app.get(
    '/external/info/employers-suggestion',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Up to 5 employer names containing the query (3 characters at least, else none).',
        querystring: ZEmployersSuggestionQuery,
        response: { 200: ZEmployersSuggestionResponse, 400: ZErrorBody },
      },
    },
    (request) => suggestEmployers(request.query.query),
  );
  registerStateListRoute(app);
  done();
};
