import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';
import sq from './sq';
import { flattenCatalog } from './translator';
import { loadVariantTexts, VARIANT_TEXT_MODULES } from './variant-patch';
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
      for (const key of patched) {
        expect(shown.get(key)).toMatch(/Albania|Shqipëri|NID|NIPT/);
      }
      expect(shown.size).toBe(base.size);
      const stillSlovenian = [...shown]
        .filter(([key]) =>
          /personalData\.(employment|purpose|options\.flowSplit)|consents\.legal/.test(key),
        )
        .filter(([, text]) => /Sloven|Sllove/i.test(text));
      expect(stillSlovenian).toEqual([]);
    }
  });

  it('gives the Albanian deposit insurance in the al general terms, never the euro scheme', () => {
    for (const language of ['en', 'sq'] as const) {
      const shown = flattenCatalog(catalogForVariant(CATALOGS[language], 'al', language));
      const terms = [...shown].filter(([key]) => key.startsWith('consents.pdf.terms.'));
      expect(terms.filter(([, text]) => /EUR|€/.test(text))).toEqual([]);
      expect(shown.get('consents.pdf.terms.sections.protection.text')).toMatch(/2.500.000 lekë/);
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

describe('the texts of a variant, loaded in the browser only in that variant (decision 255)', () => {
  it('has a chunk for every variant with texts, giving the texts the server uses', async () => {
    expect(Object.keys(VARIANT_TEXT_MODULES).sort()).toEqual(Object.keys(VARIANT_TEXTS).sort());
    for (const [variant, languages] of Object.entries(VARIANT_TEXTS)) {
      for (const [language, texts] of Object.entries(languages)) {
        expect(await loadVariantTexts(variant, language)).toBe(texts);
      }
    }
  });

  it('gives nothing for the Slovenian variant, nor for a language the variant does not offer', async () => {
    expect(await loadVariantTexts('si', 'sl')).toBeUndefined();
    expect(await loadVariantTexts('al', 'sl')).toBeUndefined();
  });
});

describe('the figures a variant fills in (decision 241)', () => {
  const NBSP = '\u00a0';

  it('writes the bands and the pay fields with the values given, by key', () => {
    const shown = catalogForVariant(sq, 'al', 'sq', {
      'personalData.options.regularInflow.MEDIUM_LOW': {
        from: `80${NBSP}000${NBSP}Lekë`,
        to: `150${NBSP}000${NBSP}Lekë`,
      },
      'personalData.options.occasionalInflow.HIGH_INFLOWS': {
        from: `5${NBSP}000${NBSP}000${NBSP}Lekë`,
      },
      'personalData.employment.netSalary': { currency: 'Lekë' },
    });
    expect(shown.personalData.options.regularInflow.MEDIUM_LOW).toBe(
      `80${NBSP}000${NBSP}Lekë deri në 150${NBSP}000${NBSP}Lekë`,
    );
    expect(shown.personalData.options.occasionalInflow.HIGH_INFLOWS).toBe(
      `Mbi 5${NBSP}000${NBSP}000${NBSP}Lekë`,
    );
    expect(shown.personalData.employment.netSalary).toBe('Paga neto mujore (Lekë)');
    // The country's texts are still put in beside the figures.
    expect(shown.personalData.employment.taxesPaid).toContain('Shqipëri');
    expect(sq.personalData.options.regularInflow.MEDIUM_LOW).toBe('{{from}} deri në {{to}}');
  });

  it("keeps the si figures of the spec, in the formatting module's writing", () => {
    const shown = catalogForVariant(sl, 'si', 'sl', {
      'personalData.options.regularInflow.LOW': { from: `0${NBSP}€`, to: `800${NBSP}€` },
      'personalData.options.occasionalInflow.MEDIUM_INFLOWS': {
        from: `5.001${NBSP}€`,
        to: `50.000${NBSP}€`,
      },
      'personalData.employment.monthlyIncomes': { currency: '€' },
    });
    expect(shown.personalData.options.regularInflow.LOW).toBe(`Do 800${NBSP}€`);
    expect(shown.personalData.options.occasionalInflow.MEDIUM_INFLOWS).toBe(
      `5.001${NBSP}€ do 50.000${NBSP}€`,
    );
    expect(shown.personalData.employment.monthlyIncomes).toBe('Mesečni dohodki (€)');
  });

  it('fills a part of a catalogue only in the sections it holds', () => {
    const part = { welcome: en.welcome };
    const shown = catalogForVariant(part, 'si', 'en', {
      'personalData.employment.netSalary': { currency: '€' },
    });
    expect(shown).toEqual(part);
  });

  it('leaves no amount in euros among the personal-data texts: every figure is filled in', () => {
    for (const catalog of [en, sl, sq]) {
      const texts = [...flattenCatalog(catalog)].filter(([key]) => key.startsWith('personalData.'));
      expect(texts.filter(([, text]) => /EUR|€/.test(text))).toEqual([]);
    }
  });
});
