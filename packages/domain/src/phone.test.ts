import { describe, expect, it } from 'vitest';
import { checkMobileNumber, PHONE_PREFIXES, phonePrefixNotice } from './phone';
import { VARIANTS } from './variants';

describe('dialling codes', () => {
  it('when listed, then each calling code is there once, in numeric order', () => {
    expect(PHONE_PREFIXES.length).toBeGreaterThan(200);
    expect(new Set(PHONE_PREFIXES).size).toBe(PHONE_PREFIXES.length);
    expect(PHONE_PREFIXES).toContain('+386');
    expect(PHONE_PREFIXES).toContain('+355');
    expect(PHONE_PREFIXES[0]).toBe('+1');
    expect(PHONE_PREFIXES.indexOf('+247')).toBeLessThan(PHONE_PREFIXES.indexOf('+290'));
  });
});

// decision 235: the Slovenian numbering plan as libphonenumber-js 1.13.16's metadata carries it:
// mobile is `65(?:[178]\d|5[56]|6[01])\d{4}|(?:[37][01]|4[013]|51|6[489])\d{6}` on the 8-digit
// national number. The ranges below are read off that pattern, one number each; a metadata update
// that moves a range fails here first.
const SLOVENIAN_MOBILE_NUMBERS = [
  '30123456',
  '31123456',
  '40123456',
  '41555202',
  '43123456',
  '51123456',
  '64123456',
  '68123456',
  '69123456',
  '70123456',
  '71123456',
  // 065: only 0651, 06555-06556, 06560-06561, 0657 and 0658 are mobile.
  '65123456',
  '65551234',
  '65561234',
  '65601234',
  '65611234',
  '65712345',
  '65812345',
] as const;

describe('checkMobileNumber for +386 (the Slovenian numbering plan)', () => {
  it.each(SLOVENIAN_MOBILE_NUMBERS)('when the number is 0%s, then it is a mobile', (national) => {
    const expected = { ok: true, nationalNumber: national, e164: `+386${national}` };
    expect(checkMobileNumber('+386', national)).toEqual(expected);
    expect(checkMobileNumber('+386', `0${national}`)).toEqual(expected);
  });

  it('when a trunk 0 leads (041 555 202), then it is accepted and the E.164 form has none', () => {
    expect(checkMobileNumber('+386', '041 555 202')).toEqual({
      ok: true,
      nationalNumber: '41555202',
      e164: '+38641555202',
    });
    expect(checkMobileNumber('+386', '041-555-202')).toMatchObject({ e164: '+38641555202' });
    expect(checkMobileNumber('+386', '(041) 555 202')).toMatchObject({ e164: '+38641555202' });
  });

  it.each([
    // The spec's list beside +355 has 059, a range of the Slovenian plan for other services.
    ['059 (VoIP, in the spec list)', '59123456'],
    ['065 0 (not in the mobile part of 065)', '65012345'],
    ['065 2', '65212345'],
    ['065 54', '65541234'],
    ['065 62', '65621234'],
    ['065 9', '65912345'],
    ['066 (unallocated)', '66123456'],
    ['067 (unallocated)', '67123456'],
    ['042 (unallocated)', '42123456'],
    ['050 (unallocated)', '50123456'],
    ['060 (unallocated)', '60123456'],
    ['a Ljubljana landline (01)', '12345678'],
    ['a Maribor landline (02)', '22345678'],
    ['a toll-free number (080)', '80123456'],
    ['a premium number (090)', '90123456'],
    ['too short', '4155520'],
    ['too long', '415552021'],
    ['two trunk zeros', '0041555202'],
    ['the international prefix then a Swiss mobile', '0041791234567'],
    ['letters', '41abc202'],
    ['empty', ''],
  ])('when it is %s, then it is refused', (_case, number) => {
    expect(checkMobileNumber('+386', number)).toEqual({
      ok: false,
      code: 'validation.phone.invalid',
    });
  });
});

describe('checkMobileNumber for other prefixes', () => {
  it.each([
    ['+355', '691234567', '+355691234567'],
    ['+355', '0691234567', '+355691234567'],
    ['+49', '15112345678', '+4915112345678'],
    ['+44', '7911 123456', '+447911123456'],
    ['+1', '2015550123', '+12015550123'],
  ])('when %s %s is a mobile, then it is accepted', (prefix, number, e164) => {
    const check = checkMobileNumber(prefix, number);
    expect(check.ok && check.e164).toBe(e164);
  });

  it.each(['30', '31', '40', '41', '51', '59', '64', '65', '68', '69', '70', '71'])(
    'when +355 is followed by the spec list range %s and 6 digits, then no Albanian mobile matches',
    (range) => {
      // decision 235: read under +355 the spec's twelve ranges make 8-digit numbers; Albanian
      // mobile numbers are 9 digits (decision 177), so the list accepts no allocated number.
      expect(checkMobileNumber('+355', `${range}123456`).ok).toBe(false);
    },
  );

  it.each([
    ['+355', '42123456'],
    ['+49', '3012345678'],
    ['+44', '2071234567'],
  ])('when %s %s is a landline, then it is refused', (prefix, number) => {
    expect(checkMobileNumber(prefix, number).ok).toBe(false);
  });

  it('when the prefix is not a dialling code, then the prefix is reported', () => {
    expect(checkMobileNumber('+999', '41123456')).toEqual({
      ok: false,
      code: 'validation.prefix.invalid',
    });
    expect(checkMobileNumber('386', '41123456').ok).toBe(false);
  });
});

describe('phonePrefixNotice', () => {
  it('when the prefix is the variant’s, then there is no notice; another one gets the notice', () => {
    expect(phonePrefixNotice('+386', VARIANTS.si)).toBeNull();
    expect(phonePrefixNotice('+355', VARIANTS.si)).toBe('validation.phone.differentPrefix');
    expect(phonePrefixNotice('+355', VARIANTS.al)).toBeNull();
    expect(phonePrefixNotice('', VARIANTS.si)).toBeNull();
  });
});
