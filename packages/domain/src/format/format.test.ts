import { describe, expect, it } from 'vitest';
import type { Language } from '../variants';
import {
  formatAmount,
  formatBasisPoints,
  formatCountry,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPhoneNumber,
  formatPlace,
  formatPlaceInCountry,
  formatPostalPlace,
  formatTime,
} from './index';

// Decision 238: the expected texts are written by hand from each language's conventions, not
// produced by Intl. "·" stands for the no-break space (U+00A0) the module joins number and sign with.
const shown = (text: string) => text.replace(/\u00a0/g, '·');

type Row = readonly [value: string, expected: Readonly<Record<Language, string>>];

describe('dates', () => {
  const long: readonly Row[] = [
    ['2026-12-28', { sl: '28. decembra 2026', en: '28 December 2026', sq: '28 dhjetor 2026' }],
    ['2026-01-01', { sl: '1. januarja 2026', en: '1 January 2026', sq: '1 janar 2026' }],
    ['2027-03-05', { sl: '5. marca 2027', en: '5 March 2027', sq: '5 mars 2027' }],
    ['2026-08-15', { sl: '15. avgusta 2026', en: '15 August 2026', sq: '15 gusht 2026' }],
    ['2026-11-09', { sl: '9. novembra 2026', en: '9 November 2026', sq: '9 nëntor 2026' }],
  ];
  const short: readonly Row[] = [
    ['2026-12-28', { sl: '28. 12. 2026', en: '28/12/2026', sq: '28.12.2026' }],
    ['2026-01-05', { sl: '5. 1. 2026', en: '05/01/2026', sq: '05.01.2026' }],
  ];

  it.each(long)('writes %s in running text in each language', (value, expected) => {
    for (const language of ['sl', 'en', 'sq'] as const) {
      expect(formatDate(value, language)).toBe(expected[language]);
    }
  });

  it.each(short)('writes %s for tables and forms in each language', (value, expected) => {
    for (const language of ['sl', 'en', 'sq'] as const) {
      expect(formatDate(value, language, { style: 'short' })).toBe(expected[language]);
    }
  });

  it('reads an instant in the bank’s time zone, so late evening UTC is already the next day', () => {
    const instant = new Date('2026-12-27T23:30:00Z');
    expect(formatDate(instant, 'sl', { timeZone: 'Europe/Ljubljana' })).toBe('28. decembra 2026');
    expect(formatDate(instant, 'en', { timeZone: 'UTC' })).toBe('27 December 2026');
    expect(formatDate('2026-12-27T23:30:00Z', 'sq', { timeZone: 'Europe/Tirane' })).toBe(
      '28 dhjetor 2026',
    );
  });

  it('writes times on the 24-hour clock and never in US order', () => {
    const instant = new Date('2026-11-28T19:48:00Z');
    expect(formatTime(instant, 'Europe/Ljubljana')).toBe('20:48');
    expect(formatDateTime(instant, 'en', { timeZone: 'Europe/Ljubljana' })).toBe(
      '28/11/2026, 20:48',
    );
    expect(formatDateTime(instant, 'sl', { timeZone: 'Europe/Ljubljana' })).toBe(
      '28. 11. 2026, 20:48',
    );
    expect(formatDateTime(instant, 'sq', { timeZone: 'Europe/Tirane' })).toBe('28.11.2026, 20:48');
    expect(formatDateTime(instant, 'sl', { style: 'long', timeZone: 'Europe/Ljubljana' })).toBe(
      '28. novembra 2026, 20:48',
    );
  });

  const months: readonly Row[] = [
    ['2026-12', { sl: 'december 2026', en: 'December 2026', sq: 'dhjetor 2026' }],
    ['2027-03-15', { sl: 'marec 2027', en: 'March 2027', sq: 'mars 2027' }],
    ['2026-07', { sl: 'julij 2026', en: 'July 2026', sq: 'korrik 2026' }],
    ['2026-13', { sl: '', en: '', sq: '' }],
  ];

  it.each(months)('names the month %s with its year, in the nominative', (value, expected) => {
    for (const language of ['sl', 'en', 'sq'] as const) {
      expect(formatMonth(value, language)).toBe(expected[language]);
    }
  });

  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [125, '2:05'],
    [3599, '59:59'],
    [3609, '1:00:09'],
    [-5, '0:00'],
  ] as const)('writes %s seconds as %s on a clock face', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('writes nothing for a value that is not a date, never "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'sl')).toBe('');
    expect(formatDateTime('', 'sq')).toBe('');
    expect(formatTime('later')).toBe('');
  });
});

