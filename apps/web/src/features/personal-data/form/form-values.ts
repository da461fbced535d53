import {
  EMPTY_ADDRESS_FORM,
  EMPTY_EMPLOYMENT_FORM,
  EMPTY_PERSONAL_DATA_FORM,
  EMPTY_QUESTIONNAIRE_FORM,
  EMPTY_STUDENT_FORM,
  studentPresetQuestionnaire,
  type TAddressForm,
  type TContactsForm,
  type TDocumentPrefill,
  type TEmploymentForm,
  type TPartialSave,
  type TPersonalDataForm,
  type TPersonalDataSections,
  type TQuestionnaireForm,
  type TStudentForm,
  type VariantId,
} from '@onboarding/domain';

/**
 * The values of the whole screen, one react-hook-form: a group per section, named as the domain's
 * sections (`personalData.firstName`, `questionnaire.countryOfBusiness_1`, …), so the schema's
 * field errors and the server's land on the right field by name.
 */
export interface PersonalDataFormValues {
  personalData: TPersonalDataForm;
  address: TAddressForm;
  contacts: TContactsForm;
  employment: TEmploymentForm;
  questionnaire: TQuestionnaireForm;
  /** Always present in the form; sent and checked only under the Diploma package. */
  student: TStudentForm;
}

export interface InitialValuesInput {
  /** What the applicant entered before (info/partialsave), or null. */
  readonly saved: TPartialSave | null;
  /** Values read from the identity document, or null. */
  readonly prefill: TDocumentPrefill | null;
  readonly contacts: TContactsForm;
  /** The empty address of the variant (its country preset); the Slovenian one when not given. */
  readonly address?: TAddressForm;
  readonly isDiploma: boolean;
  /** The student label in the page's language (spec 1 §4 student preset). */
  readonly studentLabel: string;
  /** The bank's variant: the student preset's country of business is its country. */
  readonly variant?: VariantId;
}

export interface InitialValues {
  readonly values: PersonalDataFormValues;
  /** Field name → the value read from the document, for the fields that start with it. */
  readonly prefilled: Readonly<Record<string, string>>;
  /** The document's names filled its zone's field: the last one read may be cut short. */
  readonly documentNamesCut: boolean;
}

/** "NOVAK" → "Novak", "ANA MARIJA" → "Ana Marija": the MRZ writes names in capitals. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /(^|[\s\-'])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** The form fields the document's machine-readable zone fills (decision 102). */
export function prefillFields(prefill: TDocumentPrefill): Record<string, string> {
  const fields: Record<string, string> = {};
  if (prefill.firstName) fields['personalData.firstName'] = titleCase(prefill.firstName);
  if (prefill.lastName) fields['personalData.surname'] = titleCase(prefill.lastName);
  if (prefill.birthDate) fields['personalData.birthDate'] = prefill.birthDate;
  if (prefill.sex) fields['personalData.gender'] = prefill.sex === 'M' ? 'MALE' : 'FEMALE';
  if (prefill.nationality) fields['personalData.nationality'] = prefill.nationality.alpha2;
  if (prefill.expiryDate) fields['personalData.dateOfExpiration'] = prefill.expiryDate;
  if (prefill.documentType) {
    fields['personalData.idType'] = prefill.documentType;
    if (prefill.documentNumber) {
      const field = prefill.documentType === 'PP' ? 'passportNumber' : 'idDocumentNumber';
      fields[`personalData.${field}`] = prefill.documentNumber;
    }
  }
  return fields;
}

function withFields<T extends object>(base: T, section: string, fields: Record<string, string>): T {
  const next = { ...base } as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    const [group, field] = name.split('.');
    if (group === section && field !== undefined && field in next) next[field] = value;
  }
  return next as T;
}

/**
 * The screen's starting values: empty sections, then the document's values, then what the
 * applicant saved before (their own edits win). Under the student package the purpose form opens
 * with its preset (spec 1 §4), whatever was saved.
 */
export function initialValues(input: InitialValuesInput): InitialValues {
  const { saved, prefill, isDiploma, studentLabel } = input;
  const read = prefill === null ? {} : prefillFields(prefill);
  const personalData = {
    ...withFields(EMPTY_PERSONAL_DATA_FORM, 'personalData', read),
    ...saved?.personalData,
  };
  const questionnaire = { ...EMPTY_QUESTIONNAIRE_FORM, ...saved?.questionnaire };
  const values: PersonalDataFormValues = {
    personalData,
    address: { ...(input.address ?? EMPTY_ADDRESS_FORM), ...saved?.address },
    contacts: { ...input.contacts, ...saved?.contacts },
    employment: {
      ...EMPTY_EMPLOYMENT_FORM,
      ...(isDiploma ? { isStudent: true } : {}),
      ...saved?.employment,
    },
    questionnaire: isDiploma
      ? studentPresetQuestionnaire(questionnaire, studentLabel, input.variant)
      : questionnaire,
    student: { ...EMPTY_STUDENT_FORM, ...saved?.student },
  };
  const prefilled: Record<string, string> = {};
  for (const [name, value] of Object.entries(read)) {
    const field = name.split('.')[1] as keyof TPersonalDataForm;
    if (personalData[field] === value) prefilled[name] = value;
  }
  return { values, prefilled, documentNamesCut: prefill?.namesCut === true };
}

/** The domain's sections from the form: the student form only under the Diploma package. */
export function sectionsOf(
  values: PersonalDataFormValues,
  isDiploma: boolean,
): TPersonalDataSections {
  return { ...values, student: isDiploma ? values.student : null };
}

/** What info/partialsave keeps: every section as it stands (the student one under Diploma). */
export function partialSaveOf(values: PersonalDataFormValues, isDiploma: boolean): TPartialSave {
  const { student, ...rest } = values;
  return isDiploma ? { ...rest, student } : rest;
}
