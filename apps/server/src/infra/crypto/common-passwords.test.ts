import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('isCommonPassword (DESIGN "Passwords", decision 172)', () => {
  it('holds at least the 10 000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', 'Password1', 'PASSWORD123!', 'Password123!', 'qwerty 2024!', 'Dragon!!'])(
    'when the password is %j, then it is common (case and trailing digits or symbols ignored)',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Zelena7Trava!', 'Modra8Reka?', 'x9$k2!m4Q7'])(
    'when it is %j, then it is not',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
