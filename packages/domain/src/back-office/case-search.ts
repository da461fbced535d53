import { z } from 'zod';
import { compactIbanText } from '../payments/iban';
import { PROCESS_NAMES } from '../processes';
import { PRODUCT_STATES, PROSPECT_STATES } from '../states';

/*
 * The staff case search (decisions 263, 264): what the console's form and
 * `GET /services/operator/cases` take, and how a typed value and a stored one are brought to the
 * same form before the server looks them up through its keyed hash (blind index). The server
 * hashes exactly what these functions return, on both sides: what they fold together is what the
 * search treats as equal.
 */

/** Letters NFKD does not take apart, spelled as people type them without the letter. */
const SPELLED: Readonly<Record<string, readonly string[]>> = {
  // Đ is written Dj by convention in Slovenia and the region, D by many forms: both match.
  đ: ['dj', 'd'],
  ð: ['d'],
  ł: ['l'],
  ø: ['o'],
  æ: ['ae'],
  œ: ['oe'],
  ß: ['ss'],
  þ: ['th'],
  ı: ['i'],
};

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’`ʼ]/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;

/** Lower case, without accents; each letter of SPELLED still in place. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').replace(APOSTROPHES, '').toLowerCase();
}

/** Every spelling of a folded token: one per choice of each SPELLED letter (all first, all last). */
function spellings(token: string): string[] {
  const first = [...token].map((char) => SPELLED[char]?.[0] ?? char).join('');
  const last = [...token].map((char) => {
    const options = SPELLED[char];
    return options === undefined ? char : options[options.length - 1];
  });
  return [...new Set([first, last.join('')])];
}

/**
 * The tokens a stored name is found by: each word of it (spaces, hyphens and other signs divide
 * words; apostrophes are dropped) lower case and without accents, Č = C, Ë = E, Ç = C, and a word
 * with Đ once with DJ and once with D. "Novak-Česnik" → novak, cesnik.
 */
export function nameIndexTokens(name: string): string[] {
  const tokens = fold(name)
    .split(NOT_LETTER_OR_DIGIT)
    .filter((token) => token.length > 0);
  return [...new Set(tokens.flatMap(spellings))];
}

/**
 * The tokens a typed name is searched by, each to be found whole among a case's name tokens (no
 * prefix, no part of a word): "cesnik" and "Česnik" find Česnik, "Česn" does not. A typed Đ is
 * read as DJ (an index token of both spellings holds it).
 */
export function nameQueryTokens(typed: string): string[] {
  const tokens = fold(typed)
    .split(NOT_LETTER_OR_DIGIT)
    .filter((token) => token.length > 0)
    .map((token) => spellings(token)[0] ?? token);
  return [...new Set(tokens)];
}

/** An e-mail address as stored and as typed: trimmed, lower case. */
export function emailSearchKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in its international form, digits only after "+": "+386 41 123 456",
 * "00386 41123456" and, with the variant's prefix +386, "041 123 456" are all "+38641123456".
 * Null when it has too few digits to be a number.
 */
export function phoneSearchKey(phone: string, defaultPrefix: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else {
    const national = digits.startsWith('0') ? digits.slice(1) : digits;
    international = `${defaultPrefix.replace(/\D/g, '')}${national}`;
  }
  return international.length < 6 ? null : `+${international}`;
}

/** A phone number of the personal data: its prefix and the number typed beside it. */
export function phoneOfParts(prefix: string, number: string): string | null {
  const national = number.replace(/\D/g, '').replace(/^0/, '');
  return phoneSearchKey(`${prefix.trim()}${national}`, prefix);
}

/**
 * A document number, an EMŠO or an Albanian NID: upper case, without spaces, hyphens, dots,
 * slashes or the machine-readable zone's filler "<".
 */
export function identifierSearchKey(value: string): string {
  return value.replace(/[\s\-./<]+/g, '').toUpperCase();
}

/** An IBAN in its electronic form: "si56 1910 0000 0123 438" → "SI56191000000123438". */
export function ibanSearchKey(iban: string): string {
  return compactIbanText(iban);
}

/** An application number as people quote it (decision 203): 2026-000123, or its sequence alone. */
export interface ApplicationNumberKey {
  readonly year: number | null;
  readonly sequence: number;
}

const APPLICATION_NUMBER = /^\s*(?:(\d{4})\s*[-/]\s*)?0*(\d{1,9})\s*$/;

export function parseApplicationNumber(typed: string): ApplicationNumberKey | null {
  const match = APPLICATION_NUMBER.exec(typed);
  if (match === null) return null;
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  return { year: match[1] === undefined ? null : Number(match[1]), sequence };
}

/** The identifier kinds found through the keyed hash, one key each. */
export const CASE_SEARCH_TERM_KINDS = [
  'NAME',
  'EMAIL',
  'PHONE',
  'DOCUMENT_NUMBER',
  'NATIONAL_ID',
  'IBAN',
] as const;
export type CaseSearchTermKind = (typeof CASE_SEARCH_TERM_KINDS)[number];

export const CASE_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const CASE_SEARCH_MAX_PAGE_SIZE = 100;
/** Deep pages are a sign the search is too broad: narrow it instead (offset paging). */
export const CASE_SEARCH_MAX_PAGE = 500;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day: 2026-02-30 is not one. */
function isCalendarDate(iso: string): boolean {
  const instant = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === iso;
}

const optionalText = (max: number, code: string) =>
  z
    .string()
    .trim()
    .max(max, code)
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));

const optionalDate = (code: string) =>
  optionalText(10, code).refine(
    (value) => value === undefined || (ISO_DATE.test(value) && isCalendarDate(value)),
    code,
  );

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, code: string) =>
  z
    .string(code)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.enum(choices, code).optional());

/**
 * The search form and query (decision 263): every field optional, empty counts as not given; the
 * criteria given must all hold. Field codes are translation keys of the console.
 */
export const ZCaseSearchQuery = z
  .strictObject({
    name: optionalText(200, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || nameQueryTokens(value).length > 0,
      'caseSearch.error.name',
    ),
    email: optionalText(254, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || /^[^\s@]+@[^\s@]+$/.test(value),
      'caseSearch.error.email',
    ),
    phone: optionalText(40, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || /^[+\d][\d\s()./-]*$/.test(value),
      'caseSearch.error.phone',
    ),
    applicationNumber: optionalText(20, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || parseApplicationNumber(value) !== null,
      'caseSearch.error.applicationNumber',
    ),
    documentNumber: optionalText(40, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || identifierSearchKey(value).length > 0,
      'caseSearch.error.identifier',
    ),
    nationalId: optionalText(40, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || identifierSearchKey(value).length > 0,
      'caseSearch.error.identifier',
    ),
    iban: optionalText(42, 'caseSearch.error.tooLong').refine(
      (value) => value === undefined || /^[A-Z]{2}\d{2}[A-Z0-9]{4,30}$/.test(ibanSearchKey(value)),
      'caseSearch.error.iban',
    ),
    product: optionalChoice(PROCESS_NAMES, 'caseSearch.error.product'),
    state: optionalChoice(PROSPECT_STATES, 'caseSearch.error.state'),
    productState: optionalChoice(PRODUCT_STATES, 'caseSearch.error.state'),
    from: optionalDate('caseSearch.error.date'),
    to: optionalDate('caseSearch.error.date'),
    page: z.coerce
      .number('caseSearch.error.page')
      .int('caseSearch.error.page')
      .min(1, 'caseSearch.error.page')
      .max(CASE_SEARCH_MAX_PAGE, 'caseSearch.error.page')
      .default(1),
    pageSize: z.coerce
      .number('caseSearch.error.pageSize')
      .int('caseSearch.error.pageSize')
      .min(1, 'caseSearch.error.pageSize')
      .max(CASE_SEARCH_MAX_PAGE_SIZE, 'caseSearch.error.pageSize')
      .default(CASE_SEARCH_DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'caseSearch.error.dateOrder' });
    }
  });
export type TCaseSearchQuery = z.output<typeof ZCaseSearchQuery>;
export type TCaseSearchQueryInput = z.input<typeof ZCaseSearchQuery>;

/** The criteria that name a person or a case, as opposed to browsing by product, state or date. */
export const CASE_SEARCH_IDENTIFYING_FIELDS = [
  'name',
  'email',
  'phone',
  'applicationNumber',
  'documentNumber',
  'nationalId',
  'iban',
] as const satisfies readonly (keyof TCaseSearchQuery)[];

/** True when the query names a person or a case (an operator's search must, decision 264). */
export function identifiesACase(query: TCaseSearchQuery): boolean {
  return CASE_SEARCH_IDENTIFYING_FIELDS.some((field) => query[field] !== undefined);
}

/** One found case: enough for the result list; the case page has the rest. */
export const ZCaseSearchHit = z.object({
  prospectId: z.uuid(),
  /** As people quote it: 2026-000123 (decision 203). */
  applicationNumber: z.string(),
  /** The name given at sign-up; empty after a customer's erasure. */
  name: z.string(),
  product: z.enum(PROCESS_NAMES),
  productState: z.enum(PRODUCT_STATES).nullable(),
  state: z.enum(PROSPECT_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCaseSearchHit = z.infer<typeof ZCaseSearchHit>;

export const ZCaseSearchResult = z.object({
  items: z.array(ZCaseSearchHit),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Cases matching, all pages together. */
  total: z.number().int(),
});
export type TCaseSearchResult = z.infer<typeof ZCaseSearchResult>;
