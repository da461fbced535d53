import type { Messages } from './en';
import { flattenCatalog, interpolate, type CatalogOf, type MessageValues } from './translator';

/*
 * How a variant's own texts are put into a catalogue (decision 159) and its figures filled in
 * (decision 241). The texts themselves are in variant-texts-<variant>.ts: a browser app loads a
 * variant's texts only in that variant (loadVariantTexts, decision 255), so the Slovenian first
 * page does not carry the Albanian texts; the server and the tests take them all at once
 * (catalogForVariant in variant-texts.ts).
 */

/** Some texts of a catalogue, in its shape. */
export type CatalogPatch<C> = {
  readonly [K in keyof C]?: C[K] extends string ? string : CatalogPatch<C[K]>;
};

/** A variant's texts in one language. */
export type VariantTexts = CatalogPatch<CatalogOf<Messages>>;

/** Per language the variant offers: what replaces the Slovenian variant's texts. */
export type VariantTextsByLanguage = Readonly<Record<string, VariantTexts>>;

/**
 * The variants with texts of their own, each its own dynamic import (its own chunk). Only the
 * languages a variant offers need an entry (al: sq and en).
 */
export const VARIANT_TEXT_MODULES: Readonly<Record<string, () => Promise<VariantTextsByLanguage>>> =
  {
    al: () => import('./variant-texts-al').then((module) => module.ALBANIAN_TEXTS),
  };

/** The variant's texts in `language`, downloaded only for a variant that has some. */
export async function loadVariantTexts(
  variant: string,
  language: string,
): Promise<VariantTexts | undefined> {
  const load = VARIANT_TEXT_MODULES[variant];
  return load === undefined ? undefined : (await load())[language];
}

function merge<T>(base: T, patch: CatalogPatch<T> | undefined): T {
  if (patch === undefined) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const current = merged[key];
    // A part of a catalogue (load-sections.ts) gets only the texts of the sections it holds.
    if (current === undefined) continue;
    merged[key] =
      typeof value === 'string' || typeof current !== 'object' || current === null
        ? value
        : merge(current, value as CatalogPatch<typeof current>);
  }
  return merged as T;
}

/** A patch that fills the placeholders of the texts `values` names, as the catalogue has them. */
function filled<C>(catalog: C, values: Readonly<Record<string, MessageValues | undefined>>) {
  const texts = flattenCatalog(catalog as Parameters<typeof flattenCatalog>[0]);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = texts.get(key);
    if (text === undefined || value === undefined) continue;
    const path = key.split('.');
    const leaf = path.pop() ?? key;
    let node = patch;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node[leaf] = interpolate(text, value);
  }
  return patch as CatalogPatch<C>;
}

/**
 * `catalog` with the variant's `texts` put in (loadVariantTexts; for a part of a catalogue, the
 * texts of the sections it holds), and the placeholders `values` names filled: by message key, the
 * figures a text takes from the variant (its currency, its amount bands: `variantMessageValues` of
 * the domain, decision 241).
 */
export function withVariantTexts<C extends Partial<CatalogOf<Messages>>>(
  catalog: C,
  texts: VariantTexts | undefined,
  values: Readonly<Record<string, MessageValues | undefined>> = {},
): C {
  const patched = merge(catalog, texts as CatalogPatch<C> | undefined);
  return Object.keys(values).length === 0 ? patched : merge(patched, filled(patched, values));
}
