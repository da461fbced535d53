/** ICAO 9303 Part 3 §4.9: weights 7, 3, 1 repeating; `<` = 0, digits as themselves, A = 10 … Z = 35. */
const WEIGHTS = [7, 3, 1] as const;

function characterValue(character: string): number | null {
  if (character === '<') return 0;
  const code = character.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return null;
}

/** The check digit of `text`, or null when it holds a character an MRZ cannot hold. */
export function mrzCheckDigit(text: string): string | null {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = characterValue(text.charAt(index));
    if (value === null) return null;
    sum += value * WEIGHTS[index % 3]!;
  }
  return String(sum % 10);
}

/**
 * Whether `digit` is the check digit of `text`. An all-filler optional field may carry `<` as its
 * check digit (Part 4 §4.2.2.2, personal number), which counts as 0.
 */
export function isMrzCheckDigitValid(text: string, digit: string): boolean {
  const expected = mrzCheckDigit(text);
  if (expected === null) return false;
  if (digit === '<') return expected === '0' && /^<*$/.test(text);
  return digit === expected;
}
