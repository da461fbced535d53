import type { Messages } from './en';
import type { CatalogOf, MessageKeyOf, PluralKeyOf } from './translator';
export {
  loadVariantTexts,
  withVariantTexts,
  type CatalogPatch,
  type VariantTexts,
} from './variant-patch';
export {
  loadCoreCatalog,
  loadSections,
  type CoreCatalog,
  type CoreSection,
  type LazySection,
} from './load-sections';

export type { Messages };
export {
  createTranslator,
  flattenCatalog,
  translatorOver,
  placeholdersOf,
  PLURAL_CATEGORIES,
  type MessageValues,
  type PluralCategory,
  type PluralValues,
  type Translate,
  type TranslatorOptions,
} from './translator';

/** A catalogue in any language, shaped like the English one (`sl.ts` and `sq.ts` are typed so). */
export type Catalog = CatalogOf<Messages>;

/**
 * Languages that have a catalogue. The variants in `@onboarding/domain` choose among these; this
 * package does not depend on the domain, so the apps check that every domain language has a
 * catalogue (they pass a domain `Language` to `loadCatalog`).
 */
export const CATALOG_LANGUAGES = ['sl', 'en', 'sq'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/**
 * Dotted paths of every text of the English catalogue, e.g. `'frame.banner.close'`; a plural group
 * is named without its `_one`/`_other`… suffix.
 */
export type MessageKey = MessageKeyOf<Messages>;
/** The keys of plural groups: `t(key, { count })`. */
export type PluralMessageKey = PluralKeyOf<Messages>;

/**
 * Loads one language's catalogue. Each language is its own dynamic import, so a bundler emits it as
 * a separate chunk and an app downloads only the language it shows.
 */
export async function loadCatalog(language: CatalogLanguage): Promise<Catalog> {
  switch (language) {
    case 'sl':
      return (await import('./sl')).default;
    case 'en':
      return (await import('./en')).default;
    case 'sq':
      return (await import('./sq')).default;
  }
}
