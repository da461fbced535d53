import { z } from 'zod';
import { lazily } from '../lazily';
import { isoCountryOfMrzCode } from './countries';
import type { MrzReading } from './parse';

/** `DD.MM.YYYY`, the date format of the personal data form. */
const formDateSchema = lazily(() => z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/));

/**
 * What the machine-readable zone offers the personal data screen. Every value is present only when
 * it passed its check (decision 081); the applicant confirms or corrects each one. Names are as the
 * MRZ holds them: upper case, transliterated (Ž → Z), so they are a suggestion, never the truth.
 */
export const documentPrefillSchema = lazily(() =>
  z.object({
    documentType: z.enum(['ID', 'PP']).optional(),
    lastName: z.string().min(1).optional(),
    firstName: z.string().min(1).optional(),
    /** The names filled the zone's field: the last one read may be cut short (ICAO 9303 part 3). */
    namesCut: z.literal(true).optional(),
    documentNumber: z.string().min(1).optional(),
    birthDate: formDateSchema().optional(),
    sex: z.enum(['M', 'F']).optional(),
    nationality: z
      .object({ alpha3: z.string().length(3), alpha2: z.string().length(2) })
      .optional(),
    expiryDate: formDateSchema().optional(),
  }),
);
export const ZDocumentPrefill = /* @__PURE__ */ documentPrefillSchema();
export type TDocumentPrefill = z.infer<typeof ZDocumentPrefill>;

export const DOCUMENT_READING_STATUSES = ['NONE', 'PENDING', 'READ', 'UNREADABLE'] as const;
export type DocumentReadingStatus = (typeof DOCUMENT_READING_STATUSES)[number];

/**
 * `GET onboarding/prospects/{id}/documentreading` (beyond the spec): NONE before any side with an
 * MRZ was uploaded, PENDING while it is read, then READ (with the prefill) or UNREADABLE.
 */
export const documentReadingResponseSchema = lazily(() =>
  z.object({
    status: z.enum(DOCUMENT_READING_STATUSES),
    prefill: documentPrefillSchema().nullable(),
  }),
);
export const ZDocumentReadingResponse = /* @__PURE__ */ documentReadingResponseSchema();
export type TDocumentReadingResponse = z.infer<typeof ZDocumentReadingResponse>;

const formDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The checked values of a reading, in the personal data form's shapes. */
export function documentPrefillOf(reading: MrzReading): TDocumentPrefill {
  const prefill: {
    -readonly [K in keyof TDocumentPrefill]: TDocumentPrefill[K];
  } = {};
  if (reading.format === 'TD3' && reading.documentCode.startsWith('P')) prefill.documentType = 'PP';
  if (reading.format === 'TD1' && /^[IAC]/.test(reading.documentCode)) prefill.documentType = 'ID';
  if (reading.surname.valid && reading.surname.value) prefill.lastName = reading.surname.value;
  if (reading.givenNames.valid && reading.givenNames.value)
    prefill.firstName = reading.givenNames.value;
  if (reading.namesCut && (prefill.lastName !== undefined || prefill.firstName !== undefined)) {
    prefill.namesCut = true;
  }
  if (reading.documentNumber.valid && reading.documentNumber.value) {
    prefill.documentNumber = reading.documentNumber.value;
  }
  if (reading.birthDate.valid && reading.birthDate.value)
    prefill.birthDate = formDate(reading.birthDate.value);
  if (reading.expiryDate.valid && reading.expiryDate.value) {
    prefill.expiryDate = formDate(reading.expiryDate.value);
  }
  if (reading.sex.valid && (reading.sex.value === 'M' || reading.sex.value === 'F'))
    prefill.sex = reading.sex.value;
  const country = reading.nationality.value ? isoCountryOfMrzCode(reading.nationality.value) : null;
  if (reading.nationality.valid && country) prefill.nationality = country;
  return prefill;
}
