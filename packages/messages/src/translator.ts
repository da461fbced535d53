import type { Messages } from './en';

/*
 * The portal's translator (decision 034): a catalogue lookup with `{{name}}` interpolation and
 * plural forms from `Intl.PluralRules`. Pure and framework-free, so the web apps, the operator
 * console and the server (e-mails) share it.
 *
 * Plural convention: a plural message is a group of sibling leaves named `<key>_<category>`, the
 * categories of CLDR (`zero`, `one`, `two`, `few`, `many`, `other`). Each catalogue holds exactly
 * the categories its language uses (en and sq: `_one`, `_other`; sl: `_one`, `_two`, `_few`,
 * `_other`), and `_other` always. Code names the group without the suffix and passes the number as
 * `count`: `t('documents.uploaded', { count: 3 })`. These suffixes are reserved for plurals.
 */

export type PluralCategory = Intl.LDMLPluralRule;

export const PLURAL_CATEGORIES = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
] as const satisfies readonly PluralCategory[];

/** A nested catalogue: texts at the leaves. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

type PluralSuffix = `_${PluralCategory}`;

/** The group name of a plural leaf (`files_few` → `files`), or the key itself. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key code may ask for: dotted paths of the leaves, plural groups without their suffix. */
export type MessageKeyOf<M> = {
  [K in keyof M & string]: M[K] extends string
    ? WithoutPluralSuffix<K>
    : `${K}.${MessageKeyOf<M[K]>}`;
}[keyof M & string];

/** The keys of plural groups; these need a `count`. */
export type PluralKeyOf<M> = {
  [K in keyof M & string]: M[K] extends string
    ? K extends `${infer Base}${PluralSuffix}`
      ? Base
      : never
    : `${K}.${PluralKeyOf<M[K]>}`;
}[keyof M & string];

/**
 * The type of a catalogue in any language, derived from the reference (English) shape: the same
 * keys, except that a plural group may have the categories its language needs (`_other` required,
 * the others optional; the catalogue test checks them per language).
 */
export type CatalogOf<M> = {
  readonly [
    K in keyof M & string as K extends `${string}${PluralSuffix}` ? never : K
  ]: M[K] extends string ? string : CatalogOf<M[K]>;
} & {
  readonly [
    K in keyof M & string as K extends `${infer Base}${PluralSuffix}`
      ? M[K] extends string
        ? `${Base}_other`
        : never
      : never
  ]: string;
} & {
  readonly [
    K in keyof M & string as K extends `${infer Base}${PluralSuffix}`
      ? M[K] extends string
        ? `${Base}_${Exclude<PluralCategory, 'other'>}`
        : never
      : never
  ]?: string;
};

/** Values for `{{name}}` placeholders. They are inserted as they are: React escapes text. */
export type MessageValues = Readonly<Record<string, string | number>>;
export type PluralValues = MessageValues & { readonly count: number };

export type Translate<M = Messages> = <K extends MessageKeyOf<M>>(
  key: K,
  ...values: K extends PluralKeyOf<M> ? [values: PluralValues] : [values?: MessageValues]
) => string;

export interface TranslatorOptions {
  /**
   * Called when a key has no text in the catalogue (the translator then returns the key itself).
   * Apps warn in development; tests fail.
   */
  readonly onMissing?: (key: string, language: string) => void;
}

/** Flattens a catalogue to `dotted.key → text`. */
export function flattenCatalog(tree: MessageTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      texts.set(path, value);
    } else if (typeof value === 'object' && value !== null) {
      // Anything else (a value missing from a catalogue read as JSON) is skipped, hence missing.
      for (const [leaf, text] of flattenCatalog(value, path)) texts.set(leaf, text);
    }
  }
  return texts;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of the `{{name}}` placeholders of a text, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** A text with its `{{name}}` placeholders filled from `values`. */
export function interpolate(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    // A value the caller did not pass leaves the placeholder visible rather than an empty gap.
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * A `t(key, values?)` for one catalogue in one language. The page reloads when the language
 * changes (spec 1 §2), so a translator never switches language.
 *
 * Lookup: with a numeric `count`, the plural form `key_<category>` of `Intl.PluralRules(language)`,
 * then `key_other`, then `key` itself; without one, `key`. A key that is not found is returned as
 * it is and reported to `onMissing`.
 */
export function createTranslator<M = Messages>(
  catalog: CatalogOf<M>,
  language: string,
  options: TranslatorOptions = {},
): Translate<M> {
  return translatorOver<M>(flattenCatalog(catalog), language, options);
}

/**
 * `createTranslator` over texts already flattened (`dotted.key → text`). The map is read on each
 * call, so texts added to it later are found from then on: a catalogue that arrives in parts.
 */
export function translatorOver<M = Messages>(
  texts: ReadonlyMap<string, string>,
  language: string,
  options: TranslatorOptions = {},
): Translate<M> {
  const pluralRules = new Intl.PluralRules(language);

  const find = (key: string, values: MessageValues | undefined): string | undefined => {
    const count = values?.count;
    if (typeof count === 'number') {
      const plural = texts.get(`${key}_${pluralRules.select(count)}`) ?? texts.get(`${key}_other`);
      if (plural !== undefined) return plural;
    }
    return texts.get(key);
  };

  return (key: string, values?: MessageValues): string => {
    const text = find(key, values);
    if (text === undefined) {
      options.onMissing?.(key, language);
      return key;
    }
    return values ? interpolate(text, values) : text;
  };
}
