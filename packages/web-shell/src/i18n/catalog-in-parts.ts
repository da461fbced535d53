import {
  DEFAULT_VARIANT,
  variantMessageValues,
  type Language,
  type VariantId,
} from '@onboarding/domain';
import {
  catalogForVariant,
  flattenCatalog,
  loadCoreCatalog,
  loadSections,
  translatorOver,
  type LazySection,
  type TranslatorOptions,
} from '@onboarding/messages';
import type { I18n } from './i18n-context';
import { reportMissingMessage } from './load-i18n';

/*
 * The applicant app's catalogue arrives in parts (decision 217): the core before the first render,
 * each other section with the first page that shows it. The translator reads one map of texts that
 * grows as sections arrive; the page reloads when the language changes, so there is one such map
 * per page load.
 */

interface CatalogInParts {
  readonly language: Language;
  readonly variant: VariantId;
  readonly texts: Map<string, string>;
  /** Each section asked for, loading or loaded; a failed one is forgotten, so it is asked again. */
  readonly sections: Map<LazySection, Promise<void>>;
}

let active: CatalogInParts | null = null;

function addTexts(parts: CatalogInParts, part: Parameters<typeof catalogForVariant>[0]): void {
  const values = variantMessageValues(parts.variant, parts.language);
  const shown = catalogForVariant(part, parts.variant, parts.language, values);
  for (const [key, text] of flattenCatalog(shown)) parts.texts.set(key, text);
}

/**
 * The translator of the core catalogue; later sections come with loadMessageSections. The
 * catalogue in parts exists from the call on, before the core arrives, so that the first page's
 * sections, asked for in the same tick (main.tsx), download in parallel with it.
 */
export async function loadCoreI18n(
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
  onMissing: TranslatorOptions['onMissing'] = reportMissingMessage,
): Promise<I18n> {
  const parts: CatalogInParts = { language, variant, texts: new Map(), sections: new Map() };
  active = parts;
  addTexts(parts, await loadCoreCatalog(language));
  return { language, t: translatorOver(parts.texts, language, { onMissing }) };
}

function loadSection(parts: CatalogInParts, section: LazySection): Promise<void> {
  const known = parts.sections.get(section);
  if (known) return known;
  const loading = loadSections(parts.language, [section]).then((part) => addTexts(parts, part));
  parts.sections.set(section, loading);
  loading.catch(() => parts.sections.delete(section));
  return loading;
}

/**
 * Settles when `sections` are in the translator (at once when they already are, or when the whole
 * catalogue was loaded: the operator console, tests). Rejects when a download fails; asking again
 * downloads again.
 */
export function loadMessageSections(sections: readonly LazySection[]): Promise<void> {
  const parts = active;
  if (parts === null) return Promise.resolve();
  return Promise.all(sections.map((section) => loadSection(parts, section))).then(() => undefined);
}

/** Tests: forget the catalogue in parts, as a new page load would. */
export function forgetCatalogInParts(): void {
  active = null;
}
