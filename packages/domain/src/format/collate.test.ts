import { describe, expect, it } from 'vitest';
import { compareText, sortByText } from './collate';

// Decision 239: the expected orders are written by hand from each alphabet, not produced by Intl.
const sorted = (texts: readonly string[], language: 'sl' | 'en' | 'sq') =>
  sortByText(texts, (text) => text, language);

describe('Slovenian order', () => {
  it('puts Č, Š and Ž after C, S and Z', () => {
    expect(
      sorted(['Žalec', 'Tolmin', 'Šentjur', 'Zagorje', 'Celje', 'Sevnica', 'Črnomelj'], 'sl'),
    ).toEqual(['Celje', 'Črnomelj', 'Sevnica', 'Šentjur', 'Tolmin', 'Zagorje', 'Žalec']);
  });

  it('compares letter by letter, a space before any letter', () => {
    expect(sorted(['Cerklje', 'Celje', 'Novak', 'Nova Gorica', 'Novo mesto'], 'sl')).toEqual([
      'Celje',
      'Cerklje',
      'Nova Gorica',
      'Novak',
      'Novo mesto',
    ]);
  });

  it('reads Č inside a word as its own letter ("Koče" after "Kocka")', () => {
    expect(sorted(['Koče', 'Kocka', 'Kozina'], 'sl')).toEqual(['Kocka', 'Koče', 'Kozina']);
  });

  it('ignores case and other accents at the first level', () => {
    expect(sorted(['Österreich', 'Oman', 'Panama'], 'sl')).toEqual([
      'Oman',
      'Österreich',
      'Panama',
    ]);
    expect(sorted(['ŠENČUR', 'Sežana', 'šempeter'], 'sl')).toEqual([
      'Sežana',
      'šempeter',
      'ŠENČUR',
    ]);
  });
});

describe('Albanian order', () => {
  it('puts Ç after C and Ë after E', () => {
    expect(sorted(['Durrës', 'Çorovodë', 'Cakran', 'Ëndërr', 'Elbasan', 'Fier'], 'sq')).toEqual([
      'Cakran',
      'Çorovodë',
      'Durrës',
      'Elbasan',
      'Ëndërr',
      'Fier',
    ]);
  });

  it('counts the nine digraphs as letters of their own', () => {
    expect(sorted(['Dhërmi', 'Durrës', 'Shkodër', 'Sarandë', 'Tropojë', 'Theth'], 'sq')).toEqual([
      'Durrës',
      'Dhërmi',
      'Sarandë',
      'Shkodër',
      'Tropojë',
      'Theth',
    ]);
    expect(
      sorted(['Gjirokastër', 'Gramsh', 'Lushnjë', 'Llogara', 'Xhafzotaj', 'Xarë'], 'sq'),
    ).toEqual(['Gramsh', 'Gjirokastër', 'Lushnjë', 'Llogara', 'Xarë', 'Xhafzotaj']);
    expect(sorted(['Zharrëz', 'Zvërnec', 'Rrogozhinë', 'Rubik', 'Njësia', 'Nuk'], 'sq')).toEqual([
      'Nuk',
      'Njësia',
      'Rubik',
      'Rrogozhinë',
      'Zvërnec',
      'Zharrëz',
    ]);
  });

  it('reads a digraph in any case ("DH", "Dh", "dh")', () => {
    expect(sorted(['DHËRMI', 'Durrës', 'dhoma'], 'sq')).toEqual(['Durrës', 'DHËRMI', 'dhoma']);
  });
});

describe('English order', () => {
  it('is plain Latin order, accents ignored', () => {
    expect(
      sorted(
        ['Zambia', 'Šentjur', 'Sevnica', 'Çorovodë', 'Cyprus', 'Åland Islands', 'Austria'],
        'en',
      ),
    ).toEqual(['Åland Islands', 'Austria', 'Çorovodë', 'Cyprus', 'Šentjur', 'Sevnica', 'Zambia']);
  });

  it('reads letters Unicode does not decompose as their Latin letters', () => {
    expect(sorted(['Łódź', 'Lyon', 'Luxembourg'], 'en')).toEqual(['Łódź', 'Luxembourg', 'Lyon']);
  });
});

describe('ties', () => {
  it('puts the unaccented, then the lower-case text first among equal letters', () => {
    const compare = compareText('en');
    expect(compare('resume', 'résumé')).toBeLessThan(0);
    expect(compare('paris', 'Paris')).toBeLessThan(0);
    expect(compare('Paris', 'Paris')).toBe(0);
  });

  it('orders digits before letters and keeps equal texts in their given order', () => {
    expect(sorted(['Bled', '2000 Maribor', '1000 Ljubljana'], 'sl')).toEqual([
      '1000 Ljubljana',
      '2000 Maribor',
      'Bled',
    ]);
    const items = [
      { id: 1, name: 'Celje' },
      { id: 2, name: 'Celje' },
    ];
    expect(sortByText(items, (item) => item.name, 'sl').map((item) => item.id)).toEqual([1, 2]);
  });

  it('gives the same order as compareText in Array.prototype.sort', () => {
    const texts = ['Šentjur', 'Sevnica', 'Celje', 'Čatež', 'Cerklje', 'Žiri', 'Zreče'];
    expect([...texts].sort(compareText('sl'))).toEqual(sorted(texts, 'sl'));
  });
});
