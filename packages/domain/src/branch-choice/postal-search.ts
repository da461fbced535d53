import { distanceKm } from '../branches';
import { SI_POSTAL_CODES, placeForPostalCode } from '../personal-data/postal-codes';
import { regionCentreOf, type RegionCentre } from './postal-regions';

/** The postal area an applicant's search names: its code, place and region centre. */
export interface PostalArea {
  readonly code: string;
  /** The place without the list's delivery / P.O.-box suffix ("Ljubljana", "Škofja Loka"). */
  readonly place: string;
  readonly centre: RegionCentre;
}

/** Place names shorter than this match too much to be useful ("L" is half the country). */
export const MIN_PLACE_QUERY_LENGTH = 2;

/** Lower case, no diacritics (Č → c, Š → s, Ž → z), one space between words, hyphens as spaces. */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function areaOf(code: string): PostalArea | null {
  const place = placeForPostalCode(code);
  const centre = regionCentreOf(code);
  return place === null || centre === null ? null : { code, place, centre };
}

/**
 * The postal area typed by the applicant: a four-digit code ("4220", "4220 Škofja Loka") or a
 * place name, with or without diacritics ("skofja loka", "Murska"). A name equal to a place wins
 * over one that only starts it, and the lowest code wins among equals (the delivery code of a
 * town, e.g. 1000 for Ljubljana). Null when nothing matches.
 */
export function findPostalArea(query: string): PostalArea | null {
  const code = /^\s*(\d{4})\b/.exec(query)?.[1];
  if (code !== undefined) return areaOf(code);
  const wanted = normalisePlace(query);
  if (wanted.length < MIN_PLACE_QUERY_LENGTH) return null;
  const places = SI_POSTAL_CODES.map((row) => ({
    code: row.code,
    name: normalisePlace(placeForPostalCode(row.code) ?? row.place),
  }));
  const match =
    places.find((place) => place.name === wanted) ??
    places.find((place) => place.name.startsWith(`${wanted} `) || place.name.startsWith(wanted)) ??
    places.find((place) => place.name.split(' ').some((word) => word.startsWith(wanted)));
  return match === undefined ? null : areaOf(match.code);
}

export interface BranchPlace {
  readonly postalCode: string;
  readonly city: string;
  readonly lat: number;
  readonly lon: number;
}

/**
 * Branches for a postal area: those with the same postal code first, then those in the town the
 * place belongs to ("Ljubljana Šentvid" → Ljubljana), then the rest by distance from the centre
 * of the area's postal region. Ties keep the given order.
 */
export function orderBranchesForArea<B extends BranchPlace>(
  branches: readonly B[],
  area: PostalArea,
): B[] {
  const place = normalisePlace(area.place);
  const rank = (branch: B) => {
    if (branch.postalCode === area.code) return 0;
    const city = normalisePlace(branch.city);
    return place === city || place.startsWith(`${city} `) ? 1 : 2;
  };
  return branches
    .map((branch, index) => ({
      branch,
      index,
      rank: rank(branch),
      km: distanceKm(area.centre, branch),
    }))
    .sort((a, b) => a.rank - b.rank || a.km - b.km || a.index - b.index)
    .map(({ branch }) => branch);
}
