import { describe, expect, it } from 'vitest';
import { matchPayerName, nameWords } from './payer-name-match';

const ana = { givenNames: 'Ana Marija', surnames: 'Čebulj-Škerl' };
const janez = { givenNames: 'Janez', surnames: 'Novak' };

describe('payer name match', () => {
  it('ignores case, diacritics, punctuation and extra spaces', () => {
    expect(nameWords('  ČEBULJ-ŠKERL,  Ana ')).toEqual(['cebulj', 'skerl', 'ana']);
    expect(matchPayerName('ANA MARIJA CEBULJ SKERL', ana).matches).toBe(true);
    expect(matchPayerName('ana   marija čebulj-škerl', ana).matches).toBe(true);
  });

  it('ignores the order of the names', () => {
    expect(matchPayerName('Novak Janez', janez).matches).toBe(true);
    expect(matchPayerName('Škerl Čebulj Ana', ana).matches).toBe(true);
  });

  it('lets middle names be left out or written as an initial', () => {
    expect(matchPayerName('Ana Čebulj-Škerl', ana).matches).toBe(true);
    expect(matchPayerName('Ana M. Čebulj-Škerl', ana).matches).toBe(true);
    expect(matchPayerName('Ana Čebulj', ana).matches).toBe(true);
  });

  it('reads Đ as D or Dj and Ć as C', () => {
    const djordje = { givenNames: 'Đorđe', surnames: 'Ćosić' };
    expect(matchPayerName('Djordje Cosic', djordje).matches).toBe(true);
    expect(matchPayerName('DORDE COSIC', djordje).matches).toBe(true);
  });

  it('forgives a name cut at the 33 characters of the UPN field', () => {
    const long = { givenNames: 'Maximiliana Antonija', surnames: 'Vrhovnik Zupančič' };
    const cut = 'Maximiliana Antonija Vrhovnik Zup';
    expect(cut).toHaveLength(33);
    expect(matchPayerName(cut, long).matches).toBe(true);
    expect(matchPayerName('Maximiliana Zup', long)).toEqual({
      matches: false,
      reason: 'UNKNOWN_WORDS',
    });
  });

  it('sends other people, extra words and initials only to an operator', () => {
    expect(matchPayerName('Marija Novak', janez)).toEqual({
      matches: false,
      reason: 'UNKNOWN_WORDS',
    });
    expect(matchPayerName('Janez in Marija Novak', janez).matches).toBe(false);
    expect(matchPayerName('J. Novak', janez)).toEqual({
      matches: false,
      reason: 'GIVEN_NAME_MISSING',
    });
    expect(matchPayerName('Janez', janez)).toEqual({ matches: false, reason: 'SURNAME_MISSING' });
    expect(matchPayerName('  ', janez)).toEqual({ matches: false, reason: 'EMPTY' });
    expect(matchPayerName('Novak Novak', janez).matches).toBe(false);
  });
});
