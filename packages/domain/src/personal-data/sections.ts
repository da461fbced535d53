import { z } from 'zod';
import { lazily } from '../lazily';
import {
  addressFormSchema,
  addressFormStructureSchema,
  EMPTY_ADDRESS_FORM,
  type TAddressForm,
} from './address-form';
import {
  contactsFormSchema,
  contactsFormStructureSchema,
  EMPTY_CONTACTS_FORM,
  type TContactsForm,
} from './contacts-form';
import {
  EMPTY_EMPLOYMENT_FORM,
  employmentFormSchema,
  employmentFormStructureSchema,
  type TEmploymentForm,
} from './employment-form';
import {
  EMPTY_PERSONAL_DATA_FORM,
  personalDataFormSchema,
  personalDataFormStructureSchema,
  type TPersonalDataForm,
} from './personal-data-form';
import {
  EMPTY_QUESTIONNAIRE_FORM,
  questionnaireFormSchema,
  questionnaireFormStructureSchema,
  type TQuestionnaireForm,
} from './questionnaire-form';
import { issuesOf, type FieldIssue, type PersonalDataContext } from './rules';
import {
  EMPTY_STUDENT_FORM,
  studentFormSchema,
  studentFormStructureSchema,
  type TStudentForm,
} from './student-form';

/** The sections of the personal data screen (spec 1 §2 step DataEntry), in screen order. */
export const PERSONAL_DATA_SECTIONS = [
  'personalData',
  'address',
  'contacts',
  'employment',
  'questionnaire',
  'student',
] as const;
export type PersonalDataSection = (typeof PERSONAL_DATA_SECTIONS)[number];

export interface TPersonalDataSections {
  readonly personalData: TPersonalDataForm;
  readonly address: TAddressForm;
  readonly contacts: TContactsForm;
  readonly employment: TEmploymentForm;
  readonly questionnaire: TQuestionnaireForm;
  /** The student data form: asked (and required) only under the Diploma package. */
  readonly student: TStudentForm | null;
}

/**
 * The whole screen's schema (its "Next", the web's resolver and, through the request body, the
 * server): each section's own schema, so each section's rules are the refinements of its schema,
 * and fields are named "<section>.<field>". The student section is checked (and required) only
 * under the Diploma package; under another package it is not asked and its values are not checked.
 */
export function personalDataSectionsSchema(context: PersonalDataContext) {
  const diploma = context.packageName === 'Diploma';
  return z
    .strictObject({
      personalData: personalDataFormSchema(context),
      address: addressFormSchema(context.variant),
      contacts: contactsFormSchema(),
      employment: employmentFormSchema(context),
      questionnaire: questionnaireFormSchema(context),
      student: (diploma ? studentFormSchema() : studentFormStructureSchema()).nullable(),
    })
    .superRefine((sections, ctx) => {
      if (diploma && sections.student === null) {
        ctx.addIssue({ code: 'custom', message: 'personalDataRules.required', path: ['student'] });
      }
    });
}

/** The schema's field errors as a list ("<section>.<field>"). */
export function personalDataSectionsIssues(
  sections: TPersonalDataSections,
  context: PersonalDataContext,
): FieldIssue[] {
  return issuesOf(personalDataSectionsSchema(context), sections);
}

/**
 * spec 3 `prospects/{id}/info/partialsave`: what the applicant entered so far, section by section.
 * Every section and every field is optional and may be incomplete (no rules, only the structure:
 * known fields, list values, 250 characters at most), so any moment of typing can be kept. Built
 * on first use (lazily.ts): the screen needs it only when a saved draft arrives.
 */
export const partialSaveSchema = lazily(() =>
  z.strictObject({
    personalData: personalDataFormStructureSchema().partial().optional(),
    address: addressFormStructureSchema().partial().optional(),
    contacts: contactsFormStructureSchema().partial().optional(),
    employment: employmentFormStructureSchema().partial().optional(),
    questionnaire: questionnaireFormStructureSchema().partial().optional(),
    student: studentFormStructureSchema().partial().optional(),
  }),
);
export const ZPartialSave = /* @__PURE__ */ partialSaveSchema();
export type TPartialSave = z.infer<typeof ZPartialSave>;

/** Sections of a later partial save replace the stored ones field by field. */
export function mergePartialSave(stored: TPartialSave, update: TPartialSave): TPartialSave {
  const merged: Record<string, unknown> = { ...stored };
  for (const section of PERSONAL_DATA_SECTIONS) {
    const next = update[section];
    if (next !== undefined) merged[section] = { ...stored[section], ...next };
  }
  return partialSaveSchema().parse(merged);
}

/** The screen before anything is entered (no student form: the web adds it under Diploma). */
export const EMPTY_PERSONAL_DATA_SECTIONS: TPersonalDataSections = {
  personalData: EMPTY_PERSONAL_DATA_FORM,
  address: EMPTY_ADDRESS_FORM,
  contacts: EMPTY_CONTACTS_FORM,
  employment: EMPTY_EMPLOYMENT_FORM,
  questionnaire: EMPTY_QUESTIONNAIRE_FORM,
  student: null,
};

/** The whole screen restored from a partial save: saved fields over `base` (empty by default). */
export function sectionsFromPartialSave(
  draft: TPartialSave,
  base: TPersonalDataSections = EMPTY_PERSONAL_DATA_SECTIONS,
): TPersonalDataSections {
  return {
    personalData: { ...base.personalData, ...draft.personalData },
    address: { ...base.address, ...draft.address },
    contacts: { ...base.contacts, ...draft.contacts },
    employment: { ...base.employment, ...draft.employment },
    questionnaire: { ...base.questionnaire, ...draft.questionnaire },
    student:
      draft.student === undefined
        ? base.student
        : { ...(base.student ?? EMPTY_STUDENT_FORM), ...draft.student },
  };
}
