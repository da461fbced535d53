import { describe, expect, it } from 'vitest';
import { mrzCheckDigit } from './check-digit';
import { parseMrz } from './parse';

const today = new Date('2026-11-22T10:00:00Z');

// ICAO Doc 9303 Part 4 (TD3) and Part 5 (TD1) specimen zones.
const ICAO_TD3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const ICAO_TD1 = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];
// The repository's specimen fixtures (e2e/fixtures/documents/README.md).
const FIXTURE_TD1 = [
  'I<SVNIA00123459<<<<<<<<<<<<<<<',
  '9003152F3106305SVN<<<<<<<<<<<2',
  'NOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<',
];
const FIXTURE_TD3 = [
  'P<SVNNOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<<<<<<<<<<',
  'PA12345673SVN9003152F3305201<<<<<<<<<<<<<<06',
];

const parse = (lines: readonly string[]) => parseMrz(lines.join('\n'), { today });

describe('parseMrz: ICAO specimens', () => {
  it('reads the TD3 passport specimen', () => {
    const reading = parse(ICAO_TD3);
    expect(reading).toMatchObject({
      format: 'TD3',
      documentCode: 'P',
      issuingState: { value: 'UTO', valid: true },
      documentNumber: { value: 'L898902C3', valid: true },
      birthDate: { value: '1974-08-12', valid: true },
      sex: { value: 'F', valid: true },
      expiryDate: { value: '2012-04-15', valid: true },
      nationality: { value: 'UTO', valid: true },
      surname: { value: 'ERIKSSON', valid: true },
      givenNames: { value: 'ANNA MARIA', valid: true },
      compositeValid: true,
      valid: true,
    });
  });

  it('reads the TD1 identity card specimen', () => {
    const reading = parse(ICAO_TD1);
    expect(reading).toMatchObject({
      format: 'TD1',
      documentCode: 'I',
      documentNumber: { value: 'D23145890', valid: true },
      birthDate: { value: '1974-08-12', valid: true },
      sex: { value: 'F', valid: true },
      expiryDate: { value: '2012-04-15', valid: true },
      nationality: { value: 'UTO', valid: true },
      surname: { value: 'ERIKSSON', valid: true },
      givenNames: { value: 'ANNA MARIA', valid: true },
      valid: true,
    });
  });

  it('reads the repository fixtures', () => {
    expect(parse(FIXTURE_TD1)).toMatchObject({
      documentNumber: { value: 'IA0012345', valid: true },
      birthDate: { value: '1990-03-15', valid: true },
      expiryDate: { value: '2031-06-30', valid: true },
      nationality: { value: 'SVN', valid: true },
      givenNames: { value: 'ANA ZIVA', valid: true },
      valid: true,
    });
    expect(parse(FIXTURE_TD3)).toMatchObject({
      documentNumber: { value: 'PA1234567', valid: true },
      expiryDate: { value: '2033-05-20', valid: true },
      valid: true,
    });
  });

  it('finds the zone among the lines of the visual zone', () => {
    const text = ['REPUBLIC OF UTOPIA', 'PASSPORT', ...ICAO_TD3, ''].join('\n');
    expect(parseMrz(text, { today })?.documentNumber.value).toBe('L898902C3');
  });

  it('gives null where there is no zone', () => {
    expect(parseMrz('', { today })).toBeNull();
    expect(parseMrz('REPUBLIKA SLOVENIJA\nOSEBNA IZKAZNICA\nNOVAK ANA', { today })).toBeNull();
    expect(parseMrz(['I<UTOD231458907<<<<<<<<<<<<<<<'], { today })).toBeNull();
  });
});

