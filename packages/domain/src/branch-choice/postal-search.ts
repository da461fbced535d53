import { distanceKm } from '../branches';
import { placeForPostalCode, postalCodesOf } from '../personal-data/postal-codes';
import type { VariantId } from '../variants';
import { normalisePlace } from './place-names';
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

function areaOf(code: string, variant: VariantId): PostalArea | null {
  const place = placeForPostalCode(code, variant);
  const centre = regionCentreOf(code, variant);
  return place === null || centre === null ? null : { code, place, centre };
}

type NamedCode = { readonly code: string; readonly name: string };

/** The exact name first, then a name it starts, then a name with a word it starts. */
function matchPlace(places: readonly NamedCode[], wanted: string): NamedCode | undefined {
  return (
    places.find((place) => place.name === wanted) ??
    places.find((place) => place.name.startsWith(`${wanted} `) || place.name.startsWith(wanted)) ??
    places.find((place) => place.name.split(' ').some((word) => word.startsWith(wanted)))
  );
}

/**
 * The postal area typed by the applicant, from the postal list of the variant: a four-digit code
 * ("4220", "4220 Škofja Loka"; "9401" in Albania) or a place name, with or without diacritics
 * ("skofja loka", "Murska", "Vlore"). A name equal to a place wins over one that only starts it,
 * and the lowest code wins among equals (the delivery code of a town, e.g. 1000 for Ljubljana).
 * The place is the Slovenian postal place or the Albanian municipality; the list's post office
 * names ("Tirana 5") are searched after them. Null when nothing matches.
 */
export function findPostalArea(query: string, variant: VariantId): PostalArea | null {
  const code = /^\s*(\d{4})\b/.exec(query)?.[1];
  if (code !== undefined) return areaOf(code, variant);
  const wanted = normalisePlace(query);
  if (wanted.length < MIN_PLACE_QUERY_LENGTH) return null;
  const rows = postalCodesOf(variant);
  const places = rows.map((row) => ({
    code: row.code,
    name: normalisePlace(placeForPostalCode(row.code, variant) ?? row.place),
  }));
  const offices = rows.flatMap((row) =>
    row.place.split(', ').map((office) => ({ code: row.code, name: normalisePlace(office) })),
  );
  const match = matchPlace(places, wanted) ?? matchPlace(offices, wanted);
  return match === undefined ? null : areaOf(match.code, variant);
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
