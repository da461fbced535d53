import { isMrzCheckDigitValid } from './check-digit';
import { MRZ_COUNTRY_ALPHA2, MRZ_NON_COUNTRY_CODES } from './countries';
import { AMBIGUOUS_ALPHANUMERIC, asDigits, asLetters, mrzCandidateLines } from './normalise';

/** ICAO 9303 Part 5 (TD1, identity cards: 3 × 30) and Part 4 (TD3, passports: 2 × 44). */
export type MrzFormat = 'TD1' | 'TD3';
export type MrzSex = 'M' | 'F' | 'X';

/**
 * One value of the zone. `valid` is true when the value may be offered: its own check digit passed
 * (document number, dates), or, for a value the MRZ does not protect with a digit of its own
 * (names, sex, states), it is well formed and every check digit of the zone passed.
 */
export interface MrzField<T> {
  readonly value: T | null;
  readonly valid: boolean;
}

export interface MrzReading {
  readonly format: MrzFormat;
  /** `I`, `ID`, `IO`, `P`, `PP` …: the first two characters without fillers. */
  readonly documentCode: string;
  readonly issuingState: MrzField<string>;
  readonly documentNumber: MrzField<string>;
  /** ISO date `YYYY-MM-DD`. */
  readonly birthDate: MrzField<string>;
  readonly sex: MrzField<MrzSex>;
  /** ISO date `YYYY-MM-DD`. */
  readonly expiryDate: MrzField<string>;
  readonly nationality: MrzField<string>;
  readonly surname: MrzField<string>;
  readonly givenNames: MrzField<string>;
  /**
   * The names filled their field to its last character: ICAO 9303 part 3 then cuts the last name
   * read (the last given name, or the surname alone) at the field's end.
   */
  readonly namesCut: boolean;
  readonly compositeValid: boolean;
  /** Every check digit of the zone passed. */
  readonly valid: boolean;
  /** The lines as finally read (normalised, repaired). */
  readonly lines: readonly string[];
}

export interface MrzParseOptions {
  /** Decides the centuries of the dates: birth not in the future, expiry at most 20 years ahead. */
  readonly today: Date;
}

const LINE_LENGTH: Readonly<Record<MrzFormat, number>> = { TD1: 30, TD3: 44 };
/** OCR adds or drops a few characters, mostly in filler runs. */
const LENGTH_TOLERANCE = 4;

/** Parses the MRZ found in OCR text (or lines); null when no TD1 or TD3 zone is there. */
export function parseMrz(
  text: string | readonly string[],
  options: MrzParseOptions,
): MrzReading | null {
  const lines = mrzCandidateLines(text);
  const td3 = findRun(lines, 2, LINE_LENGTH.TD3);
  if (td3) return parseTd3(td3, options);
  const td1 = findRun(lines, 3, LINE_LENGTH.TD1);
  if (td1) return parseTd1(td1, options);
  return null;
}

function findRun(lines: readonly string[], count: number, length: number): string[] | null {
  const fits = (line: string) => Math.abs(line.length - length) <= LENGTH_TOLERANCE;
  for (let start = 0; start + count <= lines.length; start += 1) {
    const run = lines.slice(start, start + count);
    if (run.every(fits)) return run;
  }
  return null;
}

/**
 * The candidate readings of a line that OCR made too long or too short: first simply cut or
 * padded at the end, then with one or two characters dropped, or one filler added, anywhere.
 */
function lengthVariants(line: string, length: number): string[] {
  if (line.length === length) return [line];
  if (line.length > length) {
    const variants = [line.slice(0, length)];
    const extra = line.length - length;
    if (extra > 2) return variants;
    for (let i = 0; i < line.length; i += 1) {
      const once = line.slice(0, i) + line.slice(i + 1);
      if (extra === 1) variants.push(once);
      else
        for (let j = i; j < once.length; j += 1)
          variants.push(once.slice(0, j) + once.slice(j + 1));
    }
    return variants;
  }
  const variants = [line.padEnd(length, '<')];
  if (length - line.length === 1) {
    for (let i = 0; i <= line.length; i += 1) variants.push(`${line.slice(0, i)}<${line.slice(i)}`);
  }
  return variants;
}

