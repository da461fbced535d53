import { describe, expect, it } from 'vitest';
import { TOKEN_API_ERROR_CODES, tokenErrorCodeOf } from './tokens';

describe('token error codes', () => {
  it('when a number of spec 2 §9 is looked up, then each has its own API code and back', () => {
    expect(Object.values(TOKEN_API_ERROR_CODES)).toEqual([
      'TOKEN_INVALID',
      'TOKEN_BAD_SIGNATURE',
      'TOKEN_UNREADABLE',
      'TOKEN_EXPIRED',
    ]);
    expect(tokenErrorCodeOf('TOKEN_BAD_SIGNATURE')).toBe(2);
    expect(tokenErrorCodeOf('TOKEN_USED')).toBeNull();
  });
});
