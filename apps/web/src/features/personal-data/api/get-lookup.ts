import { dataRegistrySchema, type Language, type LookupName } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { useLanguage } from '../../../lib/i18n/i18n-context';

/**
 * The lists of the screen, by the name the lookup front-end API of spec 3 §7 gives them
 * (`getX/{language}`, decision 100). They come in one call, `external/info/dataregistry` (spec 3
 * §7), not fourteen: each call costs the phone a request and its handling (decision 225).
 */
export const LOOKUP_NAMES_BY_KIND = {
  gender: 'Gender',
  residenceStatus: 'ResidenceStatus',
  nationality: 'Nationality',
  country: 'Country',
  issuingAuthority: 'IssuingAuthority',
  postalCode: 'PostalCode',
  employerStatus: 'EmployerStatus',
  incomeSource: 'IncomeSource',
  originOfFunds: 'OriginOfFunds',
  businessRelations: 'BusinessRelations',
  employerBusiness: 'EmployerBusiness',
  positionHeld: 'PositionHeld',
  employmentIncomeSource: 'EmploymentIncomeSource',
  employmentTerm: 'EmploymentTerm',
} as const satisfies Readonly<Record<string, LookupName>>;
export type LookupKind = keyof typeof LOOKUP_NAMES_BY_KIND;

export interface LookupEntry {
  readonly code: string;
  readonly name: string;
}

/** Every list of the screen, by name, with names in `language`. */
export type DataRegistry = Readonly<Record<string, readonly LookupEntry[]>>;

/** `GET external/info/dataregistry?language=` (spec 3 §7). */
export function getDataRegistry(language: Language, signal?: AbortSignal): Promise<DataRegistry> {
  return api.get('/external/info/dataregistry', {
    query: { language },
    schema: dataRegistrySchema(),
    ...(signal ? { signal } : {}),
  });
}

export function dataRegistryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['data-registry', language],
    queryFn: ({ signal }) => getDataRegistry(language, signal),
    // Catalogues change with a release, not while an applicant fills the form.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const EMPTY: readonly LookupEntry[] = [];

/** One selector per list: TanStack Query runs a select again only when the function changes. */
const SELECT_LIST = Object.fromEntries(
  Object.entries(LOOKUP_NAMES_BY_KIND).map(([kind, name]) => [
    kind,
    (registry: DataRegistry) => registry[name] ?? EMPTY,
  ]),
) as Readonly<Record<LookupKind, (registry: DataRegistry) => readonly LookupEntry[]>>;

/** A lookup's entries in the page's language; an empty list until they arrive. */
export function useLookup(kind: LookupKind): readonly LookupEntry[] {
  const language = useLanguage();
  return (
    useQuery({ ...dataRegistryQueryOptions(language), select: SELECT_LIST[kind] }).data ?? EMPTY
  );
}
