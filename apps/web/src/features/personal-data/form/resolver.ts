import { zodResolver } from '@hookform/resolvers/zod';
import {
  PERSONAL_DATA_SECTIONS,
  personalDataSectionsSchema,
  type PersonalDataContext,
  type PersonalDataSection,
} from '@onboarding/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { sectionsOf, type PersonalDataFormValues } from './form-values';
import { sectionSchemas } from './section-validity';

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

type ZodFormResolver = ReturnType<typeof zodResolver>;

/**
 * The one section a single field's check needs, or null for the whole screen. The screen's schema
 * is its sections side by side, so a field's errors come from its own section's schema alone;
 * only the student section also has a rule of the whole (required under Diploma), so it is always
 * checked with the whole. react-hook-form names one field when it checks a field as it changes
 * or is left, and every registered field (folded sections' too) when the form is submitted.
 */
function singleSection(
  names: readonly string[] | undefined,
): Exclude<PersonalDataSection, 'student'> | null {
  if (names?.length !== 1) return null;
  const section = names[0]?.split('.')[0];
  const found = PERSONAL_DATA_SECTIONS.find((key) => key === section);
  return found === undefined || found === 'student' ? null : found;
}

function buildResolver(
  context: PersonalDataContext,
  isDiploma: boolean,
): Resolver<PersonalDataFormValues> {
  const whole = zodResolver(personalDataSectionsSchema(context));
  // A field checked as it is typed into runs its section's schema, not the screen's six: the
  // same section schemas the status line uses, each wrapped once under its key, so an error's path
  // is the form's own ("address.city").
  const bySection = new Map<PersonalDataSection, ZodFormResolver>();
  const sectionResolver = (section: Exclude<PersonalDataSection, 'student'>) => {
    let resolver = bySection.get(section);
    if (resolver === undefined) {
      // Synchronous: the rules have no asynchronous step, and a keystroke's check then ends
      // within the keystroke's own task rather than in a promise after it.
      resolver = zodResolver(
        z.strictObject({ [section]: sectionSchemas(context)[section] }),
        undefined,
        { mode: 'sync' },
      );
      bySection.set(section, resolver);
    }
    return resolver;
  };
  // The schema's field type is the domain's sections (student nullable); the form always holds a
  // student group. The options only carry field names, which both share.
  return (values, resolverContext, options) => {
    const sections = sectionsOf(values, isDiploma);
    const section = singleSection(options.names);
    const result =
      section === null
        ? whole(sections, resolverContext, options as unknown as Parameters<typeof whole>[2])
        : sectionResolver(section)(
            { [section]: sections[section] },
            resolverContext,
            options as unknown as Parameters<ZodFormResolver>[2],
          );
    return result as ReturnType<Resolver<PersonalDataFormValues>>;
  };
}
