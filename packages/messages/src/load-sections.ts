import type core from './core-en';
import type { Catalog, CatalogLanguage } from './index';

/*
 * A catalogue in parts (decision 217). A browser app loads the core (core-<language>.ts) before its
 * first render and each other section with the first page that shows it, so the first page does
 * not download the texts of the thirty screens after it. Each section of each language is its own
 * dynamic import, hence its own chunk.
 */

/** The sections of the core part. */
export type CoreSection = keyof typeof core;
/** Every other top-level section of the catalogue: loaded on demand. */
export type LazySection = Exclude<keyof Catalog, CoreSection>;

export type CoreCatalog = Pick<Catalog, CoreSection>;

type SectionModule<S extends LazySection> = Promise<{ readonly default: Catalog[S] }>;

const SECTION_MODULES: {
  readonly [S in LazySection]: Readonly<Record<CatalogLanguage, () => SectionModule<S>>>;
} = {
  operator: {
    sl: () => import('./sections/operator/sl'),
    en: () => import('./sections/operator/en'),
    sq: () => import('./sections/operator/sq'),
  },
  processConsole: {
    sl: () => import('./sections/process-console/sl'),
    en: () => import('./sections/process-console/en'),
    sq: () => import('./sections/process-console/sq'),
  },
  caseEvidence: {
    sl: () => import('./sections/case-evidence/sl'),
    en: () => import('./sections/case-evidence/en'),
    sq: () => import('./sections/case-evidence/sq'),
  },
  decisions: {
    sl: () => import('./sections/decisions/sl'),
    en: () => import('./sections/decisions/en'),
    sq: () => import('./sections/decisions/sq'),
  },
  operations: {
    sl: () => import('./sections/operations/sl'),
    en: () => import('./sections/operations/en'),
    sq: () => import('./sections/operations/sq'),
  },
  qualityReview: {
    sl: () => import('./sections/quality-review/sl'),
    en: () => import('./sections/quality-review/en'),
    sq: () => import('./sections/quality-review/sq'),
  },
  casePage: {
    sl: () => import('./sections/case-page/sl'),
    en: () => import('./sections/case-page/en'),
    sq: () => import('./sections/case-page/sq'),
  },
  caseSearch: {
    sl: () => import('./sections/case-search/sl'),
    en: () => import('./sections/case-search/en'),
    sq: () => import('./sections/case-search/sq'),
  },
  email: {
    sl: () => import('./sections/email/sl'),
    en: () => import('./sections/email/en'),
    sq: () => import('./sections/email/sq'),
  },
  personalData: {
    sl: () => import('./sections/personal-data/sl'),
    en: () => import('./sections/personal-data/en'),
    sq: () => import('./sections/personal-data/sq'),
  },
  personalDataRules: {
    sl: () => import('./sections/personal-data/rules/sl'),
    en: () => import('./sections/personal-data/rules/en'),
    sq: () => import('./sections/personal-data/rules/sq'),
  },
  personalDataLookups: {
    sl: () => import('./sections/personal-data-lookups/sl'),
    en: () => import('./sections/personal-data-lookups/en'),
    sq: () => import('./sections/personal-data-lookups/sq'),
  },
  documents: {
    sl: () => import('./sections/documents/sl'),
    en: () => import('./sections/documents/en'),
    sq: () => import('./sections/documents/sq'),
  },
  documentsServer: {
    sl: () => import('./sections/documents-server/sl'),
    en: () => import('./sections/documents-server/en'),
    sq: () => import('./sections/documents-server/sq'),
  },
  sandboxBank: {
    sl: () => import('./sections/sandbox-bank/sl'),
    en: () => import('./sections/sandbox-bank/en'),
    sq: () => import('./sections/sandbox-bank/sq'),
  },
  secci: {
    sl: () => import('./sections/secci/sl'),
    en: () => import('./sections/secci/en'),
    sq: () => import('./sections/secci/sq'),
  },
  videoIdentificationServer: {
    sl: () => import('./sections/video-identification-server/sl'),
    en: () => import('./sections/video-identification-server/en'),
    sq: () => import('./sections/video-identification-server/sq'),
  },
  consents: {
    sl: () => import('./sections/consents/sl'),
    en: () => import('./sections/consents/en'),
    sq: () => import('./sections/consents/sq'),
  },
  chooseBranch: {
    sl: () => import('./sections/chooseBranch/sl'),
    en: () => import('./sections/chooseBranch/en'),
    sq: () => import('./sections/chooseBranch/sq'),
  },
  longTimeService: {
    sl: () => import('./sections/long-time-service/sl'),
    en: () => import('./sections/long-time-service/en'),
    sq: () => import('./sections/long-time-service/sq'),
  },
  creditApproval: {
    sl: () => import('./sections/credit-approval/sl'),
    en: () => import('./sections/credit-approval/en'),
    sq: () => import('./sections/credit-approval/sq'),
  },
  salaryStatement: {
    sl: () => import('./sections/salary-statement/sl'),
    en: () => import('./sections/salary-statement/en'),
    sq: () => import('./sections/salary-statement/sq'),
  },
  shortTimeService: {
    sl: () => import('./sections/short-time-service/sl'),
    en: () => import('./sections/short-time-service/en'),
    sq: () => import('./sections/short-time-service/sq'),
  },
  videoChat: {
    sl: () => import('./sections/videoChat/sl'),
    en: () => import('./sections/videoChat/en'),
    sq: () => import('./sections/videoChat/sq'),
  },
  signing: {
    sl: () => import('./sections/signing/sl'),
    en: () => import('./sections/signing/en'),
    sq: () => import('./sections/signing/sq'),
  },
  erasure: {
    sl: () => import('./sections/erasure/sl'),
    en: () => import('./sections/erasure/en'),
    sq: () => import('./sections/erasure/sq'),
  },
  welcome: {
    sl: () => import('./sections/welcome/sl'),
    en: () => import('./sections/welcome/en'),
    sq: () => import('./sections/welcome/sq'),
  },
  depositTerms: {
    sl: () => import('./sections/deposit-terms/sl'),
    en: () => import('./sections/deposit-terms/en'),
    sq: () => import('./sections/deposit-terms/sq'),
  },
  pennyTransfer: {
    sl: () => import('./sections/pennyTransfer/sl'),
    en: () => import('./sections/pennyTransfer/en'),
    sq: () => import('./sections/pennyTransfer/sq'),
  },
  userMessages: {
    sl: () => import('./sections/userMessages/sl'),
    en: () => import('./sections/userMessages/en'),
    sq: () => import('./sections/userMessages/sq'),
  },
  wizard: {
    sl: () => import('./sections/wizard/sl'),
    en: () => import('./sections/wizard/en'),
    sq: () => import('./sections/wizard/sq'),
  },
  staticContent: {
    sl: () => import('./sections/staticContent/sl'),
    en: () => import('./sections/staticContent/en'),
    sq: () => import('./sections/staticContent/sq'),
  },
};

/** The core part of one language's catalogue. */
export async function loadCoreCatalog(language: CatalogLanguage): Promise<CoreCatalog> {
  switch (language) {
    case 'sl':
      return (await import('./core-sl')).default;
    case 'en':
      return (await import('./core-en')).default;
    case 'sq':
      return (await import('./core-sq')).default;
  }
}

/** Some sections of one language's catalogue, downloaded in parallel. */
export async function loadSections(
  language: CatalogLanguage,
  sections: readonly LazySection[],
): Promise<Partial<Catalog>> {
  const loaded = await Promise.all(
    sections.map(async (section) => {
      const module = await SECTION_MODULES[section][language]();
      return [section, module.default] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
