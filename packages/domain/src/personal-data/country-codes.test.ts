import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from '../../data/country-names';
import { LANGUAGES } from '../variants';
import { PHONE_PREFIX_OPTIONS } from '../phone';
import { COUNTRY_CODES } from './country-codes';
import { countryName, countryOptions } from './countries';

describe('the one country list (decision 197)', () => {
  it.each(LANGUAGES)('names every code of the list in %s, and no other', (language) => {
    expect(Object.keys(COUNTRY_NAMES[language]).sort()).toEqual([...COUNTRY_CODES]);
    expect(
      countryOptions(language)
        .map((option) => option.code)
        .sort(),
    ).toEqual([...COUNTRY_CODES]);
  });

  it('gives the sign-up dialling codes only for countries of that list, named as there', () => {
    // Before: the sign-up listed libphonenumber's own regions (AC, TA) with browser names.
    for (const { country } of PHONE_PREFIX_OPTIONS) expect(COUNTRY_CODES).toContain(country);
    expect(PHONE_PREFIX_OPTIONS.map((option) => option.country)).not.toContain('AC');
    expect(PHONE_PREFIX_OPTIONS).toContainEqual({ country: 'XK', prefix: '+383' });
    // Ascension's own code stays choosable, under Saint Helena (ISO 3166-1).
    expect(PHONE_PREFIX_OPTIONS).toContainEqual({ country: 'SH', prefix: '+247' });
    expect(countryName('XK', 'sq')).toBe('Kosovë');
  });
});
