import type { Language } from '../variants';

/*
 * Lists in the reader's alphabetical order (decision 239): countries, dialling codes, branches,
 * places. Written by hand rather than through Intl.Collator because a browser's ICU may carry no
 * Albanian tailoring at all (and then sorts Ç as an accented C and "dh" as d + h), and the
 * server's and every browser's lists must come out the same.
 *
 * The primary key is the language's alphabet, ignoring case and any accent the alphabet does not
 * count as a letter of its own: Slovenian puts Č, Š and Ž after C, S and Z (and the foreign Ć and
 * Đ after Č and D, as the Slovenian orthography does); Albanian has 36 letters, among them Ç, Ë
 * and the nine digraphs dh, gj, ll, nj, rr, sh, th, xh and zh; English is plain Latin order.
 * Between keys equal at that level the accents decide, then lower case before upper case, then
 * the code points, so no two different texts ever tie.
 */

const ALPHABETS: Readonly<Record<Language, readonly string[]>> = {
  sl: 'a b c č ć d đ e f g h i j k l m n o p q r s š t u v w x y z ž'.split(' '),
  en: 'a b c d e f g h i j k l m n o p q r s t u v w x y z'.split(' '),
  sq: 'a b c ç d dh e ë f g gj h i j k l ll m n nj o p q r rr s sh t th u v w x xh y z zh'.split(
    ' ',
  ),
};

/** Letters Unicode does not decompose into a base letter and a mark, read as Latin letters. */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Weights: a space before other punctuation, before digits, before letters, before the rest. */
const SPACE = 1;
const PUNCTUATION = 2;
const DIGIT = 10;
const LETTER = 100;
const OTHER = 1000;

interface Alphabet {
  /** Letter (one or two characters, lower case) → its weight. */
  readonly weights: ReadonlyMap<string, number>;
  /** The letters written with two characters, tried before single ones. */
  readonly digraphs: ReadonlySet<string>;
}

function alphabetOf(letters: readonly string[]): Alphabet {
  return {
    weights: new Map(letters.map((letter, index) => [letter, LETTER + index])),
    digraphs: new Set(letters.filter((letter) => letter.length === 2)),
  };
}

const ALPHABET_OF: Readonly<Record<Language, Alphabet>> = {
  sl: alphabetOf(ALPHABETS.sl),
  en: alphabetOf(ALPHABETS.en),
  sq: alphabetOf(ALPHABETS.sq),
};

const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The weight of one character that is not a letter of the alphabet as written. */
function weightOf(char: string, alphabet: Alphabet): readonly number[] {
  if (/\s/u.test(char)) return [SPACE];
  if (/\d/u.test(char)) return [DIGIT + Number(char)];
  const base = FOLDED[char] ?? withoutMarks(char);
  const letters = [...base].map((letter) => alphabet.weights.get(letter));
  if (base !== '' && letters.every((weight) => weight !== undefined)) return letters;
  if (/[\p{P}\p{S}]/u.test(char)) return [PUNCTUATION];
  // Letters of other scripts after the Latin ones, in code point order.
  return [OTHER + (char.codePointAt(0) ?? 0)];
}

/** The primary key: the text's letters as weights of the language's alphabet. */
function primaryKey(text: string, alphabet: Alphabet): number[] {
  const chars = [...text.normalize('NFC').toLowerCase()];
  const key: number[] = [];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    const pair = char + (chars[index + 1] ?? '');
    if (alphabet.digraphs.has(pair)) {
      key.push(alphabet.weights.get(pair) ?? OTHER);
      index += 1;
      continue;
    }
    const own = alphabet.weights.get(char);
    if (own !== undefined) key.push(own);
    else key.push(...weightOf(char, alphabet));
  }
  return key;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface SortKey {
  readonly primary: readonly number[];
  /** Lower case with its accents: "e" before "é" among otherwise equal texts. */
  readonly accents: string;
  /** Lower case before upper case among texts equal otherwise ("a" before "A"). */
  readonly cases: string;
  readonly text: string;
}

function sortKey(text: string, alphabet: Alphabet): SortKey {
  const normal = text.normalize('NFC');
  const swapped = [...normal]
    .map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()))
    .join('');
  return {
    primary: primaryKey(normal, alphabet),
    accents: normal.toLowerCase().normalize('NFD'),
    cases: swapped,
    text,
  };
}

function compareSortKeys(a: SortKey, b: SortKey): number {
  return (
    compareKeys(a.primary, b.primary) ||
    compareCodePoints(a.accents, b.accents) ||
    compareCodePoints(a.cases, b.cases) ||
    compareCodePoints(a.text, b.text)
  );
}

/** A comparator of texts in the alphabetical order of `language`, the same everywhere. */
export function compareText(language: Language): (a: string, b: string) => number {
  const alphabet = ALPHABET_OF[language];
  return (a, b) => compareSortKeys(sortKey(a, alphabet), sortKey(b, alphabet));
}

/**
 * A new array of `items` in the alphabetical order of `language` by the text `key` gives each
 * (the texts' keys worked out once); items with the same text keep their order.
 */
export function sortByText<T>(
  items: readonly T[],
  key: (item: T) => string,
  language: Language,
): T[] {
  const alphabet = ALPHABET_OF[language];
  return items
    .map((item, index) => ({ item, index, key: sortKey(key(item), alphabet) }))
    .sort((a, b) => compareSortKeys(a.key, b.key) || a.index - b.index)
    .map(({ item }) => item);
}
