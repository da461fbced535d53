import { describe, expect, it } from 'vitest';
import { DIAL_CODES, dialCodeOptions, territoryName } from './dial-codes';
import { sortByText } from './format/collate';

const labelOf = (prefix: string, language: 'sl' | 'en' | 'sq') =>
  dialCodeOptions(language).find((option) => option.value === prefix)?.label;

describe('dialling codes (decision 239)', () => {
  it('names each code by the territory that dials it', () => {
    expect(labelOf('+247', 'en')).toBe('Ascension Island (+247)');
    expect(labelOf('+290', 'en')).toBe('Saint Helena, Tristan da Cunha (+290)');
    expect(labelOf('+386', 'en')).toBe('Slovenia (+386)');
    expect(labelOf('+355', 'en')).toBe('Albania (+355)');
    expect(labelOf('+383', 'en')).toBe('Kosovo (+383)');
  });

  it('names Ascension and Tristan da Cunha, which ISO 3166-1 lists under Saint Helena, in every language', () => {
    expect(labelOf('+247', 'sl')).toBe('Otok Ascension (+247)');
    expect(labelOf('+247', 'sq')).toBe('Ishulli Asenshion (+247)');
    expect(territoryName('TA', 'sq')).toBe('Tristan-da-Kuna');
    expect(territoryName('SI', 'sq')).toBe('Slloveni');
  });

  it('puts the main territory of a shared code first, then the others alphabetically', () => {
    expect(labelOf('+262', 'en')).toBe(`${territoryName('RE', 'en')}, Mayotte (+262)`);
    expect(labelOf('+7', 'en')).toBe('Russian Federation, Kazakhstan (+7)');
    expect(labelOf('+1', 'en')).toMatch(
      /^United States of America, American Samoa, [^,]+, … \(\+1\)$/,
    );
  });

  it('offers every calling code once, in the alphabetical order of the language', () => {
    for (const language of ['sl', 'en', 'sq'] as const) {
      const options = dialCodeOptions(language);
      expect(options.map((option) => option.value).sort()).toEqual(
        DIAL_CODES.map((code) => code.prefix).sort(),
      );
      expect(sortByText(options, (option) => option.label, language)).toEqual(options);
    }
    const sl = dialCodeOptions('sl').map((option) => option.value);
    // Slovenian: Čad (Chad, +235) after Curaçao (+599), before Danska (Denmark, +45).
    expect(sl.indexOf('+235')).toBeGreaterThan(sl.indexOf('+599'));
    expect(sl.indexOf('+235')).toBeLessThan(sl.indexOf('+45'));
  });
});
