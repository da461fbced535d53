import type { Messages } from './en';
import { flattenCatalog, interpolate, type CatalogOf, type MessageValues } from './translator';

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
  signing: {
    pdf: {
      terms: {
        sections: {
          // The cap of PSD2 (EUR 50) is not Albania's; its figure in lek is unverified (decision 237).
          liability: {
            text: 'The customer keeps their credentials and codes secret. Until they report a loss or misuse, the customer bears losses from unauthorised payments up to the amount the Albanian law on payment services sets, unless they acted fraudulently or with gross negligence.',
          },
        },
      },
    },
  },
  consents: {
    legal: { crs: { question: 'Are you a tax resident of a country other than Albania (CRS)?' } },
    pdf: {
      summary: { personalNumber: 'Personal number (NID)', taxNumber: 'Tax number (NIPT)' },
      // The Albanian scheme, as the deposit step names it (decision 232; its amount unverified).
      terms: {
        sections: {
          protection: {
            text: 'Deposits are insured up to 2,500,000 lekë per depositor by the Albanian Deposit Insurance Agency (ASD). Complaints are handled by the bank within 15 days. The bank processes your personal data to perform the contract and as the law requires; you will find more in the privacy notice on the bank’s website.',
          },
        },
      },
    },
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
  signing: {
    pdf: {
      terms: {
        sections: {
          liability: {
            text: 'Klienti i mban të fshehta kredencialet dhe kodet. Derisa të raportojë një humbje ose keqpërdorim, klienti mban humbjet nga pagesat e paautorizuara deri në shumën që përcakton ligji i Shqipërisë për shërbimet e pagesave, përveç nëse ka vepruar me mashtrim ose me pakujdesi të rëndë.',
          },
        },
      },
    },
  },
  consents: {
    legal: {
      crs: { question: 'A jeni rezident tatimor i një vendi tjetër përveç Shqipërisë (CRS)?' },
    },
    pdf: {
      summary: { personalNumber: 'Numri personal (NID)', taxNumber: 'Numri tatimor (NIPT)' },
      terms: {
        sections: {
          protection: {
            text: 'Depozitat sigurohen deri në 2 500 000 lekë për depozitues nga Agjencia e Sigurimit të Depozitave (ASD) në Shqipëri. Ankesat trajtohen nga banka brenda 15 ditëve. Banka i përpunon të dhënat tuaja personale për zbatimin e kontratës dhe siç e kërkon ligji; më shumë gjeni në njoftimin e privatësisë në faqen e internetit të bankës.',
          },
        },
      },
    },
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
 * The catalogue of `language` as the variant shows it (its own country's texts put in); for a part
 * of a catalogue, the texts of the sections it holds. `values` fills, by message key, the figures
 * a text takes from the variant (its currency, its amount bands: `variantMessageValues` of the
 * domain, decision 241).
 */
export function catalogForVariant<C extends Partial<CatalogOf<Messages>>>(
  catalog: C,
  variant: string,
  language: string,
  values: Readonly<Record<string, MessageValues | undefined>> = {},
): C {
  const patched = merge(catalog, VARIANT_TEXTS[variant]?.[language] as CatalogPatch<C> | undefined);
  return Object.keys(values).length === 0 ? patched : merge(patched, filled(patched, values));
}
