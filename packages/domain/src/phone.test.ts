import { describe, expect, it } from 'vitest';
import {
  checkMobileNumber,
  PHONE_PREFIX_OPTIONS,
  PHONE_PREFIXES,
  phonePrefixNotice,
  SLOVENIAN_MOBILE_RANGES,
} from './phone';
import { VARIANTS } from './variants';

describe('dialling codes', () => {
  it('when listed, then there is one option per country (about 250) and each code once', () => {
    expect(PHONE_PREFIX_OPTIONS.length).toBeGreaterThan(240);
    expect(PHONE_PREFIXES.length).toBeGreaterThan(200);
    expect(new Set(PHONE_PREFIXES).size).toBe(PHONE_PREFIXES.length);
    expect(PHONE_PREFIXES).toContain('+386');
    expect(PHONE_PREFIXES).toContain('+355');
    expect(PHONE_PREFIXES[0]).toBe('+1');
    expect(PHONE_PREFIX_OPTIONS).toContainEqual({ country: 'SI', prefix: '+386' });
  });
});

describe('checkMobileNumber for +386', () => {
  it.each(SLOVENIAN_MOBILE_RANGES)(
    'when the number starts with %s, then it is a mobile',
    (range) => {
      expect(checkMobileNumber('+386', `${range}123456`)).toEqual({
        ok: true,
        nationalNumber: `${range}123456`,
        e164: `+386${range}123456`,
      });
    },
  );

  it('when a trunk 0 leads (041 123 456), then it is accepted and dropped', () => {
    expect(checkMobileNumber('+386', '041 123 456')).toEqual({
      ok: true,
      nationalNumber: '41123456',
      e164: '+38641123456',
    });
  });

  it.each([
    ['a landline', '12345678'],
    ['an unknown range 42', '42123456'],
    ['too short', '4112345'],
    ['too long', '411234567'],
    ['two trunk zeros', '0041123456'],
    ['letters', '41abc456'],
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
