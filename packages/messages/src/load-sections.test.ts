import { describe, expect, it } from 'vitest';
import en from './en';
import { CATALOG_LANGUAGES, type LazySection } from './index';
import { loadCoreCatalog, loadSections } from './load-sections';
import sl from './sl';
import sq from './sq';
import { flattenCatalog } from './translator';

const WHOLE = { en, sl, sq } as const;

describe('the catalogue in parts', () => {
  it('is the whole catalogue when the core and every other section are put together', async () => {
    for (const language of CATALOG_LANGUAGES) {
      const core = await loadCoreCatalog(language);
      const others = (Object.keys(WHOLE[language]) as (keyof typeof en)[]).filter(
        (section): section is LazySection => !(section in core),
      );
      const rest = await loadSections(language, others);
      const parts = flattenCatalog({ ...core, ...rest });
      expect(parts, language).toEqual(flattenCatalog(WHOLE[language]));
    }
  });

  it('keeps the texts of later screens out of the core', async () => {
    const core = await loadCoreCatalog('sl');
    expect(Object.keys(core)).toContain('lightsignup');
    expect(Object.keys(core)).not.toContain('personalData');
    expect(Object.keys(core)).not.toContain('operator');
  });

  it('loads only the sections asked for, in the language asked for', async () => {
    const part = await loadSections('sq', ['consents', 'welcome']);
    expect(Object.keys(part).sort()).toEqual(['consents', 'welcome']);
    expect(part.welcome).toEqual(sq.welcome);
    expect(await loadSections('en', [])).toEqual({});
  });
});
