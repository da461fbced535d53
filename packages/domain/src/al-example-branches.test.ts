import { describe, expect, it } from 'vitest';
import { AL_EXAMPLE_BRANCHES } from './al-example-branches';
import { ZBranch } from './branches';
import { normalisePlace } from './branch-choice/place-names';
import { isAlbanianPostalCode, placeForPostalCode } from './personal-data/postal-codes';

// Albania lies between about 39.6° and 42.7° north and 19.2° and 21.1° east.
const inAlbania = ({ lat, lon }: { lat: number; lon: number }) =>
  lat > 39.6 && lat < 42.7 && lon > 19.2 && lon < 21.1;

describe('the al variant’s example branches (decision 236)', () => {
  it('each parses as a branch of the API', () => {
    for (const branch of AL_EXAMPLE_BRANCHES) expect(ZBranch.parse(branch)).toEqual(branch);
  });

  it('each has an Albanian postal code of its own town, a position in Albania and a +355 phone', () => {
    for (const branch of AL_EXAMPLE_BRANCHES) {
      expect(isAlbanianPostalCode(branch.postalCode), branch.id).toBe(true);
      const municipality = placeForPostalCode(branch.postalCode, 'al') ?? '';
      expect(normalisePlace(municipality), branch.id).toBe(normalisePlace(branch.city));
      expect(inAlbania(branch), branch.id).toBe(true);
      expect(branch.phone.startsWith('+355 '), branch.id).toBe(true);
    }
  });

  it('has unique ids, several in Tiranë, and a dozen towns', () => {
    const ids = AL_EXAMPLE_BRANCHES.map((branch) => branch.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(AL_EXAMPLE_BRANCHES.filter((branch) => branch.city === 'Tiranë').length).toBeGreaterThan(
      1,
    );
    expect(new Set(AL_EXAMPLE_BRANCHES.map((branch) => branch.city)).size).toBeGreaterThanOrEqual(
      12,
    );
  });

  it('is closed on Sundays and open on weekdays everywhere', () => {
    for (const { openingHours } of AL_EXAMPLE_BRANCHES) {
      expect(openingHours.SUNDAY.closed).toBe(true);
      expect(openingHours.MONDAY.closed).toBe(false);
    }
  });
});
