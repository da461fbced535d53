import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from '../../data/country-names';
import { LANGUAGES } from '../variants';
import { DIAL_CODES } from '../dial-codes';
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

  it('names the sign-up dialling codes as the country list does (decision 239)', () => {
    for (const { territories } of DIAL_CODES) {
      for (const territory of territories) {
        if (territory !== 'AC' && territory !== 'TA') expect(COUNTRY_CODES).toContain(territory);
      }
    }
    expect(DIAL_CODES).toContainEqual({ prefix: '+383', territories: ['XK'] });
    expect(countryName('XK', 'sq')).toBe('Kosovë');
  });
});