describe('parseMrz: altered lines fail their check digits', () => {
  it('a changed birth date fails its digit and the composite', () => {
    const reading = parse([ICAO_TD3[0]!, ICAO_TD3[1]!.replace('740812', '740813')]);
    expect(reading?.birthDate).toEqual({ value: '1974-08-13', valid: false });
    expect(reading?.compositeValid).toBe(false);
    expect(reading?.valid).toBe(false);
    // Values without a digit of their own are not offered from a zone that failed.
    expect(reading?.surname.valid).toBe(false);
    expect(reading?.sex.valid).toBe(false);
    expect(reading?.documentNumber.valid).toBe(true);
  });

  it('a changed expiry date fails', () => {
    const reading = parse([ICAO_TD1[0]!, ICAO_TD1[1]!.replace('120415', '120416'), ICAO_TD1[2]!]);
    expect(reading?.expiryDate.valid).toBe(false);
    expect(reading?.valid).toBe(false);
  });

  it('a changed document number that no lookalike swap explains fails', () => {
    const reading = parse([ICAO_TD3[0]!, ICAO_TD3[1]!.replace('L898902C3', 'L898903C3')]);
    expect(reading?.documentNumber.valid).toBe(false);
    expect(reading?.valid).toBe(false);
  });

  it('a changed composite digit fails only the composite', () => {
    const reading = parse([ICAO_TD1[0]!, `${ICAO_TD1[1]!.slice(0, 29)}7`, ICAO_TD1[2]!]);
    expect(reading?.compositeValid).toBe(false);
    expect(reading?.birthDate.valid).toBe(true);
    expect(reading?.nationality.valid).toBe(false);
  });

  it('a real check digit on an impossible date is still refused', () => {
    const date = '740231';
    const line2 = `${date}${mrzCheckDigit(date)!}${ICAO_TD1[1]!.slice(7)}`;
    const reading = parse([ICAO_TD1[0]!, line2, ICAO_TD1[2]!]);
    expect(reading?.birthDate).toEqual({ value: null, valid: false });
  });
});

describe('parseMrz: fields', () => {
  it('puts a birth date in the latest century not in the future', () => {
    const born = (yymmdd: string) => {
      const line2 = `${yymmdd}${mrzCheckDigit(yymmdd)!}${ICAO_TD1[1]!.slice(7)}`;
      return parse([ICAO_TD1[0]!, line2, ICAO_TD1[2]!])?.birthDate.value;
    };
    expect(born('051122')).toBe('2005-11-22');
    expect(born('261122')).toBe('2026-11-22');
    expect(born('261123')).toBe('1926-11-23');
    expect(born('990101')).toBe('1999-01-01');
  });

  it('puts an expiry more than 20 years ahead in the previous century (decision 175)', () => {
    // TD1 and TD3 zones with the given expiry and every check digit right.
    const td1Expiring = (yymmdd: string) => {
      const line2Start = `7408122F${yymmdd}${mrzCheckDigit(yymmdd)!}UTO${'<'.repeat(11)}`;
      const composite = mrzCheckDigit(
        ICAO_TD1[0]!.slice(5, 30) +
          line2Start.slice(0, 7) +
          line2Start.slice(8, 15) +
          line2Start.slice(18, 29),
      )!;
      return parse([ICAO_TD1[0]!, line2Start + composite, ICAO_TD1[2]!]);
    };
    const td3Expiring = (yymmdd: string) => {
      const middle = `L898902C36UTO7408122F${yymmdd}${mrzCheckDigit(yymmdd)!}ZE184226B<<<<<1`;
      const composite = mrzCheckDigit(
        middle.slice(0, 10) + middle.slice(13, 20) + middle.slice(21, 43),
      )!;
      return parse([ICAO_TD3[0]!, middle + composite]);
    };
    for (const read of [td1Expiring, td3Expiring]) {
      // Today is 2026-11-22: 2095 is 69 years ahead, so 950712 is 12 July 1995 (expired).
      expect(read('950712')).toMatchObject({
        expiryDate: { value: '1995-07-12', valid: true },
        valid: true,
      });
      // 2046 is exactly 20 years ahead and stays in this century; 2047 does not.
      expect(read('461231')?.expiryDate.value).toBe('2046-12-31');
      expect(read('470101')?.expiryDate.value).toBe('1947-01-01');
      expect(read('310630')?.expiryDate.value).toBe('2031-06-30');
      expect(read('120415')?.expiryDate.value).toBe('2012-04-15');
    }
  });

  it('reads an unspecified sex as X and does not offer it as M or F', () => {
    const line2 = ICAO_TD1[1]!.replace('2F1', '2<1');
    const reading = parse([ICAO_TD1[0]!, line2, ICAO_TD1[2]!]);
    expect(reading?.sex.value).toBe('X');
  });

  it('knows the German D<< code', () => {
    const line1 = 'P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<';
    const number = 'C01X00T47';
    const middle = `${number}${mrzCheckDigit(number)!}D<<6408125${'F'}2010315${'<'.repeat(14)}<`;
    const composite = mrzCheckDigit(
      middle.slice(0, 10) + middle.slice(13, 20) + middle.slice(21, 43),
    )!;
    const reading = parse([line1, middle + composite]);
    expect(reading?.nationality).toEqual({ value: 'D<<', valid: true });
    expect(reading?.issuingState.value).toBe('D<<');
    expect(reading?.surname.value).toBe('MUSTERMANN');
    expect(reading?.valid).toBe(true);
  });

  it('reads a long TD1 document number from the optional data', () => {
    // Part 5 §4.2.4: nine characters in place, `<` as its digit, the rest and the digit after.
    const number = 'D23145890734';
    const digit = mrzCheckDigit(number)!;
    const line1 = `I<UTO${number.slice(0, 9)}<${number.slice(9)}${digit}`.padEnd(30, '<');
    const line2Start = `7408122F1204159UTO${'<'.repeat(11)}`;
    const composite = mrzCheckDigit(
      line1.slice(5, 30) +
        line2Start.slice(0, 7) +
        line2Start.slice(8, 15) +
        line2Start.slice(18, 29),
    )!;
    const reading = parse([line1, line2Start + composite, ICAO_TD1[2]!]);
    expect(reading?.documentNumber).toEqual({ value: number, valid: true });
    expect(reading?.valid).toBe(true);
  });

  it('reads a surname alone, without given names', () => {
    const line1 = 'P<UTOERIKSSON<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    const reading = parse([line1, ICAO_TD3[1]!]);
    expect(reading?.surname.value).toBe('ERIKSSON');
    expect(reading?.givenNames.value).toBeNull();
  });
});

