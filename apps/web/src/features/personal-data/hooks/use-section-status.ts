import {
  PERSONAL_DATA_SECTIONS,
  type PersonalDataContext,
  type PersonalDataSection,
} from '@onboarding/domain';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { inScreenOrder } from '../components/field-labels';
import type { PersonalDataFormValues } from '../form/form-values';
import { sectionSchemas, type SectionValidity } from '../form/section-validity';

/** The screen's sections in order: the domain's list. */
export const SECTION_KEYS = PERSONAL_DATA_SECTIONS;
export type SectionKey = PersonalDataSection;

type Blocking = Readonly<Record<SectionKey, readonly string[]>>;

export interface SectionStatus {
  readonly validity: SectionValidity;
  /** The fields that fail their rules, in the screen's order: what keeps "Next" disabled. */
  readonly blocking: readonly string[];
}

function isSectionKey(value: string | undefined): value is SectionKey {
  return (SECTION_KEYS as readonly (string | undefined)[]).includes(value);
}

/** The fields of one section that fail the section's schema (the domain's, via form/). */
function blockingOf(
  section: SectionKey,
  values: PersonalDataFormValues,
  context: PersonalDataContext,
  isDiploma: boolean,
): readonly string[] {
  if (section === 'student' && !isDiploma) return [];
  const result = sectionSchemas(context)[section].safeParse(values[section]);
  if (result.success) return [];
  const names = new Set(result.error.issues.map((issue) => `${section}.${String(issue.path[0])}`));
  return inScreenOrder([...names]);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/**
 * Which sections pass their rules and which fields block "Next", kept up to date from a
 * subscription to the form's changes (no render of the screen per keystroke;
 * decision 198): a change checks only its own section's schema, and the state changes only when a
 * section's list of failing fields does, so the screen renders when a section is completed or
 * broken, not while a valid field is typed in.
 */
export function useSectionStatus(
  form: UseFormReturn<PersonalDataFormValues>,
  context: PersonalDataContext,
  isDiploma: boolean,
): SectionStatus {
  const [blocking, setBlocking] = useState<Blocking>(() => {
    const values = form.getValues();
    return Object.fromEntries(
      SECTION_KEYS.map((section) => [section, blockingOf(section, values, context, isDiploma)]),
    ) as unknown as Blocking;
  });

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const section = name?.split('.')[0];
      const sections = isSectionKey(section) ? [section] : SECTION_KEYS;
      const values = form.getValues();
      setBlocking((current) => {
        let next = current;
        for (const key of sections) {
          const fields = blockingOf(key, values, context, isDiploma);
          if (!sameList(fields, current[key])) next = { ...next, [key]: fields };
        }
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [form, context, isDiploma]);

  return useMemo(
    () => ({
      validity: {
        personalData: blocking.personalData.length === 0,
        address: blocking.address.length === 0,
        contacts: blocking.contacts.length === 0,
        employment: blocking.employment.length === 0,
        questionnaire: blocking.questionnaire.length === 0,
        student: blocking.student.length === 0,
      },
      blocking: SECTION_KEYS.flatMap((section) => blocking[section]),
    }),
    [blocking],
  );
}
