import { describe, expect, it } from 'vitest';
import { parseMrz } from './parse';
import { isoCountryOfMrzCode } from './countries';
import { documentPrefillOf, ZDocumentPrefill, ZDocumentReadingResponse } from './prefill';
import { mrzCheckDigit } from './check-digit';
import { EXAMPLE_PERSONAL_DATA_SECTIONS as EXAMPLE } from '../personal-data/example';
import { personalDataIssues } from '../personal-data/personal-data-form';

const today = new Date('2026-11-22T10:00:00Z');
const read = (lines: readonly string[]) => {
  const reading = parseMrz(lines, { today });
  if (!reading) throw new Error('no zone');
  return reading;
};

describe('documentPrefillOf', () => {
  it('offers every checked value of the fixture ID card in the form’s shapes', () => {
    const prefill = documentPrefillOf(
      read([
        'I<SVNIA00123459<<<<<<<<<<<<<<<',
        '9003152F3106305SVN<<<<<<<<<<<2',
        'NOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<',
      ]),
    );
    expect(prefill).toEqual({
      documentType: 'ID',
      lastName: 'NOVAK',
      firstName: 'ANA ZIVA',
      documentNumber: 'IA0012345',
      birthDate: '15.03.1990',
      sex: 'F',
      nationality: { alpha3: 'SVN', alpha2: 'SI' },
      expiryDate: '30.06.2031',
    });
    expect(ZDocumentPrefill.parse(prefill)).toEqual(prefill);
  });

  it('says when the names filled the identity card’s 30-letter field, the last one perhaps cut', () => {
    const zone = (names: string) =>
      documentPrefillOf(
        read(['I<SVNIA00123459<<<<<<<<<<<<<<<', '9003152F3106305SVN<<<<<<<<<<<2', names]),
      );
    const full = zone('NOVAKOVIC<<ANA<MARIJA<ELIZABET');
    expect(full).toMatchObject({ lastName: 'NOVAKOVIC', firstName: 'ANA MARIJA ELIZABET' });
    expect(full.namesCut).toBe(true);
    expect(ZDocumentPrefill.parse(full)).toEqual(full);
    expect(zone('NOVAKOVIC<<ANA<MARIJA<ELIZAB<').namesCut).toBeUndefined();
  });

  it('offers only what passed when a check digit fails', () => {
    const prefill = documentPrefillOf(
      read([
        'P<SVNNOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<<<<<<<<<<',
        'PA12345673SVN9003162F3305201<<<<<<<<<<<<<<06',
      ]),
    );
    expect(prefill).toEqual({
      documentType: 'PP',
      documentNumber: 'PA1234567',
      expiryDate: '20.05.2033',
    });
  });

  it('leaves out a nationality that names no ISO country (the specimen’s UTO)', () => {
    expect(
      documentPrefillOf(
        read([
          'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
          'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
        ]),
      ).nationality,
    ).toBeUndefined();
  });
});

describe('isoCountryOfMrzCode', () => {
  it('maps ICAO-only codes to the ISO country', () => {
    expect(isoCountryOfMrzCode('SVN')).toEqual({ alpha3: 'SVN', alpha2: 'SI' });
    expect(isoCountryOfMrzCode('D<<')).toEqual({ alpha3: 'DEU', alpha2: 'DE' });
    expect(isoCountryOfMrzCode('GBD')).toEqual({ alpha3: 'GBR', alpha2: 'GB' });
    expect(isoCountryOfMrzCode('XXA')).toBeNull();
    expect(isoCountryOfMrzCode('toString')).toBeNull();
  });
});

describe('ZDocumentReadingResponse', () => {
  it('takes each status, with or without a prefill', () => {
    expect(ZDocumentReadingResponse.parse({ status: 'PENDING', prefill: null }).status).toBe(
      'PENDING',
    );
    expect(() => ZDocumentReadingResponse.parse({ status: 'DONE', prefill: null })).toThrow();
    expect(() => ZDocumentPrefill.parse({ birthDate: '1990-03-15' })).toThrow();
  });
});

describe('documentPrefillOf: an expired document (decision 175)', () => {
  it('when the zone says 950712, then 12.07.1995 is offered and the form reports it expired', () => {
    const expiry = '950712';
    const line2Start = `9003152F${expiry}${mrzCheckDigit(expiry)!}SVN${'<'.repeat(11)}`;
    const line1 = 'I<SVNIA00123459<<<<<<<<<<<<<<<';
    const composite = mrzCheckDigit(
      line1.slice(5, 30) +
        line2Start.slice(0, 7) +
        line2Start.slice(8, 15) +
        line2Start.slice(18, 29),
    )!;
    const prefill = documentPrefillOf(
      read([line1, line2Start + composite, 'NOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<']),
    );
    expect(prefill.expiryDate).toBe('12.07.1995');
    const issues = personalDataIssues(
      { ...EXAMPLE.personalData, dateOfExpiration: prefill.expiryDate! },
      { today: { year: 2026, month: 11, day: 22 }, packageName: 'Digital' },
    );
    expect(issues).toContainEqual({
      field: 'dateOfExpiration',
      code: 'personalDataRules.dateOfExpiration.notFuture',
    });
  });
});
