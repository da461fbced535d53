import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  activationLink,
  generateActivationCode,
  groupActivationCode,
  isActivationCode,
  normalizeActivationCode,
} from './activation-code';

describe('activation code', () => {
  it('has no look-alike symbols', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) {
      expect(ACTIVATION_CODE_ALPHABET).not.toContain(lookAlike);
    }
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('is twelve symbols in three groups of four', () => {
    for (let run = 0; run < 200; run += 1) {
      const code = generateActivationCode();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(isActivationCode(code)).toBe(true);
    }
  });

  it('draws again for bytes that would bias the symbols', () => {
    // 248 and above are rejected (31 × 8 = 248); 0 → A, 30 → 9, 31 → A again.
    const bytes = [255, 248, 0, 30, 31, 62, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const random = (buffer: Uint8Array<ArrayBuffer>) => {
      buffer.set(bytes.concat(new Array<number>(buffer.length).fill(0)).slice(0, buffer.length));
      return buffer;
    };
    expect(generateActivationCode(random)).toBe('A9AA-BCDE-FGHJ');
  });

  it('gives every symbol about the same chance', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 3000; run += 1) {
      for (const symbol of generateActivationCode().replace(/-/g, '')) {
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      }
    }
    const expected = (3000 * 12) / ACTIVATION_CODE_ALPHABET.length;
    for (const symbol of ACTIVATION_CODE_ALPHABET) {
      expect(counts.get(symbol)).toBeGreaterThan(expected * 0.8);
      expect(counts.get(symbol)).toBeLessThan(expected * 1.2);
    }
  });

  it('reads a typed code back to its grouped form', () => {
    expect(normalizeActivationCode(' k7qx 3mhd-w9pa ')).toBe('K7QX-3MHD-W9PA');
    expect(normalizeActivationCode('K7QX3MHDW9P')).toBeNull();
    expect(normalizeActivationCode('K7QX-3MHD-W9P0')).toBeNull();
    expect(groupActivationCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('links to the activation page of the bank site with the code', () => {
    expect(activationLink('https://www.example-bank.si', 'K7QX-3MHD-W9PA')).toBe(
      'https://www.example-bank.si/app/activate?code=K7QX-3MHD-W9PA',
    );
  });
});
