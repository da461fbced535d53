import type { VariantId } from '../variants';
import type { PersonalDataErrorCode } from './rules';

/*
 * The numbers of the identity documents the personal data screen asks for, per variant and
 * document type, as the documents carry them (decision 247). The form's schema and the server's
 * (one schema, DESIGN §3) check them through `documentNumberProblem`; the MRZ prefill is checked
 * against the same rule before the web shows it (decision 247: refused readings are shown, not
 * dropped).
 */

/** The identity documents whose numbers are asked: ID card or passport (spec 2 §3 ids). */
export type DocumentNumberType = 'ID' | 'PP';

export interface DocumentNumberRule {
  /** Checked on the trimmed value in capitals (the request body stores it so, spec 2 §3). */
  readonly pattern: RegExp;
  readonly maxLength: number;
  /** The field-error code when the value does not match. */
  readonly invalid: PersonalDataErrorCode;
}

/**
 * ICAO 9303 TD1 and TD3 document-number field without overflow: 9 capital letters or digits.
 * Both Slovenian ID card generations (1998 and the biometric card of 2022) are TD1 cards; the
 * older card's number is all digits, the 2022 card's begins with letters (IA0012345). Which
 * letters and where is not published (decision 247), so the card's number is taken as the MRZ
 * field allows it.
 */
const ICAO_NINE = /^[A-Z0-9]{9}$/;

/** spec 2 §5: the Slovenian passport number is 2 letters and 7 digits (PA1234567). */
const TWO_LETTERS_SEVEN_DIGITS = /^[A-Z]{2}\d{7}$/;

export const DOCUMENT_NUMBER_RULES: Readonly<
  Record<VariantId, Readonly<Record<DocumentNumberType, DocumentNumberRule>>>
> = {
  si: {
    ID: {
      pattern: ICAO_NINE,
      maxLength: 9,
      invalid: 'personalDataRules.idDocumentNumber.invalid',
    },
    PP: {
      pattern: TWO_LETTERS_SEVEN_DIGITS,
      maxLength: 9,
      invalid: 'personalDataRules.passportNumber.invalid',
    },
  },
  // Albanian ID card (TD1, since 2009) and biometric passport (TD3, since 2009): 9 characters as
  // the MRZ field holds them; a finer pattern is not published (decision 247).
  al: {
    ID: {
      pattern: ICAO_NINE,
      maxLength: 9,
      invalid: 'personalDataRules.idDocumentNumber.invalid',
    },
    PP: {
      pattern: ICAO_NINE,
      maxLength: 9,
      invalid: 'personalDataRules.passportNumber.invalidAl',
    },
  },
};

/** The rule of a variant's document type (si when no variant is given, as the other rules). */
export function documentNumberRule(
  type: DocumentNumberType,
  variant: VariantId = 'si',
): DocumentNumberRule {
  return DOCUMENT_NUMBER_RULES[variant][type];
}

/** The number as it is checked and stored: trimmed, in capitals. */
export function normaliseDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Why a document number is refused (a field-error code), or null when it is taken. An empty
 * value is `required`; the caller decides whether the field is asked at all.
 */
export function documentNumberProblem(
  type: DocumentNumberType,
  value: string,
  variant: VariantId = 'si',
): PersonalDataErrorCode | null {
  const rule = documentNumberRule(type, variant);
  const number = normaliseDocumentNumber(value);
  if (number === '') return 'personalDataRules.required';
  if (number.length > rule.maxLength) return 'personalDataRules.tooLong';
  return rule.pattern.test(number) ? null : rule.invalid;
}
