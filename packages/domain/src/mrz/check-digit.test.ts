import { describe, expect, it } from 'vitest';
import { isMrzCheckDigitValid, mrzCheckDigit } from './check-digit';

describe('ICAO 9303 check digits', () => {
  it('weighs 7, 3, 1 with < = 0 and A = 10 … Z = 35', () => {
    // ICAO 9303 Part 3 worked examples and the specimen fields of Parts 4 and 5.
    expect(mrzCheckDigit('520727')).toBe('3');
    expect(mrzCheckDigit('L898902C3')).toBe('6');
    expect(mrzCheckDigit('740812')).toBe('2');
    expect(mrzCheckDigit('120415')).toBe('9');
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe('1');
    expect(mrzCheckDigit('D23145890')).toBe('7');
    expect(mrzCheckDigit('<<<')).toBe('0');
  });

  it('refuses characters an MRZ cannot hold', () => {
    expect(mrzCheckDigit('AB-1')).toBeNull();
    expect(isMrzCheckDigitValid('ab1', '0')).toBe(false);
  });

  it('accepts < as the digit of an all-filler field only', () => {
    expect(isMrzCheckDigitValid('<<<<<<<<<<<<<<', '<')).toBe(true);
    expect(isMrzCheckDigitValid('<<<<<<<<<<<<<<', '0')).toBe(true);
    expect(isMrzCheckDigitValid('A<<<<<<<<<<<<<', '<')).toBe(false);
  });

  it('tells a wrong digit', () => {
    expect(isMrzCheckDigitValid('740812', '2')).toBe(true);
    expect(isMrzCheckDigitValid('740812', '3')).toBe(false);
    expect(isMrzCheckDigitValid('740813', '2')).toBe(false);
  });
});
