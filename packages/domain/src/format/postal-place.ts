// A place name alone, in a file of its own: the postal-code lookup uses it without loading the
// country names the rest of places.ts needs (decision 238).

/** The suffixes the Slovenian postal list adds to big towns' delivery and P.O.-box codes. */
const POSTAL_SUFFIX = /\s+-\s+(?:dostava|poštni predali)$/u;

/** A postal list's place name as people write it ("Ljubljana - dostava" → "Ljubljana"). */
export function formatPostalPlace(name: string): string {
  return name.trim().replace(POSTAL_SUFFIX, '');
}
