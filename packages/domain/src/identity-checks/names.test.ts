import { describe, expect, it } from 'vitest';
import { compareNames } from './names';

describe('compareNames', () => {
  it('when a Slovenian name is typed with its diacritics and read from the MRZ without them, then it is the same name', () => {
    expect(compareNames('Živa Čeh', 'ZIVA CEH')).toBe('SAME');
    expect(compareNames('Đorđe Šuštar', 'DORDE<<SUSTAR')).toBe('SAME');
  });

  it('when an Albanian name has Ë and Ç, then the MRZ’s E and C match them', () => {
    expect(compareNames('Ëlira Çela', 'CELA<<ELIRA')).toBe('SAME');
  });

  it('when an umlaut is written either as one letter or as two, then both match', () => {
    expect(compareNames('Jürgen Müller', 'MUELLER JUERGEN')).toBe('SAME');
    expect(compareNames('Jürgen Müller', 'MULLER JURGEN')).toBe('SAME');
    expect(compareNames('Søren Strauß', 'SOREN STRAUSS')).toBe('SAME');
  });

  it('when the words come in another order or with other separators, then it is the same name', () => {
    expect(compareNames('Novak Ana', 'Ana Novak')).toBe('SAME');
    expect(compareNames('Ana-Marija Kos', 'KOS<<ANA<MARIJA')).toBe('SAME');
  });

  it('when one spelling leaves out a second given name, then it is contained, not different', () => {
    expect(compareNames('Ana Novak', 'NOVAK<<ANA<ZIVA')).toBe('CONTAINED');
    expect(compareNames('Ana Živa Novak', 'Ana Novak')).toBe('CONTAINED');
  });

  it('when the document cut its last given name at the field’s end, then its beginning matches', () => {
    const typed = 'Ana Marija Elizabeta Novaković';
    const read = 'ANA MARIJA ELIZABET NOVAKOVIC';
    expect(compareNames(typed, read)).toBe('DIFFERENT');
    expect(compareNames(typed, read, 'ELIZABET')).toBe('CONTAINED');
    // The given names after the cut are missing from the document altogether.
    expect(compareNames('Ana Marija Elizabeta Roza Novaković', read, 'ELIZABET')).toBe('CONTAINED');
    // Only the cut word, and only as a beginning.
    expect(compareNames('Ana Marija Lizabet Novaković', read, 'ELIZABET')).toBe('DIFFERENT');
    expect(compareNames('Ana Marija Elizabeta Novak', read, 'ELIZABET')).toBe('DIFFERENT');
  });

  it('when a word of each side is missing from the other, then the names differ', () => {
    expect(compareNames('Maja Kranjc', 'NOVAK<<ANA<ZIVA')).toBe('DIFFERENT');
    expect(compareNames('Ana Kranjc', 'Ana Novak')).toBe('DIFFERENT');
    // A word counts once: one "Ana" does not stand for two.
    expect(compareNames('Ana Ana Novak', 'Ana Novak Kos')).toBe('DIFFERENT');
  });

  it('when a side has no letters, then there is nothing to compare', () => {
    expect(compareNames('', 'Ana Novak')).toBeNull();
    expect(compareNames('Ana Novak', ' - ')).toBeNull();
  });
});
