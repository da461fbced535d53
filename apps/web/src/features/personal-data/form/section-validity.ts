import {
  addressFormSchema,
  contactsFormSchema,
  employmentFormSchema,
  personalDataFormSchema,
  questionnaireFormSchema,
  studentFormSchema,
  type PersonalDataContext,
  type PersonalDataSection,
} from '@onboarding/domain';
import type { z } from 'zod';
import type { PersonalDataFormValues } from './form-values';

export interface SectionValidity {
  readonly personalData: boolean;
  readonly address: boolean;
  readonly contacts: boolean;
  readonly employment: boolean;
  readonly questionnaire: boolean;
  readonly student: boolean;
}

/** Each section's own schema (the domain's: its structure refined by the section's rules). */
export interface SectionSchemas {
  readonly personalData: ReturnType<typeof personalDataFormSchema>;
  readonly address: ReturnType<typeof addressFormSchema>;
  readonly contacts: ReturnType<typeof contactsFormSchema>;
  readonly employment: ReturnType<typeof employmentFormSchema>;
  readonly questionnaire: ReturnType<typeof questionnaireFormSchema>;
  readonly student: ReturnType<typeof studentFormSchema>;
}

const SCHEMAS = new WeakMap<PersonalDataContext, SectionSchemas>();

/**
 * The section schemas of a rules context, built once per context object (the form memoises its
 * context), so a section can check its own values without rebuilding a schema on every render.
 */
export function sectionSchemas(context: PersonalDataContext): SectionSchemas {
  let schemas = SCHEMAS.get(context);
  if (schemas === undefined) {
    schemas = {
      personalData: personalDataFormSchema(context),
      address: addressFormSchema(context.variant),
      contacts: contactsFormSchema(),
      employment: employmentFormSchema(context),
      questionnaire: questionnaireFormSchema(context),
      student: studentFormSchema(),
    };
    SCHEMAS.set(context, schemas);
  }
  return schemas;
}

/** A section the last parse of which is kept: every one but the student's, which holds files. */
export type RememberedSection = Exclude<PersonalDataSection, 'student'>;

interface LastParse {
  /** The section's values as JSON when they were parsed. */
  readonly key: string;
  readonly issues: readonly z.core.$ZodIssue[];
}

const LAST_PARSES = new WeakMap<PersonalDataContext, Map<RememberedSection, LastParse>>();

/**
 * The rule failures of one section's values, by the section's schema. A keystroke asks twice for
 * the section it changed, for the status line and for the field's message: the second time gets
 * the first parse, kept by the values' JSON (decision 310). The student section holds files,
 * which JSON does not tell apart, and is not kept.
 */
export function sectionIssues(
  context: PersonalDataContext,
  section: RememberedSection,
  values: PersonalDataFormValues[RememberedSection],
): readonly z.core.$ZodIssue[] {
  const key = JSON.stringify(values);
  let last = LAST_PARSES.get(context);
  if (last === undefined) {
    last = new Map();
    LAST_PARSES.set(context, last);
  }
  const kept = last.get(section);
  if (kept?.key === key) return kept.issues;
  const result = sectionSchemas(context)[section].safeParse(values);
  const issues = result.success ? [] : result.error.issues;
  last.set(section, { key, issues });
  return issues;
}

/**
 * Which sections pass their schema (the "looks ok" line of each, spec 3 §2). The student section
 * counts only under the Diploma package.
 */
export function sectionValidity(
  values: PersonalDataFormValues,
  context: PersonalDataContext,
): SectionValidity {
  const schemas = sectionSchemas(context);
  return {
    personalData: schemas.personalData.safeParse(values.personalData).success,
    address: schemas.address.safeParse(values.address).success,
    contacts: schemas.contacts.safeParse(values.contacts).success,
    employment: schemas.employment.safeParse(values.employment).success,
    questionnaire: schemas.questionnaire.safeParse(values.questionnaire).success,
    student: context.packageName !== 'Diploma' || schemas.student.safeParse(values.student).success,
  };
}

export function allSectionsValid(validity: SectionValidity): boolean {
  return Object.values(validity).every(Boolean);
}
