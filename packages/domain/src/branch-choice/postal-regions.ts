/**
 * The eight Slovenian postal regions: a postal code's first digit names the region, served from
 * the head post office of its town (1 Ljubljana, 2 Maribor, 3 Celje, 4 Kranj, 5 Nova Gorica,
 * 6 Koper, 8 Novo mesto, 9 Murska Sobota; no code starts with 7). Coordinates of those towns are
 * GeoNames' (www.geonames.org, CC BY 4.0), as carried by the countries-states-cities database,
 * rounded to 4 decimals (about 10 m): a region centre only orders branches, it locates nobody.
 */
export interface RegionCentre {
  readonly town: string;
  readonly lat: number;
  readonly lon: number;
}

export const SI_POSTAL_REGION_CENTRES: Readonly<Record<string, RegionCentre>> = {
  '1': { town: 'Ljubljana', lat: 46.0511, lon: 14.5051 },
  '2': { town: 'Maribor', lat: 46.5547, lon: 15.6467 },
  '3': { town: 'Celje', lat: 46.2309, lon: 15.2604 },
  '4': { town: 'Kranj', lat: 46.2389, lon: 14.3556 },
  '5': { town: 'Nova Gorica', lat: 45.956, lon: 13.6484 },
  '6': { town: 'Koper', lat: 45.5469, lon: 13.7294 },
  '8': { town: 'Novo mesto', lat: 45.804, lon: 15.1689 },
  '9': { town: 'Murska Sobota', lat: 46.6625, lon: 16.1664 },
};

/** The centre of the postal region of a Slovenian postal code, or null for no such region. */
export function regionCentreOf(postalCode: string): RegionCentre | null {
  return SI_POSTAL_REGION_CENTRES[postalCode.trim().charAt(0)] ?? null;
}
