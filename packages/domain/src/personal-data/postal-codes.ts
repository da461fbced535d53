import { formatPostalPlace } from '../format/postal-place';
import { AL_POSTAL_CODE_ROWS } from '../../data/al-postal-codes';
import { SI_POSTAL_CODE_ROWS } from '../../data/si-postal-codes';
import type { VariantId } from '../variants';

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
 * Albanian postal codes (decision 178, GeoNames, CC BY 4.0): one entry per code, the post offices
 * of a code that serves several joined ("Bujan, Lekbibaj, Llugaj, Margegaj").
 */
export const AL_POSTAL_CODES: readonly PostalCode[] = [
  ...AL_POSTAL_CODE_ROWS.reduce((byCode, [code, place]) => {
    const known = byCode.get(code);
    return byCode.set(code, known === undefined ? place : `${known}, ${place}`);
  }, new Map<string, string>()),
].map(([code, place]) => ({ code, place }));

/** The municipality (bashkia) of each Albanian code: the first row's when a code has several. */
const AL_MUNICIPALITY_BY_CODE = new Map<string, string>();
for (const [code, , municipality] of AL_POSTAL_CODE_ROWS) {
  if (!AL_MUNICIPALITY_BY_CODE.has(code)) AL_MUNICIPALITY_BY_CODE.set(code, municipality);
}

export function isAlbanianPostalCode(code: string): boolean {
  return AL_MUNICIPALITY_BY_CODE.has(code.trim());
}

/** The ISO country whose postal codes come from a list, and the list, by variant. */
export const POSTAL_CODE_COUNTRY: Readonly<Record<VariantId, 'SI' | 'AL'>> = { si: 'SI', al: 'AL' };

export function postalCodesOf(variant: VariantId): readonly PostalCode[] {
  return variant === 'al' ? AL_POSTAL_CODES : SI_POSTAL_CODES;
}

/** Whether `code` is on the list of `country` (SI or AL); other countries have no list. */
export function isListedPostalCode(country: string, code: string): boolean {
  if (country === 'SI') return isSlovenianPostalCode(code);
  if (country === 'AL') return isAlbanianPostalCode(code);
  return false;
}

/** Countries whose postal code must be chosen from a list. */
export function hasPostalCodeList(country: string): boolean {
  return country === 'SI' || country === 'AL';
}

/**
 * The city lookup by postal code (spec 3 externalservices/city): the place name without the
 * delivery/P.O.-box suffix the list adds to the big towns ("Ljubljana - dostava" → "Ljubljana").
 * In the al variant the municipality (decision 178): post office names such as "Tirana 8/1, 33"
 * are not city names.
 */
export function placeForPostalCode(code: string, variant: VariantId = 'si'): string | null {
  if (variant === 'al') return AL_MUNICIPALITY_BY_CODE.get(code.trim()) ?? null;
  const place = PLACE_BY_CODE.get(code.trim());
  return place === undefined ? null : formatPostalPlace(place);
}
