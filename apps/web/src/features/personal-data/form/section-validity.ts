import {
  addressFormSchema,
  contactsFormSchema,
  employmentFormSchema,
  personalDataFormSchema,
  questionnaireFormSchema,
  studentFormSchema,
  type PersonalDataContext,
} from '@onboarding/domain';
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
