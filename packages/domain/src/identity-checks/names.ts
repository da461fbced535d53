/*
 * Whether two spellings of a person's name are the same name (decision 287). The applicant types
 * it at sign-up and on the personal data form with their diacritics, in any order; the document's
 * machine-readable zone holds it upper case, transliterated by ICAO Doc 9303 part 3 (Č → C,
 * Ë → E, Ä → AE or A, ß → SS) with `<` between the parts; an Albanian card prints Ë and Ç. So a
 * name is compared as a set of words folded to the letters A–Z, each word of one side allowed
 * either folding of the other's umlauts.
 */

/** Letters that Unicode does not decompose into a base letter and a mark (ICAO 9303 part 3). */
const OWN_FOLDINGS: Readonly<Record<string, string>> = {
  Đ: 'D',
  Ð: 'D',
  Ł: 'L',
  Ø: 'O',
  Ħ: 'H',
  Ŧ: 'T',
  Ŋ: 'N',
  ẞ: 'SS',
  ß: 'SS',
  Æ: 'AE',
  Œ: 'OE',
  Þ: 'TH',
  Ĳ: 'IJ',
  İ: 'I',
  ı: 'I',
};

/** The German-style umlauts ICAO 9303 also writes as two letters (Ä → AE, Ö → OE, Ü → UE, Å → AA). */
const TWO_LETTER_UMLAUTS: Readonly<Record<string, string>> = {
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  Å: 'AA',
};

const MARKS = /\p{M}/gu;
const NOT_LETTERS = /[^A-Z]+/g;

/**
 * A word in the letters A–Z as ICAO 9303 part 3 transliterates it for a machine-readable zone:
 * upper case, marks dropped, the letters of OWN_FOLDINGS spelled out, umlauts as one letter or two.
 */
export function icaoLetters(word: string, umlauts: 'one' | 'two'): string {
  let result = '';
  for (const letter of word.toUpperCase()) {
    const own =
      OWN_FOLDINGS[letter] ?? (umlauts === 'two' ? TWO_LETTER_UMLAUTS[letter] : undefined);
    result += own ?? letter.normalize('NFD').replace(MARKS, '');
  }
  return result.replace(NOT_LETTERS, '');
}

/** A name's words, each in both foldings (the same when it has no umlaut). */
function wordsOf(name: string): { readonly one: string; readonly two: string }[] {
  return name
    .split(/[\s<,\-'’.]+/u)
    .map((word) => ({ one: icaoLetters(word, 'one'), two: icaoLetters(word, 'two') }))
    .filter((word) => word.one !== '');
}

/**
 * SAME: the same words, in any order. CONTAINED: every word of the shorter spelling is in the
 * longer one (a second given name left out, a double surname shortened): the same person as far
 * as a name can tell. DIFFERENT: a word of each that the other lacks.
 */
export type NameComparison = 'SAME' | 'CONTAINED' | 'DIFFERENT';

type Words = ReturnType<typeof wordsOf>;
type Word = Words[number];

const sameWord = (x: Word, y: Word) =>
  x.one === y.one || x.two === y.two || x.one === y.two || x.two === y.one;

/**
 * Whether every word of `few` is a distinct word of `many`, either folding matching; `cut` (a word
 * of one side that its document cut short) matches a word of the other side that begins with it.
 * Says whether a cut word was so matched.
 */
function allIn(few: Words, many: Words, cut: Word | null): { all: boolean; byPrefix: boolean } {
  const left = [...many];
  let byPrefix = false;
  const all = few.every((word) => {
    let at = left.findIndex((other) => sameWord(word, other));
    if (at === -1 && cut !== null) {
      at = left.findIndex(
        (other) =>
          (word === cut && other.one.startsWith(cut.one)) ||
          (other === cut && word.one.startsWith(cut.one)),
      );
      byPrefix ||= at !== -1;
    }
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  });
  return { all, byPrefix };
}

/**
 * Compares two spellings of a full name; null when either has no letters to compare. `bCutWord`:
 * the word of `b` where a machine-readable zone cut the name (ICAO 9303 part 3: a name longer than
 * its field, 30 letters on an identity card, is cut at the field's end), read as the beginning of
 * a word; the words after it are missing from `b`.
 */
export function compareNames(a: string, b: string, bCutWord?: string): NameComparison | null {
  const first = wordsOf(a);
  const second = wordsOf(b);
  if (first.length === 0 || second.length === 0) return null;
  const folded = bCutWord === undefined ? null : icaoLetters(bCutWord, 'one');
  const cut = second.find((word) => word.one === folded) ?? null;
  const [few, many] = first.length <= second.length ? [first, second] : [second, first];
  const { all, byPrefix } = allIn(few, many, cut);
  if (!all) return 'DIFFERENT';
  return few.length === many.length && !byPrefix ? 'SAME' : 'CONTAINED';
}
