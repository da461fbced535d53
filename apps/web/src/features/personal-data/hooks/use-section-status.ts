import {
  PERSONAL_DATA_SECTIONS,
  type PersonalDataContext,
  type PersonalDataSection,
} from '@onboarding/domain';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { inScreenOrder } from '../components/field-labels';
import type { PersonalDataFormValues } from '../form/form-values';
import type { z } from 'zod';
import { sectionIssues, sectionSchemas, type SectionValidity } from '../form/section-validity';

/** The screen's sections in order: the domain's list. */
export const SECTION_KEYS = PERSONAL_DATA_SECTIONS;
export type SectionKey = PersonalDataSection;

type Blocking = Readonly<Record<SectionKey, readonly string[]>>;

/**
 * The fields that fail their rules, in the screen's order (what keeps "Next" disabled), read and
 * listened to without rendering the screen: they change at nearly every field begun or emptied.
 */
export interface BlockingFields {
  readonly get: () => readonly string[];
  /** The failing fields of one section. */
  readonly of: (section: SectionKey) => readonly string[];
  readonly subscribe: (listener: () => void) => () => void;
}

export interface SectionStatus {
  /** Which sections pass their rules: changes when a section is completed or broken. */
  readonly validity: SectionValidity;
  readonly blocking: BlockingFields;
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
  let issues: readonly z.core.$ZodIssue[];
  if (section === 'student') {
    if (!isDiploma) return [];
    const result = sectionSchemas(context).student.safeParse(values.student);
    issues = result.success ? [] : result.error.issues;
  } else {
    issues = sectionIssues(context, section, values[section]);
  }
  if (issues.length === 0) return [];
  const names = new Set(issues.map((issue) => `${section}.${String(issue.path[0])}`));
  return inScreenOrder([...names]);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

function validityOf(blocking: Blocking): SectionValidity {
  return {
    personalData: blocking.personalData.length === 0,
    address: blocking.address.length === 0,
    contacts: blocking.contacts.length === 0,
    employment: blocking.employment.length === 0,
    questionnaire: blocking.questionnaire.length === 0,
    student: blocking.student.length === 0,
  };
}

const sameValidity = (a: SectionValidity, b: SectionValidity) =>
  SECTION_KEYS.every((section) => a[section] === b[section]);

/** Each section's failing fields, with the listeners of the list in the screen's order. */
function blockingStore(initial: Blocking) {
  let sections = initial;
  let inOrder = SECTION_KEYS.flatMap((section) => sections[section]);
  const listeners = new Set<() => void>();
  return {
    sections: () => sections,
    get: () => inOrder,
    of: (section: SectionKey) => sections[section],
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (next: Blocking) => {
      sections = next;
      inOrder = SECTION_KEYS.flatMap((section) => sections[section]);
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Which sections pass their rules and which fields block "Next", kept up to date from a
 * subscription to the form's changes (no render of the screen per keystroke; decision 198): a
 * change checks only its own section's schema. The screen renders when a section is completed or
 * broken; the list of blocking fields changes far more often, at each required field begun or
 * emptied, and renders only what shows it (`useBlockingFields`; decision 310).
 */
export function useSectionStatus(
  form: UseFormReturn<PersonalDataFormValues>,
  context: PersonalDataContext,
  isDiploma: boolean,
): SectionStatus {
  const [store] = useState(() => {
    const values = form.getValues();
    return blockingStore(
      Object.fromEntries(
        SECTION_KEYS.map((section) => [section, blockingOf(section, values, context, isDiploma)]),
      ) as unknown as Blocking,
    );
  });
  const [validity, setValidity] = useState(() => validityOf(store.sections()));

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const section = name?.split('.')[0];
      const sections = isSectionKey(section) ? [section] : SECTION_KEYS;
      const values = form.getValues();
      const current = store.sections();
      let next = current;
      for (const key of sections) {
        const fields = blockingOf(key, values, context, isDiploma);
        if (!sameList(fields, current[key])) next = { ...next, [key]: fields };
      }
      if (next === current) return;
      store.set(next);
      const nextValidity = validityOf(next);
      setValidity((shown) => (sameValidity(shown, nextValidity) ? shown : nextValidity));
    });
    return () => subscription.unsubscribe();
  }, [form, context, isDiploma, store]);

  const blocking = useMemo<BlockingFields>(
    () => ({ get: store.get, of: store.of, subscribe: store.subscribe }),
    [store],
  );
  return useMemo(() => ({ validity, blocking }), [validity, blocking]);
}

/** The fields that block "Next", in the screen's order: renders its component when they change. */
export function useBlockingFields(fields: BlockingFields): readonly string[] {
  return useSyncExternalStore(fields.subscribe, fields.get);
}

/** The screen's blocking fields, for each section's own "looks ok" line. */
export const BlockingFieldsContext = createContext<BlockingFields | null>(null);

/**
 * Whether one section passes its rules: renders its component when that section is completed or
 * broken, not when another is, and not the section's fields (decision 310).
 */
export function useSectionValid(section: SectionKey): boolean {
  const fields = useContext(BlockingFieldsContext);
  if (fields === null)
    throw new Error('useSectionValid must be used inside the personal data form');
  return useSyncExternalStore(fields.subscribe, () => fields.of(section).length === 0);
}
