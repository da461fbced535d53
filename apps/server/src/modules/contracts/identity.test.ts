import { describe, expect, it } from 'vitest';
import { maskPhone } from './identity';

describe('maskPhone (decision 235)', () => {
  it.each([
    ['+38641234123', '+386', '+386 •• ••• 123'],
    ['+38613000123', '+386', '+386 • ••• •1 23'],
    ['+355691234567', '+355', '+355 •• ••• •567'],
    ['+4915112345678', null, '+49 •••• ••••678'],
  ])('%s under %s → %s', (e164, prefix, masked) => {
    expect(maskPhone(e164, prefix)).toBe(masked);
  });

  it('when there is no number, then nothing', () => {
    expect(maskPhone(null, '+386')).toBeNull();
  });
});
