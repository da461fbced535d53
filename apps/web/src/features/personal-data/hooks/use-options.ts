import { useMemo } from 'react';
import type { AutocompleteOption } from '../../../components/ui/autocomplete';
import type { SelectOption } from '../../../components/ui/select';
import { useLookup, type LookupKind } from '../api/get-lookup';

/** A lookup as select options (code → name in the page's language). */
export function useLookupOptions(kind: LookupKind): SelectOption[] {
  const entries = useLookup(kind);
  return useMemo(() => entries.map(({ code, name }) => ({ value: code, label: name })), [entries]);
}

/** A lookup as autocomplete entries (countries, postal codes, issuing authorities). */
export function useLookupEntries(kind: LookupKind): AutocompleteOption[] {
  const entries = useLookup(kind);
  return useMemo(() => entries.map(({ code, name }) => ({ id: code, label: name })), [entries]);
}
