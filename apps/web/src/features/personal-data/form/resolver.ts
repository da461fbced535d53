import { zodResolver } from '@hookform/resolvers/zod';
import {
  PERSONAL_DATA_SECTIONS,
  personalDataSectionsSchema,
  type PersonalDataContext,
} from '@onboarding/domain';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { firstFailureErrors } from '../../../components/ui/use-zod-form';
import { sectionsOf, type PersonalDataFormValues } from './form-values';
import { sectionIssues, type RememberedSection } from './section-validity';

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

/**
 * The one section a single field's check needs, or null for the whole screen. The screen's schema
 * is its sections side by side, so a field's errors come from its own section's schema alone;
 * only the student section also has a rule of the whole (required under Diploma), so it is always
 * checked with the whole. react-hook-form names one field when it checks a field as it changes
 * or is left, and every registered field (folded sections' too) when the form is submitted.
 */
function singleSection(names: readonly string[] | undefined): RememberedSection | null {
  if (names?.length !== 1) return null;
  const section = names[0]?.split('.')[0];
  const found = PERSONAL_DATA_SECTIONS.find((key) => key === section);
  return found === undefined || found === 'student' ? null : found;
}

/**
 * One section's errors as react-hook-form's, as the zod resolver gives them (the first failure
 * of each field, under the form's own path, "address.city"): from the section's parse that the
 * status line has just made for the same values (decision 310).
 */
function sectionErrors(
  context: PersonalDataContext,
  section: RememberedSection,
  values: PersonalDataFormValues,
  options: ResolverOptions<PersonalDataFormValues>,
): ResolverResult<PersonalDataFormValues> {
  const issues = sectionIssues(context, section, values[section]);
  if (issues.length === 0) return { values, errors: {} };
  return { values: {}, errors: firstFailureErrors(issues, options, [section]) };
}

function buildResolver(
  context: PersonalDataContext,
  isDiploma: boolean,
): Resolver<PersonalDataFormValues> {
  const whole = zodResolver(personalDataSectionsSchema(context));
  // The schema's field type is the domain's sections (student nullable); the form always holds a
  // student group. The options only carry field names, which both share.
  return (values, resolverContext, options) => {
    const section = singleSection(options.names);
    // A field checked as it is typed into gets its section's errors, not the screen's six; every
    // failure of a field (criteriaMode "all") and the browser's own messages (native validation)
    // are the whole screen's resolver's.
    if (section !== null && options.criteriaMode !== 'all' && !options.shouldUseNativeValidation) {
      return sectionErrors(context, section, values, options);
    }
    const sections = sectionsOf(values, isDiploma);
    return whole(
      sections,
      resolverContext,
      options as unknown as Parameters<typeof whole>[2],
    ) as ReturnType<Resolver<PersonalDataFormValues>>;
  };
}
