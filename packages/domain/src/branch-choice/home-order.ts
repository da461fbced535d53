import { distanceKm } from '../branches';
import { sortByText } from '../format/collate';
import { formatPostalPlace } from '../format/places';
import { placeForPostalCode } from '../personal-data/postal-codes';
import type { Language, VariantId } from '../variants';
import { regionCentreOf } from './postal-regions';
import { normalisePlace } from './place-names';
import type { BranchPlace } from './postal-search';

/*
 * Branches in the order of nearness to the applicant's home (decision 239): those of the same
 * postal place first, then those of the same postal region, then the rest. Both variants' postal
 * codes are four digits whose first digit is the postal region: in Slovenia 1 Ljubljana,
 * 2 Maribor, 3 Celje, 4 Kranj, 5 Nova Gorica, 6 Koper, 8 Novo mesto, 9 Murska Sobota; in Albania
 * (read off the GeoNames list of data/al-postal-codes.csv by municipality) 1 Tiranë, Kamëz,
 * Krujë, Vorë; 2 Durrës, Kavajë; 3 Elbasan, Librazhd; 4 Shkodër, Lezhë and the north-west;
 * 5 Berat, Kuçovë, Skrapar; 6 Gjirokastër; 7 Korçë, Pogradec, Kolonjë; 8 Dibër, Kukës and the
 * north-east; 9 Fier, Lushnjë, Vlorë, Sarandë.
 */

/** Where the applicant lives: the postal code and place of the address (personal data). */
export interface HomePlace {
  readonly postalCode: string;
  readonly city: string;
}

/** An address of personal data as far as the home is concerned (spec 2 §3 addresses). */
export interface HomeAddress {
  readonly type: 'PERMANENT' | 'TEMPORARY';
  readonly zipCode: string;
  readonly city: string;
  readonly countryCode: string;
}

/**
 * The applicant's home for the branch order: the temporary address in the bank's country when
 * there is one (where the applicant lives now), else the permanent one there; null when neither
 * is in the bank's country.
 */
export function homeFromAddresses(
  addresses: readonly HomeAddress[],
  bankCountry: string,
): HomePlace | null {
  const inCountry = addresses.filter(
    (address) =>
      address.countryCode.toUpperCase() === bankCountry.toUpperCase() &&
      address.zipCode.trim() !== '',
  );
  const home =
    inCountry.find((address) => address.type === 'TEMPORARY') ??
    inCountry.find((address) => address.type === 'PERMANENT');
  return home === undefined ? null : { postalCode: home.zipCode.trim(), city: home.city };
}

/** What a branch needs to be ordered and named: its place and street. */
export interface OrderedBranch extends BranchPlace {
  readonly street: string;
  readonly houseNumber: string;
}

/** The postal region of a four-digit postal code: its first digit; null for another code. */
export function postalRegionOf(postalCode: string): string | null {
  const code = postalCode.trim();
  return /^\d{4}$/.test(code) ? code.charAt(0) : null;
}

/** The place a postal code belongs to (Slovenian place, Albanian municipality), normalised. */
function placeOf(postalCode: string, city: string, variant: VariantId): string {
  return normalisePlace(placeForPostalCode(postalCode, variant) ?? formatPostalPlace(city));
}

/** Same place: the same postal place, or a part of the branch's town ("Ljubljana Šentvid"). */
function samePlace(home: string, branch: string): boolean {
  return home === branch || home.startsWith(`${branch} `) || branch.startsWith(`${home} `);
}

type Point = { readonly lat: number; readonly lon: number };

function centreOf(points: readonly Point[]): Point | null {
  if (points.length === 0) return null;
  const sum = points.reduce((total, point) => ({
    lat: total.lat + point.lat,
    lon: total.lon + point.lon,
  }));
  return { lat: sum.lat / points.length, lon: sum.lon / points.length };
}

/** A branch as a list shows it: "Celje, Stanetova ulica 9" (the place, then the street). */
export function branchLabel(
  branch: Pick<OrderedBranch, 'city' | 'street' | 'houseNumber'>,
): string {
  const street = [branch.street.trim(), branch.houseNumber.trim()].filter(Boolean).join(' ');
  return [formatPostalPlace(branch.city), street].filter(Boolean).join(', ');
}

/**
 * The branches nearest first to the applicant's home. Within the same place by name (place and
 * street) in the reader's alphabet; beyond it by distance from the home's region when its
 * position is known (the Slovenian region's head post office, else the middle of the branches
 * already in the home's place or region), then by name. Without a home: by name.
 */
export function orderBranchesNearHome<B extends OrderedBranch>(
  branches: readonly B[],
  home: HomePlace | null,
  variant: VariantId,
  language: Language,
): B[] {
  const byName = sortByText(branches, branchLabel, language);
  if (home === null || home.postalCode.trim() === '') return byName;
  const homePlace = placeOf(home.postalCode, home.city, variant);
  const homeRegion = postalRegionOf(home.postalCode);
  const rankOf = (branch: B) => {
    if (samePlace(homePlace, placeOf(branch.postalCode, branch.city, variant))) return 0;
    return homeRegion !== null && postalRegionOf(branch.postalCode) === homeRegion ? 1 : 2;
  };
  const ranked = byName.map((branch, index) => ({ branch, index, rank: rankOf(branch) }));
  const centre = variant === 'si' ? regionCentreOf(home.postalCode, 'si') : null;
  const origin =
    centre ??
    centreOf(ranked.filter(({ rank }) => rank === 0).map(({ branch }) => branch)) ??
    centreOf(ranked.filter(({ rank }) => rank === 1).map(({ branch }) => branch));
  const km = (branch: B) => (origin === null ? 0 : distanceKm(origin, branch));
  return ranked
    .map((entry) => ({ ...entry, km: entry.rank === 0 ? 0 : km(entry.branch) }))
    .sort((a, b) => a.rank - b.rank || a.km - b.km || a.index - b.index)
    .map(({ branch }) => branch);
}