/** The variant with the highest score; the earliest (the plainest repair) on a tie. */
function bestVariant(line: string, length: number, score: (candidate: string) => number): string {
  let best = '';
  let bestScore = -1;
  for (const candidate of lengthVariants(line, length)) {
    const candidateScore = score(candidate);
    if (candidateScore > bestScore) {
      best = candidate;
      bestScore = candidateScore;
    }
  }
  return best;
}

const isKnownState = (code: string) =>
  Object.hasOwn(MRZ_COUNTRY_ALPHA2, code) || MRZ_NON_COUNTRY_CODES.includes(code);

/** A state code (`SVN`, and Germany's `D<<`): digits read there are letters misread. */
const stateCode = (raw: string) => asLetters(raw);

const points = (...checks: boolean[]) => checks.filter(Boolean).length;

function isoDate(yymmdd: string, century: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = century + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

function birthDate(yymmdd: string, today: Date): string | null {
  const recent = isoDate(yymmdd, 2000);
  const todayIso = today.toISOString().slice(0, 10);
  if (recent !== null && recent <= todayIso) return recent;
  return isoDate(yymmdd, 1900);
}

/**
 * An expiry date's century (decision 175): this century, unless that puts it
 * more than EXPIRY_MAX_YEARS_AHEAD years after today's year; then the previous one, so an `950712`
 * read in 2026 is a document that expired in 1995, not one valid until 2095. No travel document is
 * issued for 20 years, so a later year can only be a past one.
 */
export const EXPIRY_MAX_YEARS_AHEAD = 20;

function expiryDate(yymmdd: string, today: Date): string | null {
  const thisCentury = isoDate(yymmdd, 2000);
  const latestYear = today.getUTCFullYear() + EXPIRY_MAX_YEARS_AHEAD;
  if (thisCentury !== null && Number(thisCentury.slice(0, 4)) <= latestYear) return thisCentury;
  return isoDate(yymmdd, 1900);
}

function dateField(
  raw: string,
  digit: string,
  toIso: (yymmdd: string) => string | null,
): MrzField<string> {
  const value = toIso(raw);
  return { value, valid: value !== null && isMrzCheckDigitValid(raw, digit) };
}

function sexOf(raw: string): MrzSex | null {
  if (raw === 'M' || raw === 'F') return raw;
  return raw === '<' ? 'X' : null;
}

interface Names {
  readonly surname: string | null;
  readonly givenNames: string | null;
  readonly cut: boolean;
}

const NAME_PATTERN = /^[A-Z]+(?: [A-Z]+)*$/;

/**
 * `SURNAME<<GIVEN<NAMES<<<…`. Names never hold three fillers in a row, so whatever OCR makes of
 * the filler run after them (stray `L`, `K`, `C`) is cut at the first `<<<`.
 */
function namesOf(field: string): Names {
  const letters = asLetters(field);
  const end = letters.indexOf('<<<');
  const used = (end === -1 ? letters : letters.slice(0, end)).replace(/<+$/, '');
  const separator = used.indexOf('<<');
  const surnamePart = separator === -1 ? used : used.slice(0, separator);
  const givenPart = separator === -1 ? '' : used.slice(separator + 2);
  const clean = (part: string) => {
    const spaced = part.replace(/</g, ' ').trim();
    return NAME_PATTERN.test(spaced) ? spaced : null;
  };
  return {
    surname: clean(surnamePart),
    givenNames: givenPart === '' ? null : clean(givenPart),
    // No filler after the names: the field is full, and its last word may be cut short.
    cut: end === -1 && /[A-Z]$/.test(letters),
  };
}

/**
 * Where OCR may have swapped lookalikes that are both legal (O/0, I/1, …), tries one, then two
 * swaps; a repair is taken only when exactly one candidate at the smallest number of swaps passes
 * the check digit and the composite check agrees.
 */
function repairDocumentNumber(
  number: string,
  digit: string,
  compositeWith: (candidate: string) => boolean,
): string | null {
  if (isMrzCheckDigitValid(number, digit)) return number;
  const accept = (candidate: string) =>
    isMrzCheckDigitValid(candidate, digit) && compositeWith(candidate);
  const positions = [...number].flatMap((character, index) =>
    AMBIGUOUS_ALPHANUMERIC[character] === undefined ? [] : [index],
  );
  const swap = (text: string, index: number) =>
    text.slice(0, index) + AMBIGUOUS_ALPHANUMERIC[text.charAt(index)]! + text.slice(index + 1);
  const single = positions.map((index) => swap(number, index)).filter(accept);
  if (single.length === 1) return single[0]!;
  if (single.length > 1) return null;
  const double: string[] = [];
  positions.forEach((first, i) => {
    for (const second of positions.slice(i + 1)) {
      const candidate = swap(swap(number, first), second);
      if (accept(candidate)) double.push(candidate);
    }
  });
  return double.length === 1 ? double[0]! : null;
}

function replaceAt(line: string, start: number, text: string): string {
  return line.slice(0, start) + text + line.slice(start + text.length);
}

// ---------------------------------------------------------------- TD1

function td1Line2Normalised(line: string): string {
  return (
    asDigits(line.slice(0, 7)) +
    asLetters(line.charAt(7)) +
    asDigits(line.slice(8, 15)) +
    stateCode(line.slice(15, 18)) +
    line.slice(18, 29) +
    asDigits(line.charAt(29), true)
  );
}

const td1Composite = (line1: string, line2: string) =>
  isMrzCheckDigitValid(
    line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29),
    line2.charAt(29),
  );

