import { SI_POSTAL_CODE_ROWS } from '../../data/si-postal-codes';

/** spec 2 §5 Address: a Slovenian postal code must be one of the list (GeoNames, CC BY 4.0). */
export interface PostalCode {
  readonly code: string;
  readonly place: string;
}

export const SI_POSTAL_CODES: readonly PostalCode[] = SI_POSTAL_CODE_ROWS.map(([code, place]) => ({
  code,
  place,
}));

const PLACE_BY_CODE = new Map(SI_POSTAL_CODE_ROWS);

export function isSlovenianPostalCode(code: string): boolean {
  return PLACE_BY_CODE.has(code.trim());
}

/**
 * The city lookup by postal code (spec 3 externalservices/city): the place name without the
 * delivery/P.O.-box suffix the list adds to the big towns ("Ljubljana - dostava" → "Ljubljana").
 */
export function placeForPostalCode(code: string): string | null {
  const place = PLACE_BY_CODE.get(code.trim());
  return place === undefined ? null : place.replace(/\s+-\s+(dostava|poštni predali)$/u, '');
}
