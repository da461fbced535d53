import { countryName } from '../personal-data/countries';
import { formatPostalPlace } from './postal-place';
import type { Language } from '../variants';

/*
 * Places and countries as the reader reads them (decision 238): the place, never the postal
 * list's delivery suffix ("1000 Ljubljana - dostava"), and a country by its name in the reader's
 * language, never its ISO code.
 */

export { formatPostalPlace };

/** A postal code and its place on one line ("1000 Ljubljana", "1001 Tiranë"). */
export function formatPlace(postalCode: string, place: string): string {
  return [postalCode.trim(), formatPostalPlace(place)].filter((part) => part !== '').join(' ');
}

/** A country's name in the reader's language ("Slovenija", "Albania", "Shqipëria"). */
export function formatCountry(code: string, language: Language): string {
  return countryName(code.trim().toUpperCase(), language);
}

/**
 * An address's place and country, the country left out when it is the bank's own
 * ("1000 Ljubljana"; "10115 Berlin, Nemčija").
 */
export function formatPlaceInCountry(
  postalCode: string,
  place: string,
  country: string,
  language: Language,
  homeCountry: string,
): string {
  const line = formatPlace(postalCode, place);
  if (country.trim() === '' || country.toUpperCase() === homeCountry.toUpperCase()) return line;
  const name = formatCountry(country, language);
  // A place left empty (a birth abroad with no town given) leaves the country alone.
  return line === '' ? name : `${line}, ${name}`;
}
