import {
  emailSearchKey,
  ibanSearchKey,
  identifierSearchKey,
  nameIndexTokens,
  phoneSearchKey,
  type CaseSearchTermKind,
} from '@onboarding/domain';
import type { BlindIndex } from '../../infra/crypto/blind-index';
import type { CaseSearchValues } from '../../infra/search-index/case-search-index';

export interface SearchTerm {
  readonly kind: CaseSearchTermKind;
  readonly term: string;
}

const present = (values: readonly (string | null | undefined)[] | undefined): string[] =>
  (values ?? []).filter((value): value is string => value != null && value.trim() !== '');

/** The normalised forms of the given values, each kind by the domain's rule (decision 263). */
function normalisedValues(
  values: CaseSearchValues,
  phonePrefix: string,
): { kind: CaseSearchTermKind; value: string }[] {
  const of = (kind: CaseSearchTermKind, list: readonly string[]) =>
    list.filter((value) => value !== '').map((value) => ({ kind, value }));
  return [
    ...of('NAME', present(values.names).flatMap(nameIndexTokens)),
    ...of('EMAIL', present(values.emails).map(emailSearchKey)),
    ...of(
      'PHONE',
      present(values.phones).flatMap((phone) => phoneSearchKey(phone, phonePrefix) ?? []),
    ),
    ...of('DOCUMENT_NUMBER', present(values.documentNumbers).map(identifierSearchKey)),
    ...of('NATIONAL_ID', present(values.nationalIds).map(identifierSearchKey)),
    ...of('IBAN', present(values.ibans).map(ibanSearchKey)),
  ];
}

/** The keyed hashes of the values, each once. */
export function searchTermsOf(
  blindIndex: BlindIndex,
  values: CaseSearchValues,
  phonePrefix: string,
): SearchTerm[] {
  const seen = new Map<string, SearchTerm>();
  for (const { kind, value } of normalisedValues(values, phonePrefix)) {
    const term = blindIndex.term(kind, value);
    seen.set(`${kind}:${term}`, { kind, term });
  }
  return [...seen.values()];
}

/** What a key is told apart by in the backfill's marks: a hash of a fixed text, not the key. */
export const keyCheckOf = (blindIndex: BlindIndex): string => blindIndex.term('KEY', 'check');
