import { describe, expect, it } from 'vitest';
import { createDataCipher } from './data-cipher';

const SECRET = 'a-test-secret-that-is-long-enough-for-config';

describe('data cipher', () => {
  const cipher = createDataCipher(SECRET);

  it('opens what it sealed, and the sealed bytes do not contain the plain text', () => {
    const plain = Buffer.from('0101990500006 EMSO of Ana Novak');
    const sealed = cipher.seal(plain, 'prospect:1:emso');
    expect(sealed.includes(Buffer.from('Ana Novak'))).toBe(false);
    expect(cipher.open(sealed, 'prospect:1:emso')).toEqual(plain);
  });

  it('seals the same value differently each time (random iv)', () => {
    expect(cipher.sealText('12345678', 'x')).not.toBe(cipher.sealText('12345678', 'x'));
  });

  it('refuses a value sealed under another context', () => {
    const sealed = cipher.sealText('SI56 1910 0000 0123 438', 'prospect:1:iban');
    expect(() => cipher.openText(sealed, 'prospect:2:iban')).toThrow();
    expect(cipher.openText(sealed, 'prospect:1:iban')).toBe('SI56 1910 0000 0123 438');
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = cipher.seal(Buffer.from('document bytes'), 'document:1');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.open(tampered, 'document:1')).toThrow();
    const other = createDataCipher(`${SECRET}-other`);
    expect(() => other.open(sealed, 'document:1')).toThrow();
  });

  it('refuses input that is too short or of an unknown version', () => {
    expect(() => cipher.open(Buffer.alloc(10), 'x')).toThrow();
    const sealed = cipher.seal(Buffer.from('a'), 'x');
    sealed[0] = 9;
    expect(() => cipher.open(sealed, 'x')).toThrow();
  });
});
