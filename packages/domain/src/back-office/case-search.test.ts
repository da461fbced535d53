import { describe, expect, it } from 'vitest';
import {
  emailSearchKey,
  ibanSearchKey,
  identifiesACase,
  identifierSearchKey,
  nameIndexTokens,
  nameQueryTokens,
  parseApplicationNumber,
  phoneOfParts,
  phoneSearchKey,
  ZCaseSearchQuery,
} from './case-search';

const issuesOf = (input: Record<string, unknown>) => {
  const parsed = ZCaseSearchQuery.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message }));
};

describe('name tokens', () => {
  it('folds case and accents so a name typed without them finds the stored one', () => {
    expect(nameIndexTokens('Ana Česnik')).toEqual(['ana', 'cesnik']);
    expect(nameQueryTokens('cesnik')).toEqual(['cesnik']);
    expect(nameQueryTokens('ČESNIK')).toEqual(['cesnik']);
    expect(nameIndexTokens('Ëndrit Çela')).toEqual(['endrit', 'cela']);
    expect(nameIndexTokens('Šime Žagar')).toEqual(['sime', 'zagar']);
  });

  it('splits at hyphens and spaces and drops apostrophes', () => {
    expect(nameIndexTokens("Novak-Česnik  O'Neil")).toEqual(['novak', 'cesnik', 'oneil']);
  });

  it('indexes Đ as DJ and as D, and reads a typed Đ as DJ', () => {
    expect(nameIndexTokens('Đorđe')).toEqual(['djordje', 'dorde']);
    expect(nameQueryTokens('Đorđe')).toEqual(['djordje']);
    expect(nameIndexTokens('Đorđe')).toContain(nameQueryTokens('Dorde')[0]);
    expect(nameIndexTokens('Đorđe')).toContain(nameQueryTokens('Djordje')[0]);
  });

  it('matches whole words only: no prefix', () => {
    expect(nameIndexTokens('Ana Česnik')).not.toContain(nameQueryTokens('Česn')[0]);
  });

  it('has no token for signs alone', () => {
    expect(nameQueryTokens(' - ')).toEqual([]);
  });
});

describe('identifier keys', () => {
  it('brings phones to the international form', () => {
    expect(phoneSearchKey('+386 41 123 456', '+386')).toBe('+38641123456');
    expect(phoneSearchKey('00386 41123456', '+386')).toBe('+38641123456');
    expect(phoneSearchKey('041 123 456', '+386')).toBe('+38641123456');
    expect(phoneSearchKey('069 123 4567', '+355')).toBe('+355691234567');
    expect(phoneSearchKey('12', '+386')).toBeNull();
    expect(phoneOfParts('+386', '041 123 456')).toBe('+38641123456');
  });

  it('compacts e-mails, identifiers and IBANs', () => {
    expect(emailSearchKey('  Ana.Cesnik@Example.COM ')).toBe('ana.cesnik@example.com');
    expect(identifierSearchKey('pa 123-456<<')).toBe('PA123456');
    expect(identifierSearchKey('0101 990 500 006')).toBe('0101990500006');
    expect(ibanSearchKey('si56 1910 0000 0123 438')).toBe('SI56191000000123438');
  });

  it('reads an application number as shown or as its sequence', () => {
    expect(parseApplicationNumber('2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseApplicationNumber(' 123 ')).toEqual({ year: null, sequence: 123 });
    expect(parseApplicationNumber('2026-000000')).toBeNull();
    expect(parseApplicationNumber('abc')).toBeNull();
  });
});

describe('ZCaseSearchQuery', () => {
  it('takes empty fields as not given and pages from 1 by 20', () => {
    const parsed = ZCaseSearchQuery.parse({ name: '  ', email: '', state: '' });
    expect(parsed).toEqual({ page: 1, pageSize: 20 });
    expect(identifiesACase(parsed)).toBe(false);
  });

  it('reads query strings: numbers and choices', () => {
    const parsed = ZCaseSearchQuery.parse({
      name: 'cesnik',
      product: 'CURRENTACCOUNT',
      state: 'PROSPECT_VERIFIED',
      from: '2026-01-01',
      to: '2026-12-31',
      page: '3',
      pageSize: '50',
    });
    expect(parsed).toMatchObject({ name: 'cesnik', page: 3, pageSize: 50 });
    expect(identifiesACase(parsed)).toBe(true);
  });

  it('names the field of each bad value', () => {
    expect(issuesOf({ applicationNumber: 'x-1' })).toEqual([
      { field: 'applicationNumber', code: 'caseSearch.error.applicationNumber' },
    ]);
    expect(issuesOf({ email: 'no-at-sign' })).toEqual([
      { field: 'email', code: 'caseSearch.error.email' },
    ]);
    expect(issuesOf({ iban: 'not an iban' })).toEqual([
      { field: 'iban', code: 'caseSearch.error.iban' },
    ]);
    expect(issuesOf({ state: 'SOMETHING' })).toEqual([
      { field: 'state', code: 'caseSearch.error.state' },
    ]);
    expect(issuesOf({ from: '2026-02-28' })).toEqual([]);
    expect(issuesOf({ from: '2026-02-30' })).toEqual([
      { field: 'from', code: 'caseSearch.error.date' },
    ]);
    expect(issuesOf({ from: '2026-13-01' })).toEqual([
      { field: 'from', code: 'caseSearch.error.date' },
    ]);
    expect(issuesOf({ from: '2026-05-02', to: '2026-05-01' })).toEqual([
      { field: 'to', code: 'caseSearch.error.dateOrder' },
    ]);
    expect(issuesOf({ pageSize: '101' })).toEqual([
      { field: 'pageSize', code: 'caseSearch.error.pageSize' },
    ]);
    expect(issuesOf({ page: '0' })).toEqual([{ field: 'page', code: 'caseSearch.error.page' }]);
    expect(issuesOf({ unknown: 'x' }).map((issue) => issue.field)).toEqual(['']);
  });
});
