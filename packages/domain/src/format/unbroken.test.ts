import { describe, expect, it } from 'vitest';
import { formatDialledNumber, formatIban, formatPhoneNumber, formatPhoneParts } from './index';
import { unbroken } from './unbroken';

// "·" stands for the no-break space (U+00A0), as in format.test.ts.
const shown = (text: string) => text.replace(/\u00a0/g, '·');

describe('unbroken', () => {
  const rows: readonly (readonly [text: string, expected: string])[] = [
    [formatPhoneNumber('+38641555202'), '+386·41·555·202'],
    [formatPhoneParts('+355', '069 123 4567'), '+355·69·123·4567'],
    [formatDialledNumber('041 555 202', '+386'), '+386·41·555·202'],
    [formatIban('SI56263300012039086'), 'SI56·2633·0001·2039·086'],
    ['', ''],
  ];

  it.each(rows)('keeps "%s" on one line', (text, expected) => {
    expect(shown(unbroken(text))).toBe(expected);
    expect(unbroken(text)).not.toContain(' ');
  });
});
