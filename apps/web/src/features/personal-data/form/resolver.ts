import { zodResolver } from '@hookform/resolvers/zod';
import { personalDataSectionsSchema, type PersonalDataContext } from '@onboarding/domain';
import type { Resolver } from 'react-hook-form';
import { sectionsOf, type PersonalDataFormValues } from './form-values';

const RESOLVERS = new WeakMap<
  PersonalDataContext,
  Map<boolean, Resolver<PersonalDataFormValues>>
>();

/**
 * The form's resolver: the domain's screen schema (`personalDataSectionsSchema`, the one the
 * server applies to the request body), over the sections of the form; the student section only
 * under the Diploma package. Built once per context object (the form memoises its context), so a
 * render does not rebuild the schema.
 */
export function sectionsResolver(
  context: PersonalDataContext,
  isDiploma: boolean,
): Resolver<PersonalDataFormValues> {
  const known = RESOLVERS.get(context) ?? new Map<boolean, Resolver<PersonalDataFormValues>>();
  RESOLVERS.set(context, known);
  const cached = known.get(isDiploma);
  if (cached !== undefined) return cached;
  const resolver = buildResolver(context, isDiploma);
  known.set(isDiploma, resolver);
  return resolver;
}

function buildResolver(
  context: PersonalDataContext,
  isDiploma: boolean,
): Resolver<PersonalDataFormValues> {
  const resolve = zodResolver(personalDataSectionsSchema(context));
  // The schema's field type is the domain's sections (student nullable); the form always holds a
  // student group. The options only carry field names, which both share.
  return (values, resolverContext, options) =>
    resolve(
      sectionsOf(values, isDiploma),
      resolverContext,
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<PersonalDataFormValues>>;
}
