import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';
import sq from './sq';
import { CATALOG_LANGUAGES, loadCatalog } from './index';
import { flattenCatalog, PLURAL_CATEGORIES, placeholdersOf } from './translator';

const catalogues = { en, sl, sq } as const;
const reference = flattenCatalog(en);

const PLURAL_LEAF = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** Keys with plural leaves folded into their group (`files_one`, `files_few` → `files`). */
function messageKeys(texts: Map<string, string>): string[] {
  return [...new Set([...texts.keys()].map((key) => PLURAL_LEAF.exec(key)?.[1] ?? key))].sort();
}

/** Plural group → the categories the catalogue writes for it. */
function pluralGroups(texts: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const match = PLURAL_LEAF.exec(key);
    if (match?.[1] && match[2]) groups.set(match[1], [...(groups.get(match[1]) ?? []), match[2]]);
  }
  return groups;
}

/** The text the placeholders of `key` are compared with: the plain text or the `_other` form. */
function referenceText(key: string): string {
  const group = PLURAL_LEAF.exec(key)?.[1];
  return reference.get(key) ?? (group ? reference.get(`${group}_other`) : undefined) ?? '';
}

describe('catalogues', () => {
  it.each(Object.entries(catalogues))('%s has exactly the keys of en', (_language, catalogue) => {
    expect(messageKeys(flattenCatalog(catalogue))).toEqual(messageKeys(reference));
  });

  it.each(Object.entries(catalogues))(
    '%s writes every plural group in exactly the categories of its language',
    (language, catalogue) => {
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const [group, categories] of pluralGroups(flattenCatalog(catalogue))) {
        expect({ group, categories: categories.sort() }).toEqual({ group, categories: needed });
      }
    },
  );

  it.each(Object.entries(catalogues))('%s has no empty texts', (_language, catalogue) => {
    const empty = [...flattenCatalog(catalogue)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s uses the same interpolation placeholders as en',
    (_language, catalogue) => {
      const mismatched = [...flattenCatalog(catalogue)].filter(
        ([key, text]) =>
          JSON.stringify(placeholdersOf(text).sort()) !==
          JSON.stringify(placeholdersOf(referenceText(key)).sort()),
      );
      expect(mismatched).toEqual([]);
    },
  );

  it.each(Object.entries(catalogues))(
    '%s writes placeholders only as {{name}}',
    (_language, catalogue) => {
      const malformed = [...flattenCatalog(catalogue)].filter(
        ([, text]) => (text.match(/\{\{|\}\}/g) ?? []).length !== placeholdersOf(text).length * 2,
      );
      expect(malformed).toEqual([]);
    },
  );

  it('runs on a full ICU that knows the Slovenian plural categories', () => {
    expect(new Intl.PluralRules('sl').resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'one',
      'other',
      'two',
    ]);
  });

  it.each(CATALOG_LANGUAGES)('loads the %s catalogue on demand', async (language) => {
    await expect(loadCatalog(language)).resolves.toBe(catalogues[language]);
  });
});
