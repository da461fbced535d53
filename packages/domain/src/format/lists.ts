import type { Language } from '../variants';

/*
 * Lists in running text ("oktober, november in december 2026"), by hand like the rest of the
 * module (decision 238): the same words in every browser, and British English's list without the
 * serial comma, as its dates are British.
 */

/** "and" joins all the items ("a, b and c"); "or" offers one of them ("a, b or c"). */
export type ListKind = 'and' | 'or';

const LAST_JOINER: Readonly<Record<Language, Readonly<Record<ListKind, string>>>> = {
  sl: { and: 'in', or: 'ali' },
  en: { and: 'and', or: 'or' },
  sq: { and: 'dhe', or: 'ose' },
};

/** Items joined by commas and the language's "and" or "or" before the last. */
export function formatList(
  items: readonly string[],
  language: Language,
  kind: ListKind = 'and',
): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  return `${head} ${LAST_JOINER[language][kind]} ${items[items.length - 1] ?? ''}`;
}
