import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../variants';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './countries';
import {
  calendarDateIn,
  formatDashedDate,
  parseDashedDate,
  parseDottedDate,
  parseIsoDate,
} from './dates';
import { EXAMPLE_PERSONAL_DATA_SECTIONS } from './example';
import { LOOKUP_NAMES, LOOKUPS, lookupOptions, suggestEmployers } from './lookups';
import { personalDataIssues } from './personal-data-form';
import { isSlovenianPostalCode, placeForPostalCode, SI_POSTAL_CODES } from './postal-codes';

describe('lookups', () => {
  it.each(LANGUAGES)('gives every lookup a name for each code in %s', (language) => {
    for (const name of LOOKUP_NAMES) {
      const options = LOOKUPS[name](language);
      expect(options.length, name).toBeGreaterThan(1);
      for (const option of options)
        expect(option.name.trim(), `${name} ${option.code}`).not.toBe('');
      expect(new Set(options.map((option) => option.code)).size, name).toBe(options.length);
    }
  });

  it('names countries in sl, en and sq from ISO 3166', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(isCountryCode('XK')).toBe(true);
    expect(countryName('SI', 'sl')).toBe('Slovenija');
    expect(countryName('SI', 'en')).toBe('Slovenia');
    expect(countryName('SI', 'sq')).toBe('Slloveni');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    // Decision 239: the Slovenian alphabet puts Č after C ("Čad" after "Curaçao").
    const names = countryOptions('sl').map((country) => country.name);
    expect(names.indexOf('Čad')).toBeGreaterThan(names.indexOf('Curaçao'));
    expect(names.indexOf('Čad')).toBeLessThan(names.indexOf('Danska'));
  });

  it('lists the 58 administrative units and about 28 employer sectors', () => {
    expect(LOOKUPS.IssuingAuthority('sl')).toHaveLength(58);
    expect(LOOKUPS.IssuingAuthority('en')).toContainEqual({
      code: 'Ljubljana',
      name: 'Administrative unit Ljubljana',
    });
    expect(LOOKUPS.EmployerBusiness('en')).toHaveLength(28);
    expect(LOOKUPS.Gender('sq')).toEqual([
      { code: 'MALE', name: 'Mashkull' },
      { code: 'FEMALE', name: 'Femër' },
    ]);
  });

  it.each(LANGUAGES)('offers issuer names the issuer rule accepts (%s)', (language) => {
    for (const { name } of LOOKUPS.IssuingAuthority(language)) {
      const issues = personalDataIssues(
        { ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData, issuer: name },
        { today: { year: 2026, month: 11, day: 22 }, packageName: null },
      );
      expect(issues, name).toEqual([]);
    }
  });

  it('knows the Slovenian postal codes and the place of a code', () => {
    expect(SI_POSTAL_CODES).toHaveLength(556);
    expect(isSlovenianPostalCode('1000')).toBe(true);
    expect(isSlovenianPostalCode('1999')).toBe(false);
    expect(placeForPostalCode('1000')).toBe('Ljubljana');
    expect(placeForPostalCode('8000')).toBe('Novo mesto');
    expect(placeForPostalCode('0000')).toBeNull();
  });

  it('suggests employers from 3 characters, accent and case insensitive, at most 5', () => {
    expect(suggestEmployers('kr')).toEqual([]);
    expect(suggestEmployers('krk')).toEqual(['Krka d.d., Novo mesto']);
    expect(suggestEmployers('krsko')).toEqual(['Nuklearna elektrarna Krško d.o.o.']);
    expect(suggestEmployers('ZELEZNICE')).toEqual(['Slovenske železnice d.o.o.']);
    expect(suggestEmployers('d.o.o').length).toBe(5);
  });
});

describe('dates', () => {
  it('parses the three formats and refuses days that do not exist', () => {
    expect(parseDottedDate('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDottedDate('29.02.2023')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDashedDate('15-05-1998')).toEqual({ year: 1998, month: 5, day: 15 });
    expect(parseDashedDate('1998-05-15')).toBeNull();
    expect(formatDashedDate({ year: 1998, month: 5, day: 1 })).toBe('01-05-1998');
  });

  it('takes today in the bank’s time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Ljubljana.
    expect(calendarDateIn(new Date('2025-12-31T23:30:00Z'), 'Europe/Ljubljana')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });
});

describe('the residency lookup', () => {
  it('names the variant’s own country (decision 159)', () => {
    const resident = (variant: 'si' | 'al', language: 'en' | 'sq') =>
      lookupOptions('ResidenceStatus', language, variant).find(
        (option) => option.code === 'RESIDENT',
      )?.name;
    expect(resident('si', 'en')).toBe('Resident of Slovenia');
    expect(resident('al', 'en')).toBe('Resident of Albania');
    expect(resident('al', 'sq')).toBe('Rezident i Shqipërisë');
  });
});
