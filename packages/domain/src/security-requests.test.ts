import { describe, expect, it } from 'vitest';
import { ZResetPasswordRequest } from './security-requests';

describe('ZResetPasswordRequest', () => {
  it('when only the address is sent, then it is accepted (the language comes from the header)', () => {
    expect(ZResetPasswordRequest.parse({ email: 'ana@example.si' })).toEqual({
      email: 'ana@example.si',
    });
  });

  it('when a language is sent, then it must be one of the portal', () => {
    expect(ZResetPasswordRequest.parse({ email: 'ana@example.si', language: 'sq' }).language).toBe(
      'sq',
    );
    const wrong = ZResetPasswordRequest.safeParse({ email: 'ana@example.si', language: 'de' });
    expect(wrong.error?.issues[0]?.message).toBe('validation.language.invalid');
  });
});
