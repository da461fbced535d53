import { ZLookupOptions, type Language, type LookupName } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { useLanguage } from '../../../lib/i18n/i18n-context';

/**
 * The lookup front-end API of spec 3 §7 (`getX/{language}`): value lists with their names in the
 * page's language, served by the bank (decision 100).
 */
export const LOOKUP_PATHS = {
  gender: 'getGender',
  residenceStatus: 'getResidenceStatus',
  nationality: 'getNationality',
  country: 'getCountry',
  issuingAuthority: 'getIssuingAuthority',
  postalCode: 'getPostalCode',
  employerStatus: 'getEmployerStatus',
  incomeSource: 'getIncomeSource',
  originOfFunds: 'getOriginOfFunds',
  businessRelations: 'getBusinessRelations',
  employerBusiness: 'getEmployerBusiness',
  positionHeld: 'getPositionHeld',
  employmentIncomeSource: 'getEmploymentIncomeSource',
  employmentTerm: 'getEmploymentTerm',
} as const satisfies Readonly<Record<string, `get${LookupName}`>>;
export type LookupKind = keyof typeof LOOKUP_PATHS;

export interface LookupEntry {
  readonly code: string;
  readonly name: string;
}

export function getLookup(
  kind: LookupKind,
  language: Language,
  signal?: AbortSignal,
): Promise<LookupEntry[]> {
  return api.get(`/${LOOKUP_PATHS[kind]}/${language}`, {
    schema: ZLookupOptions,
    ...(signal ? { signal } : {}),
  });
}

export function lookupQueryOptions(kind: LookupKind, language: Language) {
  return queryOptions({
    queryKey: ['lookup', kind, language],
    queryFn: ({ signal }) => getLookup(kind, language, signal),
    // Catalogues change with a release, not while an applicant fills the form.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A lookup's entries in the page's language; an empty list until they arrive. */
export function useLookup(kind: LookupKind): readonly LookupEntry[] {
  const language = useLanguage();
  return useQuery(lookupQueryOptions(kind, language)).data ?? EMPTY;
}

const EMPTY: readonly LookupEntry[] = [];
