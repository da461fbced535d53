import { MAX_COUNTRIES_OF_BUSINESS } from './constants';

/**
 * spec 1 §2, spec 2 §3: how many country-of-business fields are shown. The first always; each
 * further one once the one before it is filled; at most three.
 */
export function visibleCountryFieldCount(values: readonly (string | null | undefined)[]): number {
  let count = 1;
  while (count < MAX_COUNTRIES_OF_BUSINESS && (values[count - 1] ?? '') !== '') count += 1;
  return count;
}

/** spec 2 §3: removing a country shifts the later ones up. */
export function removeCountryAt<T>(values: readonly T[], index: number): T[] {
  return values.filter((_, position) => position !== index);
}

/** Adding with the plus button: refused (unchanged) once three countries are listed. */
export function addCountry<T>(values: readonly T[], value: T): T[] {
  return values.length >= MAX_COUNTRIES_OF_BUSINESS ? [...values] : [...values, value];
}
