import type { StudentDocumentType } from '../documents/types';

/*
 * Closed value sets of the personal data screen that spec 2 names without listing (decision 090).
 * The lists of spec 2 §4 (employment types, income sources, account purposes, origins of funds,
 * positions, sectors, inflow levels…) live in kyc-profile.ts, kyc-flows.ts and employer-sectors.ts.
 */

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Resident of Slovenia or not (the bank's residency criterion, spec 2 §8 RESIDENCY). */
export const RESIDENT_STATUSES = ['RESIDENT', 'NON_RESIDENT'] as const;
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];

/** spec 2 §3: employment term permanent or temporary (term 0 and 1 in the prospect data). */
export const EMPLOYMENT_TERMS = ['PERMANENT', 'TEMPORARY'] as const;
export type EmploymentTerm = (typeof EMPLOYMENT_TERMS)[number];

/** How many uploaded files each student document type needs (front and rear of the card). */
export const STUDENT_DOCUMENT_FILES: Readonly<Record<StudentDocumentType, number>> = {
  STUDENT_CARD: 2,
  ENROLMENT_CERTIFICATE: 1,
};

/** spec 2 §3 consentsInfo.questionResponses: answers are the texts "true" and "false". */
export const CONSENT_ANSWERS = ['true', 'false'] as const;
