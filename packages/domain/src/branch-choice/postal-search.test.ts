import { describe, expect, it } from 'vitest';
import { AL_EXAMPLE_BRANCHES } from '../al-example-branches';
import { AL_POSTAL_CODES, SI_POSTAL_CODES } from '../personal-data/postal-codes';
import { orderByDistance } from './nearest';
import { SI_POSTAL_REGION_CENTRES, regionCentreOf } from './postal-regions';
import { normalisePlace } from './place-names';
import { findPostalArea, orderBranchesForArea } from './postal-search';

// Branch places as seeded by migration 0003 (towns and postal codes real, GeoNames).
const BRANCHES = [
  { id: 'LJ01', postalCode: '1000', city: 'Ljubljana', lat: 46.0534, lon: 14.503 },
  { id: 'LJ02', postalCode: '1000', city: 'Ljubljana', lat: 46.0742, lon: 14.5122 },
  { id: 'MB01', postalCode: '2000', city: 'Maribor', lat: 46.559, lon: 15.6495 },
  { id: 'CE01', postalCode: '3000', city: 'Celje', lat: 46.2315, lon: 15.264 },
  { id: 'KR01', postalCode: '4000', city: 'Kranj', lat: 46.2425, lon: 14.356 },
  { id: 'KP01', postalCode: '6000', city: 'Koper', lat: 45.5468, lon: 13.731 },
  { id: 'NG01', postalCode: '5000', city: 'Nova Gorica', lat: 45.9555, lon: 13.6475 },
  { id: 'NM01', postalCode: '8000', city: 'Novo mesto', lat: 45.8036, lon: 15.1685 },
  { id: 'MS01', postalCode: '9000', city: 'Murska Sobota', lat: 46.661, lon: 16.162 },
  { id: 'PT01', postalCode: '2250', city: 'Ptuj', lat: 46.4195, lon: 15.8705 },
  { id: 'VE01', postalCode: '3320', city: 'Velenje', lat: 46.359, lon: 15.111 },
  { id: 'SL01', postalCode: '4220', city: 'Škofja Loka', lat: 46.166, lon: 14.3065 },
];
const ids = (branches: readonly { id: string }[]) => branches.map((branch) => branch.id);

describe('postal regions', () => {
  it('has a centre for the first digit of every Slovenian postal code, and none for 7', () => {
    for (const { code } of SI_POSTAL_CODES) expect(regionCentreOf(code, 'si')).not.toBeNull();
    expect(SI_POSTAL_REGION_CENTRES['7']).toBeUndefined();
    expect(regionCentreOf('7000', 'si')).toBeNull();
  });

  it('puts each region centre within a few kilometres of the branch in its town', () => {
    const centres = Object.values(SI_POSTAL_REGION_CENTRES);
    for (const centre of centres) {
      const [nearest] = orderByDistance(BRANCHES, centre);
      expect(normalisePlace(nearest?.city ?? '')).toBe(normalisePlace(centre.town));
      expect(nearest?.distanceKm).toBeLessThan(3);
    }
  });
});

describe('findPostalArea', () => {
  it('reads a four-digit code, alone or with its place', () => {
    expect(findPostalArea('4220', 'si')).toMatchObject({ code: '4220', place: 'Škofja Loka' });
    expect(findPostalArea(' 2250 Ptuj', 'si')).toMatchObject({ code: '2250', place: 'Ptuj' });
    expect(findPostalArea('1000', 'si')).toMatchObject({
      code: '1000',
      place: 'Ljubljana',
      centre: { town: 'Ljubljana' },
    });
  });

  it('refuses a code that is not on the list', () => {
    expect(findPostalArea('1999', 'si')).toBeNull();
    expect(findPostalArea('7000', 'si')).toBeNull();
  });

  it('finds a place by name without diacritics or case, the exact name first', () => {
    expect(findPostalArea('skofja loka', 'si')).toMatchObject({ code: '4220' });
    expect(findPostalArea('LJUBLJANA', 'si')).toMatchObject({ code: '1000' });
    expect(findPostalArea('Murska', 'si')).toMatchObject({ code: '9000', place: 'Murska Sobota' });
    expect(findPostalArea('Šentvid', 'si')?.place).toMatch(/Šentvid/);
  });

  it('needs two letters and finds nothing for an unknown place', () => {
    expect(findPostalArea('L', 'si')).toBeNull();
    expect(findPostalArea('Atlantis', 'si')).toBeNull();
    expect(findPostalArea('', 'si')).toBeNull();
  });
});