/** TD1 document number: nine characters, or longer with the rest and the check digit in the optional data. */
function td1DocumentNumber(line1: string): { number: string; digit: string } {
  const digitAtFourteen = line1.charAt(14);
  if (digitAtFourteen === '<' && line1.charAt(15) !== '<') {
    const overflow = line1.slice(15, 30).split('<')[0] ?? '';
    return {
      number: line1.slice(5, 14) + overflow.slice(0, -1),
      digit: asDigits(overflow.slice(-1)),
    };
  }
  return { number: line1.slice(5, 14).replace(/<+$/, ''), digit: asDigits(digitAtFourteen, true) };
}

function parseTd1(raw: readonly string[], { today }: MrzParseOptions): MrzReading {
  const length = LINE_LENGTH.TD1;
  const line1 = bestVariant(raw[0]!, length, (candidate) => {
    const document = td1DocumentNumber(candidate);
    return points(
      isMrzCheckDigitValid(document.number, document.digit),
      isKnownState(stateCode(candidate.slice(2, 5))),
    );
  });
  const line2 = td1Line2Normalised(
    bestVariant(raw[1]!, length, (candidate) => {
      const line = td1Line2Normalised(candidate);
      return points(
        isMrzCheckDigitValid(line.slice(0, 6), line.charAt(6)),
        isMrzCheckDigitValid(line.slice(8, 14), line.charAt(14)),
        isKnownState(line.slice(15, 18)),
        sexOf(line.charAt(7)) !== null,
        td1Composite(line1, line),
      );
    }),
  );
  const line3 = bestVariant(raw[2]!, length, () => 0);

  const document = td1DocumentNumber(line1);
  // A long number spills into the optional data; only the nine-character kind is repaired.
  const repaired =
    document.number.length > 9
      ? isMrzCheckDigitValid(document.number, document.digit)
        ? document.number
        : null
      : repairDocumentNumber(document.number, document.digit, (candidate) =>
          td1Composite(replaceAt(line1, 5, candidate), line2),
        );
  const finalLine1 =
    repaired === null || repaired.length > 9 ? line1 : replaceAt(line1, 5, repaired);
  const compositeValid = td1Composite(finalLine1, line2);

  return assemble({
    format: 'TD1',
    lines: [finalLine1, line2, line3],
    code: finalLine1.slice(0, 2),
    issuingState: stateCode(finalLine1.slice(2, 5)),
    documentNumber: { value: repaired ?? document.number, valid: repaired !== null },
    birthDate: dateField(line2.slice(0, 6), line2.charAt(6), (value) => birthDate(value, today)),
    sex: line2.charAt(7),
    expiryDate: dateField(line2.slice(8, 14), line2.charAt(14), (value) =>
      expiryDate(value, today),
    ),
    nationality: line2.slice(15, 18),
    names: namesOf(line3),
    compositeValid,
  });
}

// ---------------------------------------------------------------- TD3