describe('parseMrz: OCR noise', () => {
  it('ignores spaces and lower case', () => {
    const noisy = ICAO_TD1.map((line) => line.toLowerCase().replace(/(.{5})/g, '$1 '));
    expect(parse(noisy)?.valid).toBe(true);
  });

  it('turns letters in numeric fields into the digits they resemble', () => {
    const line2 = ICAO_TD3[1]!.replace('7408122F1204159', '74O8I22F12O4I59');
    const reading = parse([ICAO_TD3[0]!, line2]);
    expect(reading?.birthDate).toEqual({ value: '1974-08-12', valid: true });
    expect(reading?.expiryDate).toEqual({ value: '2012-04-15', valid: true });
    expect(reading?.valid).toBe(true);
  });

  it('turns digits in state codes and names into letters', () => {
    const reading = parse([
      'I<UT0D231458907<<<<<<<<<<<<<<<',
      ICAO_TD1[1]!.replace('UTO', 'UT0'),
      'ER1KSSON<<ANNA<MAR1A<<<<<<<<<<',
    ]);
    expect(reading?.issuingState.value).toBe('UTO');
    expect(reading?.nationality).toEqual({ value: 'UTO', valid: true });
    expect(reading?.surname.value).toBe('ERIKSSON');
  });

  it('repairs an O read for a 0 in the document number when the check digits agree', () => {
    const reading = parse(['I<SVNIAOO123459<<<<<<<<<<<<<<<', FIXTURE_TD1[1]!, FIXTURE_TD1[2]!]);
    expect(reading?.documentNumber).toEqual({ value: 'IA0012345', valid: true });
    expect(reading?.valid).toBe(true);
  });

  it('cuts the stray letters OCR reads in a filler run', () => {
    const line1 = 'P<SVNNOVAK<<ANA<ZIVA<<<<<<<<<<<<<<<<L<LLLL<L<L<';
    const reading = parse([line1, FIXTURE_TD3[1]!]);
    expect(reading?.givenNames).toEqual({ value: 'ANA ZIVA', valid: true });
  });

  it('drops a character OCR doubled, where the check digits say which', () => {
    const reading = parse([FIXTURE_TD1[0]!, '9003152F3106305S5VN<<<<<<<<<<<2', FIXTURE_TD1[2]!]);
    expect(reading?.nationality).toEqual({ value: 'SVN', valid: true });
    expect(reading?.compositeValid).toBe(true);
  });

  it('adds a filler OCR lost', () => {
    const reading = parse([ICAO_TD3[0]!, ICAO_TD3[1]!.replace('<<<<<10', '<<<<10')]);
    expect(reading?.valid).toBe(true);
  });

  it('reads guillemets as fillers', () => {
    const reading = parse([ICAO_TD3[0]!.replace('<<ANNA', '«ANNA'), ICAO_TD3[1]!]);
    expect(reading?.surname.value).toBe('ERIKSSON');
    expect(reading?.givenNames.value).toBe('ANNA MARIA');
  });
});
