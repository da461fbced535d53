import {
  type Language,
  type TStaticTextResponse,
  type Variant,
  isLanguageOf,
} from '@onboarding/domain';
import { flattenCatalog, type Catalog } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';

const CATALOGUES: Readonly<Record<Language, Catalog>> = { en, sl, sq };

/**
 * `external/cms/ltsccontent` (spec 3 §7): the static texts of the long-wait screen (the
 * `staticContent` section of packages/messages) as key/text pairs in the applicant's language.
 * A language outside the variant, or none, gets the variant's default.
 */
export function createCmsContentService({ variant }: { variant: Variant }) {
  const texts = new Map(
    variant.languages.map((language) => [
      language,
      [...flattenCatalog(CATALOGUES[language].staticContent)].map(([key, text]) => ({ key, text })),
    ]),
  );
  return {
    languageFor(requested: string | undefined): Language {
      return requested !== undefined && isLanguageOf(variant, requested)
        ? requested
        : variant.defaultLanguage;
    },
    staticTexts(language: Language): TStaticTextResponse {
      return { staticText: texts.get(language) ?? [] };
    },
  };
}
