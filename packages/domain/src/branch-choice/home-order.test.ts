import { describe, expect, it } from 'vitest';
import { AL_EXAMPLE_BRANCHES } from '../al-example-branches';
import {
  branchLabel,
  homeFromAddresses,
  orderBranchesNearHome,
  postalRegionOf,
} from './home-order';

// A part of the si variant's branches (drizzle/0003_seed_branches.sql), in no particular order.
const branch = (
  id: string,
  street: string,
  postalCode: string,
  city: string,
  lat: number,
  lon: number,
) => ({
  id,
  street,
  houseNumber: '1',
  postalCode,
  city,
  lat,
  lon,
});
const SI = [
  branch('MS01', 'Slovenska ulica', '9000', 'Murska Sobota', 46.6622, 16.1662),
  branch('VE01', 'Prešernova cesta', '3320', 'Velenje', 46.3592, 15.1103),
  branch('LJ02', 'Dunajska cesta', '1000', 'Ljubljana', 46.0693, 14.5122),
  branch('CE01', 'Stanetova ulica', '3000', 'Celje', 46.2302, 15.2655),
  branch('SL01', 'Kapucinski trg', '4220', 'Škofja Loka', 46.1653, 14.3063),
  branch('LJ01', 'Slovenska cesta', '1000', 'Ljubljana', 46.0529, 14.5034),
  branch('MB01', 'Partizanska cesta', '2000', 'Maribor', 46.5594, 15.6488),
  branch('KP01', 'Pristaniška ulica', '6000', 'Koper', 45.5479, 13.7302),
];
const ids = (branches: readonly { id: string }[]) => branches.map((item) => item.id);

describe('postal regions', () => {
  it('reads the region off the first digit of a four-digit code', () => {
    expect(postalRegionOf('3000')).toBe('3');
    expect(postalRegionOf(' 1001 ')).toBe('1');
    expect(postalRegionOf('10115')).toBeNull();
    expect(postalRegionOf('')).toBeNull();
  });
});

describe('branches nearest the applicant’s home (decision 239)', () => {
  it('puts the same postal place first, then the same region, then the rest by distance', () => {
    const ordered = ids(
      orderBranchesNearHome(SI, { postalCode: '3000', city: 'Celje' }, 'si', 'sl'),
    );
    expect(ordered.slice(0, 2)).toEqual(['CE01', 'VE01']);
    // From Celje's region Ljubljana (about 65 km) is nearer than Koper (about 130 km).
    expect(ordered.indexOf('LJ01')).toBeLessThan(ordered.indexOf('KP01'));
    expect(ordered).toHaveLength(SI.length);
  });

  it('counts a part of a town as the town ("Ljubljana Šentvid") and orders its branches by street', () => {
    const ordered = ids(
      orderBranchesNearHome(SI, { postalCode: '1210', city: 'Ljubljana Šentvid' }, 'si', 'sl'),
    );
    expect(ordered.slice(0, 2)).toEqual(['LJ02', 'LJ01']);
  });

  it('puts a place of the region before a nearer place of another region', () => {
    // 4000 Kranj: Škofja Loka (region 4) first, though Ljubljana is about as near.
    const ordered = ids(
      orderBranchesNearHome(SI, { postalCode: '4000', city: 'Kranj' }, 'si', 'en'),
    );
    expect(ordered[0]).toBe('SL01');
  });

  it('orders Albanian branches by municipality and region, with no coordinates of the home', () => {
    const ordered = orderBranchesNearHome(
      AL_EXAMPLE_BRANCHES,
      { postalCode: '9402', city: 'Vlorë' },
      'al',
      'sq',
    );
    expect(ordered[0]?.city).toBe('Vlorë');
    const region = ordered.slice(1).findIndex((item) => !item.postalCode.startsWith('9'));
    // Fier, Sarandë and Lushnjë (region 9) before any other region.
    expect(
      ordered
        .slice(1, 1 + region)
        .map((item) => item.city)
        .sort(),
    ).toEqual(['Fier', 'Lushnjë', 'Sarandë']);
    const tirana = ids(
      orderBranchesNearHome(
        AL_EXAMPLE_BRANCHES,
        { postalCode: '1010', city: 'Tiranë' },
        'al',
        'sq',
      ),
    );
    expect(tirana.slice(0, 3).sort()).toEqual(['TR01', 'TR02', 'TR03']);
  });

  it('orders by place and street in the reader’s alphabet without a home', () => {
    const ordered = orderBranchesNearHome(SI, null, 'si', 'sl').map(branchLabel);
    expect(ordered.indexOf('Škofja Loka, Kapucinski trg 1')).toBeGreaterThan(
      ordered.indexOf('Murska Sobota, Slovenska ulica 1'),
    );
    expect(ordered.slice(-2)).toEqual([
      'Škofja Loka, Kapucinski trg 1',
      'Velenje, Prešernova cesta 1',
    ]);
    expect(ordered[0]).toBe('Celje, Stanetova ulica 1');
  });
});

describe('branch labels', () => {
  it('names the place and the street, never the place twice', () => {
    expect(branchLabel({ city: 'Celje', street: 'Stanetova ulica', houseNumber: '9' })).toBe(
      'Celje, Stanetova ulica 9',
    );
    expect(
      branchLabel({ city: 'Ljubljana - dostava', street: 'Slovenska cesta', houseNumber: '42' }),
    ).toBe('Ljubljana, Slovenska cesta 42');
  });
});

describe('the applicant’s home', () => {
  const address = (
    type: 'PERMANENT' | 'TEMPORARY',
    zipCode: string,
    city: string,
    countryCode = 'SI',
  ) => ({
    type,
    zipCode,
    city,
    countryCode,
  });

  it('is the temporary address in the bank’s country, else the permanent one', () => {
    expect(
      homeFromAddresses(
        [address('PERMANENT', '9000', 'Murska Sobota'), address('TEMPORARY', '1000', 'Ljubljana')],
        'SI',
      ),
    ).toEqual({
      postalCode: '1000',
      city: 'Ljubljana',
    });
    expect(
      homeFromAddresses(
        [address('PERMANENT', '3000', 'Celje'), address('TEMPORARY', '10115', 'Berlin', 'DE')],
        'SI',
      ),
    ).toEqual({ postalCode: '3000', city: 'Celje' });
  });

  it('is unknown when no address is in the bank’s country', () => {
    expect(homeFromAddresses([address('PERMANENT', '10115', 'Berlin', 'DE')], 'SI')).toBeNull();
    expect(homeFromAddresses([], 'AL')).toBeNull();
  });
});
