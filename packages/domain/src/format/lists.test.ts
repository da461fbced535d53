import { describe, expect, it } from 'vitest';
import type { Language } from '../variants';
import { formatList, type ListKind } from './lists';

// Decision 238: written by hand from each language's conventions, not produced by Intl.
type Row = readonly [
  items: readonly string[],
  kind: ListKind,
  expected: Readonly<Record<Language, string>>,
];

describe('lists', () => {
  const rows: readonly Row[] = [
    [['A', 'B', 'C'], 'and', { sl: 'A, B in C', en: 'A, B and C', sq: 'A, B dhe C' }],
    [['A', 'B'], 'and', { sl: 'A in B', en: 'A and B', sq: 'A dhe B' }],
    [
      ['PDF', 'JPG', 'PNG'],
      'or',
      { sl: 'PDF, JPG ali PNG', en: 'PDF, JPG or PNG', sq: 'PDF, JPG ose PNG' },
    ],
    [['A'], 'or', { sl: 'A', en: 'A', sq: 'A' }],
    [[], 'and', { sl: '', en: '', sq: '' }],
  ];

  it.each(rows)('joins %j with "%s"', (items, kind, expected) => {
    for (const language of ['sl', 'en', 'sq'] as const) {
      expect(formatList(items, language, kind)).toBe(expected[language]);
    }
  });
});
