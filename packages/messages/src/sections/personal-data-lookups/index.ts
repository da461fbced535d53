import en from './en';
import sl from './sl';
import sq from './sq';

/**
 * The names of the personal-data lookups in every catalogue language, without the rest of the
 * catalogue: the domain's `lookupOptions` reads them for callers that have no translator (tests,
 * scripts). Apps translate the keys (`personalDataLookups.<Lookup>.<CODE>`) with their catalogue.
 */
export const PERSONAL_DATA_LOOKUP_TEXTS = { en, sl, sq } as const;
export type PersonalDataLookupTexts = typeof en;
