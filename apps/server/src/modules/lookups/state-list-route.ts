import {
  getVariant,
  isLanguageOf,
  LOOKUPS,
  ZErrorBody,
  ZLookupOptions,
  ZOldApiSegParams,
  type Language,
} from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

type LookupsApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * Old API `POST externalservices/{seg}/statelist` (decision 183): "state" means country, so the
 * answer is the country lookup in the `language` header's language.
 */
export function registerStateListRoute(app: LookupsApp): void {
  const variant = getVariant(app.config.variant);

  /** spec 3 §7 `language` header; the variant's default without one (decision 165). */
  const languageOf = (request: FastifyRequest): Language => {
    const header = request.headers.language;
    return typeof header === 'string' && isLanguageOf(variant, header)
      ? header
      : variant.defaultLanguage;
  };

  app.post(
    '/externalservices/:seg/statelist',
    {
      schema: {
        tags: ['spec-calls'],
        summary: 'Old API: the states (countries) in the language header’s language.',
        params: ZOldApiSegParams,
        response: { 200: ZLookupOptions, 400: ZErrorBody },
      },
    },
    (request) => LOOKUPS.Country(languageOf(request)),
  );
}
