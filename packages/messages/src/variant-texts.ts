import type { Messages } from './en';
import type { CatalogOf } from './translator';

/*
 * Texts that name the bank's own country. The catalogues are written for the Slovenian variant;
 * a variant whose country differs replaces those texts here, per language it offers (decision
 * 159). Only the languages a variant offers need an entry (al: sq and en).
 */

/** Some texts of a catalogue, in its shape. */
export type CatalogPatch<C> = {
  readonly [K in keyof C]?: C[K] extends string ? string : CatalogPatch<C[K]>;
};

type Patch = CatalogPatch<CatalogOf<Messages>>;

const albanianInEnglish: Patch = {
  consents: {
    legal: { crs: { question: 'Are you a tax resident of a country other than Albania (CRS)?' } },
    pdf: { summary: { personalNumber: 'Personal number (NID)', taxNumber: 'Tax number (NIPT)' } },
  },
  personalData: {
    employment: { taxesPaid: 'Do you pay taxes on your income in Albania?' },
    purpose: {
      inflowSplit: 'Share of inflows from Albania and from abroad',
      outflowSplit: 'Share of outflows to Albania and abroad',
    },
    options: {
      flowSplit: {
        ONLY_SLOVENIA: 'Only Albania',
        NINETY_TEN: '90 % Albania, 10 % abroad',
        SEVENTYFIVE_TWENTYFIVE: '75 % Albania, 25 % abroad',
        FIFTY_FIFTY: '50 % Albania, 50 % abroad',
      },
    },
  },
};

const albanianInAlbanian: Patch = {
  consents: {
    legal: {
      crs: { question: 'A jeni rezident tatimor i një vendi tjetër përveç Shqipërisë (CRS)?' },
    },
    pdf: { summary: { personalNumber: 'Numri personal (NID)', taxNumber: 'Numri tatimor (NIPT)' } },
  },
  personalData: {
    employment: { taxesPaid: 'A i paguani tatimet mbi të ardhurat në Shqipëri?' },
    purpose: {
      inflowSplit: 'Pjesa e hyrjeve nga Shqipëria dhe nga jashtë',
      outflowSplit: 'Pjesa e daljeve drejt Shqipërisë dhe jashtë',
    },
    options: {
      flowSplit: {
        ONLY_SLOVENIA: 'Vetëm Shqipëria',
        NINETY_TEN: '90 % Shqipëria, 10 % jashtë',
        SEVENTYFIVE_TWENTYFIVE: '75 % Shqipëria, 25 % jashtë',
        FIFTY_FIFTY: '50 % Shqipëria, 50 % jashtë',
      },
    },
  },
};

/** Per variant id, per language: what replaces the Slovenian variant's texts. */
export const VARIANT_TEXTS: Readonly<Record<string, Readonly<Record<string, Patch>>>> = {
  al: { en: albanianInEnglish, sq: albanianInAlbanian },
};

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

/**
 * The catalogue of `language` as the variant shows it (its own country's texts put in); for a part
 * of a catalogue, the texts of the sections it holds.
 */
export function catalogForVariant<C extends Partial<CatalogOf<Messages>>>(
  catalog: C,
  variant: string,
  language: string,
): C {
  return merge(catalog, VARIANT_TEXTS[variant]?.[language] as CatalogPatch<C> | undefined);
}
