import {
  COUNTRY_OF_BUSINESS_FIELDS,
  MAX_COUNTRIES_OF_BUSINESS,
  removeCountryAt,
} from '@onboarding/domain';
import { useId, useState } from 'react';
import {
  Autocomplete,
  findOption,
  type AutocompleteOption,
} from '../../../components/ui/autocomplete';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { useT } from '../../../lib/i18n/i18n-context';
import { COUNTRY_FROM_LIST_ERROR } from '../form/field-errors';

export interface CountriesOfBusinessProps {
  /** countryOfBusiness_0, _1 and _2 in order; '' for an empty field. */
  readonly value: readonly string[];
  readonly onChange: (countries: string[]) => void;
  /**
   * spec 2 §5 validationInt_ flags: false while a shown field holds typed text that is no country
   * of the list. Reported from the event that changed it.
   */
  readonly onValidityChange: (valid: boolean) => void;
  readonly onBlur?: () => void;
  readonly options: readonly AutocompleteOption[];
  /** Student package: the country is preset and cannot be changed (spec 1 §4). */
  readonly locked?: boolean;
  /** Error codes of the form's rules per field (required, duplicate, …). */
  readonly errors?: readonly (string | undefined)[];
}

function filledCount(value: readonly string[]): number {
  return value.filter((code) => code !== '').length;
}

/** Typed text that names no entry of the list: the one way a shown field is "not validated". */
function isTextInvalid(options: readonly AutocompleteOption[], text: string): boolean {
  return text.trim() !== '' && findOption(options, text) === undefined;
}

/** Three fields from a shorter list: the empty ones at the end. */
function padded(countries: readonly string[]): string[] {
  return Array.from({ length: MAX_COUNTRIES_OF_BUSINESS }, (_, index) => countries[index] ?? '');
}

/**
 * Up to three countries of business (spec 1 §2, spec 2 §3 and §5, decision 101): the first field
 * always; once the last shown field holds a country, "Add a country" opens the next; removing one
 * shifts the later ones up. Each must be chosen from the list.
 */
export function CountriesOfBusiness({
  value,
  onChange,
  onValidityChange,
  onBlur,
  options,
  locked = false,
  errors = [],
}: CountriesOfBusinessProps) {
  const t = useT();
  const baseId = useId();
  const [shown, setShown] = useState(() => Math.max(1, filledCount(value)));
  // Stable keys per field, so a field keeps its typed text while one before it is removed.
  const [keys, setKeys] = useState<number[]>(() => [0, 1, 2]);
  const [nextKey, setNextKey] = useState(MAX_COUNTRIES_OF_BUSINESS);
  const [invalidKeys, setInvalidKeys] = useState<ReadonlySet<number>>(new Set());
  const [touchedKeys, setTouchedKeys] = useState<ReadonlySet<number>>(new Set());
  // Countries restored from outside are all shown.
  const filled = filledCount(value);
  if (filled > shown) setShown(filled);
  const visible = Math.max(shown, filled, 1);

  const reportInvalid = (next: ReadonlySet<number>) => {
    setInvalidKeys(next);
    onValidityChange(next.size === 0);
  };

  const changeText = (key: number, text: string) => {
    const invalid = isTextInvalid(options, text);
    if (invalid === invalidKeys.has(key)) return;
    const next = new Set(invalidKeys);
    if (invalid) next.add(key);
    else next.delete(key);
    reportInvalid(next);
  };

  const choose = (index: number, code: string | null) => {
    const next = padded(value);
    next[index] = code ?? '';
    onChange(next);
  };

  const focusField = (index: number) =>
    requestAnimationFrame(() => document.getElementById(`${baseId}-${index}`)?.focus());

  const remove = (index: number) => {
    const removedKey = keys[index];
    const remaining = removeCountryAt(value.slice(0, visible), index);
    const nextKeys = removeCountryAt(keys, index);
    setKeys([...nextKeys, nextKey]);
    setNextKey(nextKey + 1);
    setShown(Math.max(1, visible - 1));
    onChange(padded(remaining));
    if (removedKey !== undefined && invalidKeys.has(removedKey)) {
      const next = new Set(invalidKeys);
      next.delete(removedKey);
      reportInvalid(next);
    }
    // Focus goes to the field that took the removed one's place, or the one before it.
    focusField(Math.min(index, Math.max(visible - 2, 0)));
  };

  const add = () => {
    if (visible >= MAX_COUNTRIES_OF_BUSINESS) return;
    setShown(visible + 1);
    focusField(visible);
  };

  const last = value[visible - 1] ?? '';
  const canAdd = !locked && visible < MAX_COUNTRIES_OF_BUSINESS && last !== '';

  return (
    <fieldset
      className="countries-of-business"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <legend className="countries-of-business__legend">
        {t('personalData.purpose.countriesLegend')}
      </legend>
      <p className="countries-of-business__hint">
        {locked
          ? t('personalData.purpose.countriesLocked')
          : t('personalData.purpose.countriesHint')}
      </p>
      <ol className="countries-of-business__list">
        {Array.from({ length: visible }, (_, index) => {
          const key = keys[index] ?? index;
          const code = value[index] ?? '';
          const textError =
            invalidKeys.has(key) && touchedKeys.has(key) ? COUNTRY_FROM_LIST_ERROR : undefined;
          const number = index + 1;
          return (
            <li key={key} className="countries-of-business__row">
              <FormField
                label={t('personalData.purpose.country', { number })}
                id={`${baseId}-${index}`}
                error={textError ?? errors[index]}
                required={index === 0}
              >
                <Autocomplete
                  // The form's field name, so "go to the first missing field" finds it.
                  name={`questionnaire.${COUNTRY_OF_BUSINESS_FIELDS[index] ?? ''}`}
                  options={options}
                  value={code === '' ? null : code}
                  disabled={locked}
                  onChange={(id) => choose(index, id)}
                  onTextChange={(text) => changeText(key, text)}
                  onBlur={() => setTouchedKeys(new Set(touchedKeys).add(key))}
                />
              </FormField>
              {!locked && (visible > 1 || code !== '') ? (
                <Button
                  variant="secondary"
                  className="countries-of-business__remove"
                  aria-label={t('personalData.purpose.removeCountry', { number })}
                  onClick={() => remove(index)}
                >
                  <Icon name="cross" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <Button variant="secondary" className="countries-of-business__add" onClick={add}>
          <span aria-hidden="true">+</span> {t('personalData.purpose.addCountry')}
        </Button>
      ) : null}
    </fieldset>
  );
}
