import { DEFAULT_VARIANT, type Language, type VariantId } from '@onboarding/domain';
import {
  flattenCatalog,
  loadCoreCatalog,
  loadSections,
  loadVariantTexts,
  translatorOver,
  withVariantTexts,
  type LazySection,
  type MessageValues,
  type TranslatorOptions,
  type VariantTexts,
} from '@onboarding/messages';
import type { I18n } from './i18n-context';
import { reportMissingMessage } from './load-i18n';

/*
 * The applicant app's catalogue arrives in parts (decision 217): the core before the first render,
 * each other section with the first page that shows it. The translator reads one map of texts that
 * grows as sections arrive; the page reloads when the language changes, so there is one such map
 * per page load.
 *
 * The variant's own texts come in their own chunk, fetched only in a variant that has some, beside
 * the core; the figures a text takes from the variant (decision 241: the pay fields' currency, the
 * KYC amount bands) come with the section that shows them. Neither is on the first page's way
 * (decision 255).
 */

/** The sections whose texts take figures from the variant (`variantMessageValues`' keys). */
export const SECTIONS_WITH_VARIANT_VALUES: ReadonlySet<LazySection> = new Set(['personalData']);

type Values = Readonly<Record<string, MessageValues | undefined>>;

async function variantValues(section: LazySection, language: Language, variant: VariantId) {
  if (!SECTIONS_WITH_VARIANT_VALUES.has(section)) return {};
  const { variantMessageValues } = await import('@onboarding/domain/variant-message-values');
  return variantMessageValues(variant, language);
}

interface CatalogInParts {
  readonly language: Language;
  readonly variant: VariantId;
  readonly texts: Map<string, string>;
  /** Each section asked for, loading or loaded; a failed one is forgotten, so it is asked again. */
  readonly sections: Map<LazySection, Promise<void>>;
  /** The variant's own texts in the language (none for the Slovenian variant). */
  readonly variantTexts: Promise<VariantTexts | undefined>;
}

let active: CatalogInParts | null = null;

function addTexts(
  parts: CatalogInParts,
  part: Parameters<typeof withVariantTexts>[0],
  variantTexts: VariantTexts | undefined,
  values: Values = {},
): void {
  const shown = withVariantTexts(part, variantTexts, values);
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
  const parts: CatalogInParts = {
    language,
    variant,
    texts: new Map(),
    sections: new Map(),
    variantTexts: loadVariantTexts(variant, language),
  };
  active = parts;
  const [core, variantTexts] = await Promise.all([loadCoreCatalog(language), parts.variantTexts]);
  addTexts(parts, core, variantTexts);
  return { language, t: translatorOver(parts.texts, language, { onMissing }) };
}

function loadSection(parts: CatalogInParts, section: LazySection): Promise<void> {
  const known = parts.sections.get(section);
  if (known) return known;
  const loading = Promise.all([
    loadSections(parts.language, [section]),
    parts.variantTexts,
    variantValues(section, parts.language, parts.variant),
  ]).then(([part, variantTexts, values]) => addTexts(parts, part, variantTexts, values));
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
