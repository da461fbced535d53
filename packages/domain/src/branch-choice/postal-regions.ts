import type { VariantId } from '../variants';

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

/**
 * The nine Albanian postal regions (decision 239): the first digit, centred on the town of the
 * region's first code on the GeoNames list (data/al-postal-codes.csv): 1001 Tiranë, 2001 Durrës,
 * 3001 Elbasan, 4001 Shkodër, 5001 Berat, 6001 Gjirokastër, 7001 Korçë, 8001 Burrel, 9001 Lushnjë.
 * GeoNames coordinates of those towns, rounded to 4 decimals; again only an order, no location.
 */
export const AL_POSTAL_REGION_CENTRES: Readonly<Record<string, RegionCentre>> = {
  '1': { town: 'Tiranë', lat: 41.3275, lon: 19.8189 },
  '2': { town: 'Durrës', lat: 41.3231, lon: 19.4414 },
  '3': { town: 'Elbasan', lat: 41.1125, lon: 20.0822 },
  '4': { town: 'Shkodër', lat: 42.0683, lon: 19.5126 },
  '5': { town: 'Berat', lat: 40.7058, lon: 19.9522 },
  '6': { town: 'Gjirokastër', lat: 40.0758, lon: 20.1389 },
  '7': { town: 'Korçë', lat: 40.6186, lon: 20.7808 },
  '8': { town: 'Burrel', lat: 41.61, lon: 20.0089 },
  '9': { town: 'Lushnjë', lat: 40.9419, lon: 19.705 },
};

/** The centre of the postal region of a postal code of the variant, or null for no such region. */
export function regionCentreOf(postalCode: string, variant: VariantId): RegionCentre | null {
  const centres = variant === 'al' ? AL_POSTAL_REGION_CENTRES : SI_POSTAL_REGION_CENTRES;
  return centres[postalCode.trim().charAt(0)] ?? null;
}
