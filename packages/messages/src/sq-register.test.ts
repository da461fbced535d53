import { describe, expect, it } from 'vitest';
import sq from './sq';
import { flattenCatalog } from './translator';

/**
 * The Albanian catalogue addresses the applicant formally ("ju") everywhere (decision 215). Each
 * marker is a word of the informal "ti" register that has no formal use. Letters are matched with
 * `\p{L}`, because `\b` does not treat "ë" as a letter.
 */
const INFORMAL_MARKERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['tënd / tënde', /(?<!\p{L})tënd\p{L}*/iu],
  ['jote', /(?<!\p{L})jote(?!\p{L})/iu],
  ['yt', /(?<!\p{L})yt(?!\p{L})/iu],
  ['të lutem', /(?<!\p{L})të lutem(?!\p{L})/iu],
  // Case-sensitive, so that the abbreviation KE (Komuniteti Evropian) is not taken for it.
  ['ke', /(?<!\p{L})[Kk]e(?!\p{L})/u],
  // "do të kemi" (we will have) is fine; "të kemi dërguar" (we have sent you) is informal.
  ['të kemi', /(?<!(?<!\p{L})(?:do|mund|duhet|nuk) )(?<!\p{L})të kemi(?!\p{L})/iu],
  ['jesh', /(?<!\p{L})jesh(?!\p{L})/iu],
];

/** Keys of the sq texts that contain an informal marker, each with the markers it contains. */
function informalTexts(): string[] {
  const offending: string[] = [];
  for (const [key, text] of flattenCatalog(sq)) {
    const found = INFORMAL_MARKERS.filter(([, pattern]) => pattern.test(text)).map(
      ([name]) => name,
    );
    if (found.length > 0) offending.push(`${key} (${found.join(', ')}): ${text}`);
  }
  return offending;
}

describe('sq register', () => {
  it('addresses the applicant formally (ju) in every text', () => {
    const offending = informalTexts();
    expect(
      offending,
      `${offending.length} sq text(s) use the informal "ti" form:\n${offending.join('\n')}`,
    ).toEqual([]);
  });

  it('recognises the informal markers', () => {
    const informal = [
      'Hap llogarinë tënde',
      'Kredia jote',
      'Fjalëkalimi yt',
      'Të lutem hyr përsëri.',
      'Ke tashmë një llogari?',
      'Të kemi dërguar një kod.',
      'kudo që të jesh',
    ];
    const formal = [
      'Hapni llogarinë tuaj',
      'Ju lutem hyni përsëri.',
      'Ju lutemi provoni përsëri.',
      'Keni tashmë një llogari?',
      'Ju kemi dërguar një kod.',
      'Do të kemi nevojë për dokumentin.',
      'kudo që të jeni',
      'Kontrolloni kutinë postare',
      'Direktiva 2008/48/KE',
    ];
    const flagged = (text: string) => INFORMAL_MARKERS.some(([, pattern]) => pattern.test(text));
    expect(informal.filter((text) => !flagged(text))).toEqual([]);
    expect(formal.filter(flagged)).toEqual([]);
  });
});
