import { z } from 'zod';
import { lazily } from '../lazily';
import { STUDENT_DOCUMENT_TYPES } from '../documents/types';
import { STUDENT_DOCUMENT_FILES } from './enumerations';
import { formChoice, formText, issuesOf, refinedByRules, type FieldIssue } from './rules';

/**
 * Decision 092: the student registration number (vpisna številka) is 8 digits at the Slovenian
 * universities, some prefix a letter of the faculty; the check accepts an optional letter and
 * 7 or 8 digits.
 */
export const STUDENT_REGISTRATION_NUMBER_PATTERN = /^[A-Za-z]?\d{7,8}$/;

/** Ids of the uploaded student documents (front and rear of the card, or the certificate). */
export const STUDENT_DOCUMENT_ID_MAX = 100;

/**
 * spec 2 §3 "Student data" (studentDataForm). Built on first use, as the schemas below
 * (lazily.ts).
 */
export const studentFormShape = lazily(() => ({
  documentType: formChoice(STUDENT_DOCUMENT_TYPES),
  studentRegistrationNumber: formText(),
  documentsList: z
    .array(z.string().min(1).max(STUDENT_DOCUMENT_ID_MAX))
    .max(2, 'personalDataRules.tooLong'),
}));

/** The structure alone: known fields, list values, 250 characters at most. */
export const studentFormStructureSchema = lazily(() => z.strictObject(studentFormShape()));
export const ZStudentFormStructure = /* @__PURE__ */ studentFormStructureSchema();
export type TStudentForm = z.infer<typeof ZStudentFormStructure>;

export const EMPTY_STUDENT_FORM: TStudentForm = {
  documentType: '',
  studentRegistrationNumber: '',
  documentsList: [],
};

/** spec 2 §5 "Students": document type required, registration number valid, documents uploaded. */
export const studentFormSchema = lazily(() =>
  refinedByRules(studentFormStructureSchema(), (form, issues) => {
    if (form.documentType === '') issues.add('documentType', 'personalDataRules.required');
    const number = form.studentRegistrationNumber.trim();
    if (number === '') issues.add('studentRegistrationNumber', 'personalDataRules.required');
    else if (!STUDENT_REGISTRATION_NUMBER_PATTERN.test(number)) {
      issues.add('studentRegistrationNumber', 'personalDataRules.student.registrationNumber');
    }
    if (
      form.documentType !== '' &&
      form.documentsList.length < STUDENT_DOCUMENT_FILES[form.documentType]
    ) {
      issues.add('documentsList', 'personalDataRules.student.documentsMissing');
    }
  }),
);

export const ZStudentForm = /* @__PURE__ */ studentFormSchema();

/** The schema's field errors as a list. */
export function studentFormIssues(form: TStudentForm): readonly FieldIssue[] {
  return issuesOf(studentFormSchema(), form);
}
