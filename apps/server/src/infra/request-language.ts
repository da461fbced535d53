import { isLanguageOf, type Language, type Variant } from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';

/** The `language` header the web sends with every call (spec 3 §7 "Headers"). */
export function languageHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}

/**
 * The language of a call whose spec payload carries none (decision 165): the
 * body's if it has one, else the `language` header when it names a language of the variant, else
 * the variant's default (decision 166). A header outside the variant is no error: the call is
 * answered in the default language.
 */
export function requestLanguageOf(
  request: FastifyRequest,
  variant: Variant,
  fromBody?: Language,
): Language {
  if (fromBody !== undefined) return fromBody;
  const header = languageHeaderOf(request)?.trim().toLowerCase();
  return header !== undefined && isLanguageOf(variant, header) ? header : variant.defaultLanguage;
}
