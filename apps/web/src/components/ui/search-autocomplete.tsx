import { SEARCH_AUTOCOMPLETE_MIN_CHARS } from '@onboarding/domain';
import { Autocomplete, type AutocompleteProps } from './autocomplete';

export type SearchAutocompleteProps = AutocompleteProps;

/**
 * The search variant of the autocomplete (spec 3 §2): the menu opens at
 * SEARCH_AUTOCOMPLETE_MIN_CHARS (3) characters unless `minLength` says otherwise; still at most
 * five suggestions, and valid only when the text is an entry.
 */
export function SearchAutocomplete({
  minLength = SEARCH_AUTOCOMPLETE_MIN_CHARS,
  ...rest
}: SearchAutocompleteProps) {
  return <Autocomplete {...rest} minLength={minLength} />;
}
