import { PERSONAL_DATA_SECTIONS, REQUEST_BODY_PATHS, type TFieldError } from '@onboarding/domain';

/*
 * The server answers a refused PATCH with field errors named by the request body's path (spec 2 §3
 * "Prospect request body"), or by the form (section.field). Both are put on the form field the
 * applicant typed the value in, reading the domain's table of where each form field lives.
 */

const SECTION_PREFIXES = PERSONAL_DATA_SECTIONS.map((section) => `${section}.`);
const KYC_PREFIX = 'kycInfo.';
const DOCUMENT_NUMBER_FIELDS = ['personalData.idDocumentNumber', 'personalData.passportNumber'];

/** Body path → the form fields stored there (the document number holds either of two). */
const FIELDS_BY_BODY_PATH = new Map<string, string[]>();
for (const [field, path] of Object.entries(REQUEST_BODY_PATHS)) {
  if (!field.includes('.')) continue;
  FIELDS_BY_BODY_PATH.set(path, [...(FIELDS_BY_BODY_PATH.get(path) ?? []), field]);
}

/**
 * The form field a server field error belongs to, or null when it names none (then it is shown
 * above the form). `idType` tells which document number field the body's number came from.
 */
export function formFieldOf(field: string, idType: string): string | null {
  if (SECTION_PREFIXES.some((prefix) => field.startsWith(prefix))) return field;
  const fields = FIELDS_BY_BODY_PATH.get(field);
  if (fields !== undefined) {
    if (fields.some((name) => DOCUMENT_NUMBER_FIELDS.includes(name))) {
      return idType === 'PP' ? 'personalData.passportNumber' : 'personalData.idDocumentNumber';
    }
    return fields[0] ?? null;
  }
  if (field === 'kycInfo.countriesOfBusiness') return 'questionnaire.countryOfBusiness_0';
  if (field.startsWith(KYC_PREFIX)) return `questionnaire.${field.slice(KYC_PREFIX.length)}`;
  return null;
}

export interface PlacedErrors {
  /** Form field → error code. */
  readonly fields: ReadonlyMap<string, string>;
  /** Codes that name no field of the form. */
  readonly unplaced: readonly string[];
}

/** Sorts the server's field errors onto the form's fields (the first error of a field wins). */
export function placeServerErrors(errors: readonly TFieldError[], idType: string): PlacedErrors {
  const fields = new Map<string, string>();
  const unplaced: string[] = [];
  for (const { field, code } of errors) {
    const name = formFieldOf(field, idType);
    if (name === null) unplaced.push(code);
    else if (!fields.has(name)) fields.set(name, code);
  }
  return { fields, unplaced };
}