describe('findPostalArea in the al variant', () => {
  it('reads an Albanian code as its municipality, where si reads a Slovenian place', () => {
    expect(findPostalArea('1001', 'al')).toMatchObject({
      code: '1001',
      place: 'Tiranë',
      centre: { town: 'Tiranë' },
    });
    expect(findPostalArea('9401 Vlorë', 'al')).toMatchObject({ code: '9401', place: 'Vlorë' });
    expect(findPostalArea('1001', 'si')?.place).toBe('Ljubljana');
    expect(findPostalArea('1000', 'al')).toBeNull();
  });

  it('finds a municipality without diacritics, and a post office name after it', () => {
    expect(findPostalArea('vlore', 'al')).toMatchObject({ code: '9401', place: 'Vlorë' });
    expect(findPostalArea('Tirana', 'al')).toMatchObject({ code: '1001', place: 'Tiranë' });
    expect(findPostalArea('Ljubljana', 'al')).toBeNull();
    expect(findPostalArea('Vlore', 'si')).toBeNull();
  });

  it('orders the branches of the code’s town first, then by the region’s centre', () => {
    const area = findPostalArea('Fier', 'al');
    if (area === null) throw new Error('Fier is a municipality');
    expect(area.centre.town).toBe('Lushnjë');
    expect(ids(orderBranchesForArea(AL_EXAMPLE_BRANCHES, area)).slice(0, 3)).toEqual([
      'FR01',
      'LU01',
      'BR01',
    ]);
  });

  it('has a centre for the first digit of every Albanian postal code', () => {
    for (const { code } of AL_POSTAL_CODES) expect(regionCentreOf(code, 'al')).not.toBeNull();
  });
});

describe('orderBranchesForArea', () => {
  it('puts the branch of the postal code first, then the nearest to the region centre', () => {
    const area = findPostalArea('2250', 'si');
    expect(area).not.toBeNull();
    if (area === null) return;
    expect(ids(orderBranchesForArea(BRANCHES, area)).slice(0, 3)).toEqual(['PT01', 'MB01', 'MS01']);
  });

  it('puts the town’s branches first for a district code of the town', () => {
    const area = findPostalArea('1210', 'si');
    if (area === null) throw new Error('1210 is a postal code');
    expect(area.place).toBe('Ljubljana Šentvid');
    expect(ids(orderBranchesForArea(BRANCHES, area)).slice(0, 2)).toEqual(['LJ01', 'LJ02']);
  });

  it('orders a village without a branch by its region: Medvode (1215) → Ljubljana first', () => {
    const area = findPostalArea('Medvode', 'si');
    if (area === null) throw new Error('Medvode is a place');
    const ordered = ids(orderBranchesForArea(BRANCHES, area));
    expect(ordered.slice(0, 2)).toEqual(['LJ01', 'LJ02']);
    expect(ordered).toHaveLength(BRANCHES.length);
  });
});

describe('orderByDistance', () => {
  it('orders nearest first with distances in tenths of a kilometre', () => {
    // Bled (GeoNames 46.36917, 14.11361): Kranj, then Škofja Loka.
    const ordered = orderByDistance(BRANCHES, { lat: 46.36917, lon: 14.11361 });
    expect(ids(ordered).slice(0, 2)).toEqual(['KR01', 'SL01']);
    expect(ordered[0]?.distanceKm).toBeCloseTo(23.4, 0);
    expect(
      ordered.every(
        (branch, index) =>
          index === 0 || branch.distanceKm >= (ordered[index - 1]?.distanceKm ?? 0),
      ),
    ).toBe(true);
  });
});
