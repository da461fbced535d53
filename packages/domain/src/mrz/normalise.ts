/**
 * Tolerant clean-up of OCR output. A character is only changed where the field type says what it
 * must be: a letter in a numeric field becomes the digit it resembles, a digit in an alphabetic
 * field the letter. Alphanumeric fields (the document number) are left to the check-digit-guided
 * repair in parse.ts, because there both readings are legal.
 */
const LETTER_TO_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  T: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

const DIGIT_TO_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/**
 * Lookalikes that are both legal in an alphanumeric field, tried where a document number fails its
 * check digit. Only O and 0: the weights make the composite digit move with the document number's
 * own, so a repair has no second witness, and every further pair would let more real errors pass
 * (decision 081).
 */
export const AMBIGUOUS_ALPHANUMERIC: Readonly<Record<string, string>> = { O: '0', '0': 'O' };

/** Upper case, no spaces, guillemets and similar marks read as the filler `<`. */
export function normaliseMrzLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<<')
    .replace(/[\s]/g, '')
    .replace(/[^A-Z0-9<]/g, '<');
}

/** A numeric field (dates, check digits): letters that look like digits become those digits. */
export function asDigits(text: string, allowFiller = false): string {
  return [...text]
    .map((character) => {
      if (allowFiller && character === '<') return character;
      return LETTER_TO_DIGIT[character] ?? character;
    })
    .join('');
}

/** An alphabetic field (names, state codes, sex): digits that look like letters become letters. */
export function asLetters(text: string): string {
  return [...text].map((character) => DIGIT_TO_LETTER[character] ?? character).join('');
}

/**
 * Splits OCR text into normalised candidate lines, dropping the lines of the visual zone that an
 * MRZ line cannot be (too short, or without a single filler).
 */
export function mrzCandidateLines(text: string | readonly string[]): string[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : text;
  return lines.map(normaliseMrzLine).filter((line) => line.length >= 25 && line.includes('<'));
}
