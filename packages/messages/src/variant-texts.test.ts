import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';
import sq from './sq';
import { flattenCatalog } from './translator';
import { catalogForVariant, VARIANT_TEXTS } from './variant-texts';

const CATALOGS = { en, sl, sq } as const;

describe('the texts of a variant whose country is not Slovenia', () => {
  it('replaces only keys the catalogue has, in every language the variant lists', () => {
    for (const [variant, languages] of Object.entries(VARIANT_TEXTS)) {
      for (const [language, patch] of Object.entries(languages)) {
        const base = flattenCatalog(CATALOGS[language as keyof typeof CATALOGS]);
        for (const key of flattenCatalog(patch).keys()) {
          expect(base.has(key), `${variant}/${language}: ${key}`).toBe(true);
        }
      }
    }
  });

  it('leaves no Slovenia in the texts the Albanian variant shows, and changes nothing else', () => {
    for (const language of ['en', 'sq'] as const) {
      const base = flattenCatalog(CATALOGS[language]);
      const shown = flattenCatalog(catalogForVariant(CATALOGS[language], 'al', language));
      const patched = [...base.keys()].filter((key) => base.get(key) !== shown.get(key));
      expect(patched.length).toBeGreaterThan(0);
      for (const key of patched) expect(shown.get(key)).toMatch(/Albania|Shqipëri|NID|NIPT/);
      expect(shown.size).toBe(base.size);
      const stillSlovenian = [...shown]
        .filter(([key]) =>
          /personalData\.(employment|purpose|options\.flowSplit)|consents\.legal/.test(key),
        )
        .filter(([, text]) => /Sloven|Sllove/i.test(text));
      expect(stillSlovenian).toEqual([]);
    }
  });

  it('patches a part of a catalogue only in the sections it holds', () => {
    const part = { welcome: en.welcome, consents: en.consents };
    const shown = catalogForVariant(part, 'al', 'en');
    expect(Object.keys(shown).sort()).toEqual(['consents', 'welcome']);
    expect(shown.consents.legal.crs.question).toContain('Albania');
    expect(shown.welcome).toBe(en.welcome);
  });

  it('gives the catalogue itself for the Slovenian variant', () => {
    expect(catalogForVariant(en, 'si', 'en')).toBe(en);
  });
});