function td3Line2Normalised(line: string): string {
  return (
    line.slice(0, 9) +
    asDigits(line.charAt(9)) +
    stateCode(line.slice(10, 13)) +
    asDigits(line.slice(13, 20)) +
    asLetters(line.charAt(20)) +
    asDigits(line.slice(21, 28)) +
    line.slice(28, 42) +
    asDigits(line.charAt(42), true) +
    asDigits(line.charAt(43))
  );
}

const td3Composite = (line2: string) =>
  isMrzCheckDigitValid(
    line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43),
    line2.charAt(43),
  );

function parseTd3(raw: readonly string[], { today }: MrzParseOptions): MrzReading {
  const length = LINE_LENGTH.TD3;
  const line1 = bestVariant(raw[0]!, length, (candidate) =>
    points(candidate.startsWith('P'), isKnownState(stateCode(candidate.slice(2, 5)))),
  );
  const line2 = td3Line2Normalised(
    bestVariant(raw[1]!, length, (candidate) => {
      const line = td3Line2Normalised(candidate);
      return points(
        isMrzCheckDigitValid(line.slice(0, 9), line.charAt(9)),
        isMrzCheckDigitValid(line.slice(13, 19), line.charAt(19)),
        isMrzCheckDigitValid(line.slice(21, 27), line.charAt(27)),
        isMrzCheckDigitValid(line.slice(28, 42), line.charAt(42)),
        isKnownState(line.slice(10, 13)),
        sexOf(line.charAt(20)) !== null,
        td3Composite(line),
      );
    }),
  );

  const rawNumber = line2.slice(0, 9);
  const repaired = repairDocumentNumber(rawNumber, line2.charAt(9), (candidate) =>
    td3Composite(replaceAt(line2, 0, candidate)),
  );
  const finalLine2 = repaired === null ? line2 : replaceAt(line2, 0, repaired);
  const personalValid = isMrzCheckDigitValid(finalLine2.slice(28, 42), finalLine2.charAt(42));

  return assemble({
    format: 'TD3',
    lines: [line1, finalLine2],
    code: line1.slice(0, 2),
    issuingState: stateCode(line1.slice(2, 5)),
    documentNumber: { value: (repaired ?? rawNumber).replace(/<+$/, ''), valid: repaired !== null },
    birthDate: dateField(finalLine2.slice(13, 19), finalLine2.charAt(19), (value) =>
      birthDate(value, today),
    ),
    sex: finalLine2.charAt(20),
    expiryDate: dateField(finalLine2.slice(21, 27), finalLine2.charAt(27), (value) =>
      expiryDate(value, today),
    ),
    nationality: finalLine2.slice(10, 13),
    names: namesOf(line1.slice(5)),
    compositeValid: td3Composite(finalLine2) && personalValid,
  });
}

// ---------------------------------------------------------------- both

interface Parts {
  readonly format: MrzFormat;
  readonly lines: readonly string[];
  readonly code: string;
  readonly issuingState: string;
  readonly documentNumber: MrzField<string>;
  readonly birthDate: MrzField<string>;
  readonly sex: string;
  readonly expiryDate: MrzField<string>;
  readonly nationality: string;
  readonly names: Names;
  readonly compositeValid: boolean;
}

function assemble(parts: Parts): MrzReading {
  const valid =
    parts.compositeValid &&
    parts.documentNumber.valid &&
    parts.birthDate.valid &&
    parts.expiryDate.valid;
  const trusted = <T>(value: T | null, wellFormed: boolean): MrzField<T> => ({
    value,
    valid: valid && wellFormed && value !== null,
  });
  const sex = sexOf(parts.sex);
  return {
    format: parts.format,
    documentCode: parts.code.replace(/<+$/, ''),
    issuingState: trusted(parts.issuingState, isKnownState(parts.issuingState)),
    documentNumber: parts.documentNumber,
    birthDate: parts.birthDate,
    sex: trusted(sex, sex !== null),
    expiryDate: parts.expiryDate,
    nationality: trusted(parts.nationality, isKnownState(parts.nationality)),
    surname: trusted(parts.names.surname, true),
    givenNames: trusted(parts.names.givenNames, true),
    namesCut: parts.names.cut,
    compositeValid: parts.compositeValid,
    valid,
    lines: parts.lines,
  };
}
