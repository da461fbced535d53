import { z } from 'zod';
import {
  addressFormIssues,
  EMPTY_ADDRESS_FORM,
  ZAddressFormStructure,
  type TAddressForm,
} from './address-form';
import {
  contactsFormIssues,
  EMPTY_CONTACTS_FORM,
  ZContactsFormStructure,
  type TContactsForm,
} from './contacts-form';
import {
  employmentFormIssues,
  EMPTY_EMPLOYMENT_FORM,
  ZEmploymentFormStructure,
  type TEmploymentForm,
} from './employment-form';
import {
  EMPTY_PERSONAL_DATA_FORM,
  personalDataIssues,
  ZPersonalDataFormStructure,
  type TPersonalDataForm,
} from './personal-data-form';
import {
  EMPTY_QUESTIONNAIRE_FORM,
  questionnaireFormIssues,
  ZQuestionnaireFormStructure,
  type TQuestionnaireForm,
} from './questionnaire-form';
import { reportIssues, type FieldIssue, type PersonalDataContext } from './rules';
import {
  EMPTY_STUDENT_FORM,
  studentFormIssues,
  ZStudentFormStructure,
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

/** Every rule of every section; fields are named "<section>.<field>". */
export function personalDataSectionsIssues(
  sections: TPersonalDataSections,
  context: PersonalDataContext,
): FieldIssue[] {
  const prefixed = (section: PersonalDataSection, issues: readonly FieldIssue[]) =>
    issues.map((issue) => ({ field: `${section}.${issue.field}`, code: issue.code }));
  return [
    ...prefixed('personalData', personalDataIssues(sections.personalData, context)),
    ...prefixed('address', addressFormIssues(sections.address, context.variant)),
    ...prefixed('contacts', contactsFormIssues(sections.contacts)),
    ...prefixed('employment', employmentFormIssues(sections.employment, context)),
    ...prefixed('questionnaire', questionnaireFormIssues(sections.questionnaire, context)),
    ...(context.packageName === 'Diploma'
      ? sections.student === null
        ? [{ field: 'student', code: 'personalDataRules.required' }]
        : prefixed('student', studentFormIssues(sections.student))
      : []),
  ];
}

const ZSectionsStructure = z.strictObject({
  personalData: ZPersonalDataFormStructure,
  address: ZAddressFormStructure,
  contacts: ZContactsFormStructure,
  employment: ZEmploymentFormStructure,
  questionnaire: ZQuestionnaireFormStructure,
  student: ZStudentFormStructure.nullable(),
});

/** All sections at once, with every rule (the whole screen's "Next"). */
export function personalDataSectionsSchema(context: PersonalDataContext) {
  return ZSectionsStructure.superRefine((sections, ctx) =>
    reportIssues(personalDataSectionsIssues(sections, context), ctx),
  );
}

/**
 * spec 3 `prospects/{id}/info/partialsave`: what the applicant entered so far, section by section.
 * Every section and every field is optional and may be incomplete (no rules, only the structure:
 * known fields, list values, 250 characters at most), so any moment of typing can be kept.
 */
export const ZPartialSave = z.strictObject({
  personalData: ZPersonalDataFormStructure.partial().optional(),
  address: ZAddressFormStructure.partial().optional(),
  contacts: ZContactsFormStructure.partial().optional(),
  employment: ZEmploymentFormStructure.partial().optional(),
  questionnaire: ZQuestionnaireFormStructure.partial().optional(),
  student: ZStudentFormStructure.partial().optional(),
});
export type TPartialSave = z.infer<typeof ZPartialSave>;

/** Sections of a later partial save replace the stored ones field by field. */
export function mergePartialSave(stored: TPartialSave, update: TPartialSave): TPartialSave {
  const merged: Record<string, unknown> = { ...stored };
  for (const section of PERSONAL_DATA_SECTIONS) {
    const next = update[section];
    if (next !== undefined) merged[section] = { ...stored[section], ...next };
  }
  return ZPartialSave.parse(merged);
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
