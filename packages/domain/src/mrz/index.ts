export { isMrzCheckDigitValid, mrzCheckDigit } from './check-digit';
export { isoCountryOfMrzCode, MRZ_COUNTRY_ALPHA2, MRZ_NON_COUNTRY_CODES } from './countries';
export { mrzCandidateLines, normaliseMrzLine } from './normalise';
export { parseMrz } from './parse';
export type { MrzField, MrzFormat, MrzParseOptions, MrzReading, MrzSex } from './parse';
export {
  DOCUMENT_READING_STATUSES,
  documentPrefillOf,
  documentPrefillSchema,
  documentReadingResponseSchema,
  ZDocumentPrefill,
  ZDocumentReadingResponse,
} from './prefill';
export type { DocumentReadingStatus, TDocumentPrefill, TDocumentReadingResponse } from './prefill';