describe('money', () => {
  const rows: readonly (readonly [number, string, Readonly<Record<Language, string>>])[] = [
    [167_788, 'EUR', { sl: '1.677,88·€', en: '€1,677.88', sq: '1·677,88·€' }],
    [10_000, 'EUR', { sl: '100,00·€', en: '€100.00', sq: '100,00·€' }],
    [100_000, 'EUR', { sl: '1.000,00·€', en: '€1,000.00', sq: '1·000,00·€' }],
    [123_456_789, 'EUR', { sl: '1.234.567,89·€', en: '€1,234,567.89', sq: '1·234·567,89·€' }],
    [5, 'EUR', { sl: '0,05·€', en: '€0.05', sq: '0,05·€' }],
    [-0.4, 'EUR', { sl: '0,00·€', en: '€0.00', sq: '0,00·€' }],
    [-2_50, 'EUR', { sl: '-2,50·€', en: '-€2.50', sq: '-2,50·€' }],
    [15_000_000, 'ALL', { sl: '150.000,00·ALL', en: 'ALL·150,000.00', sq: '150·000,00·Lekë' }],
  ];
  it.each(rows)(
    'writes %i minor units of %s with grouped thousands',
    (minor, currency, expected) => {
      for (const language of ['sl', 'en', 'sq'] as const) {
        expect(shown(formatMoney(minor, currency, language))).toBe(expected[language]);
      }
    },
  );

  it('writes whole units for sliders and round offers', () => {
    expect(shown(formatMoney(1_000_000, 'EUR', 'sl', { whole: true }))).toBe('10.000·€');
    expect(shown(formatMoney(1_000_000, 'EUR', 'en', { whole: true }))).toBe('€10,000');
    expect(shown(formatMoney(50_000_000, 'ALL', 'sq', { whole: true }))).toBe('500·000·Lekë');
  });

  it('reads the API’s decimal amounts', () => {
    expect(shown(formatAmount('1677.88', 'EUR', 'sl'))).toBe('1.677,88·€');
    expect(shown(formatAmount(2500, 'ALL', 'en'))).toBe('ALL·2,500.00');
    expect(formatAmount('n/a', 'EUR', 'en')).toBe('');
  });
});

describe('numbers and percentages', () => {
  it('groups thousands and uses the language’s decimal sign', () => {
    expect(shown(formatNumber(1677.88, 'sl', { fractionDigits: 2 }))).toBe('1.677,88');
    expect(shown(formatNumber(1677.88, 'en', { fractionDigits: 2 }))).toBe('1,677.88');
    expect(shown(formatNumber(1677.88, 'sq', { fractionDigits: 2 }))).toBe('1·677,88');
    expect(formatNumber(84, 'sl')).toBe('84');
    expect(formatNumber(1.005, 'en', { fractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('writes rates the way each language does', () => {
    expect(shown(formatPercent(0.017, 'sl'))).toBe('1,70·%');
    expect(formatPercent(0.017, 'en')).toBe('1.70%');
    expect(formatPercent(0.017, 'sq')).toBe('1,70%');
    expect(shown(formatBasisPoints(1234, 'sl'))).toBe('12,34·%');
    expect(formatPercent(0.08, 'en', { fractionDigits: 0 })).toBe('8%');
  });

  it('writes a file size in kilobytes', () => {
    expect(shown(formatFileSize(12_345, 'sl'))).toBe('12,3·kB');
    expect(shown(formatFileSize(1_234_567, 'en'))).toBe('1,234.6·kB');
  });
});

describe('phones, places and countries', () => {
  it('writes phones in international grouping', () => {
    expect(formatPhoneNumber('+38641555202')).toBe('+386 41 555 202');
    expect(formatPhoneNumber('+355 0691234567')).toBe('+355 69 123 4567');
  });

  it('writes the place, never the postal list’s delivery suffix', () => {
    expect(formatPostalPlace('Ljubljana - dostava')).toBe('Ljubljana');
    expect(formatPostalPlace('Maribor - poštni predali')).toBe('Maribor');
    expect(formatPlace('1000', 'Ljubljana - dostava')).toBe('1000 Ljubljana');
    expect(formatPlace('1001', 'Tiranë')).toBe('1001 Tiranë');
  });

  it('names a country in the reader’s language and leaves out the bank’s own', () => {
    expect(formatCountry('AL', 'sq')).toBe('Shqipëri');
    expect(formatCountry('al', 'en')).toBe('Albania');
    expect(formatCountry('SI', 'sl')).toBe('Slovenija');
    expect(formatPlaceInCountry('1000', 'Ljubljana', 'SI', 'sl', 'SI')).toBe('1000 Ljubljana');
    expect(formatPlaceInCountry('10115', 'Berlin', 'DE', 'sl', 'SI')).toBe('10115 Berlin, Nemčija');
    expect(formatPlaceInCountry('', 'Tiranë', 'AL', 'en', 'SI')).toBe('Tiranë, Albania');
    expect(formatPlaceInCountry('', '', 'DE', 'en', 'SI')).toBe('Germany');
  });
});
