import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-encoding';

describe('smsLength', () => {
  it('sends the default alphabet as GSM-7: 160 characters in one segment', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('Code 123456: Ä ö ñ ü à é è Ç Ø ß @ £ ¥ ¿ ¡ § Δ')).toMatchObject({
      encoding: 'GSM-7',
    });
  });

  it('splits a longer GSM-7 text into parts of 153', () => {
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts a character of the extension table as two septets', () => {
    expect(smsLength('€')).toEqual({ encoding: 'GSM-7', units: 2, segments: 1 });
    expect(smsLength('[]{}|~^\\€')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    expect(smsLength(`${'a'.repeat(158)}€`).segments).toBe(1);
    expect(smsLength(`${'a'.repeat(159)}€`).segments).toBe(2);
  });

  it('sends a text with any other character as UCS-2: 70 units in one segment', () => {
    for (const letter of ['č', 'š', 'ž', 'ë', 'ç', '\u00a0', '\u202f', '–']) {
      expect(smsLength(`Koda ${letter}`).encoding).toBe('UCS-2');
    }
    // "€" is no longer doubled once the text is UCS-2.
    expect(smsLength(`${'č'.repeat(69)}€`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('ž'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsLength('ž'.repeat(134)).segments).toBe(2);
    expect(smsLength('ž'.repeat(135)).segments).toBe(3);
  });

  it('counts a character outside the BMP as two UCS-2 units', () => {
    expect(smsLength('😀')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
  });

  it('takes one segment for an empty text', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
  });
});
