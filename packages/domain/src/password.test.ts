import { describe, expect, it } from 'vitest';
import { PACKAGE_NAMES } from './packages';
import {
  BANK_WORDS,
  commonPasswordCandidates,
  containsBankWord,
  passwordErrors,
  passwordLength,
  passwordStrength,
  passwordStrengthLevel,
} from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['123', 1],
    ['abcdefgh', 2],
    ['12345678', 2],
    ['abc1', 2],
    ['abcdefg1', 3],
    ['čšžčšžč1', 3],
    ['        ', 1],
    ['ЖЖЖЖЖЖЖ1', 2],
  ])('when the password is %j, then the strength is %i', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it.each([
    [0, 'low'],
    [1, 'low'],
    [2, 'medium'],
    [3, 'high'],
  ] as const)('when the strength is %i, then the level is %s', (strength, level) => {
    expect(passwordStrengthLevel(strength)).toBe(level);
  });
});

describe('passwordErrors', () => {
  it('when the password is empty, then only "required" is reported', () => {
    expect(passwordErrors('')).toEqual(['validation.password.required']);
  });

  it('when the password meets every rule, then there is no error', () => {
    expect(passwordErrors('Zelena7Trava', { fullName: 'Ana Novak', email: 'ana@x.si' })).toEqual(
      [],
    );
  });

  it('when it has 7 characters, then it is too short; 8 is enough', () => {
    expect(passwordErrors('abcdef1')).toEqual(['validation.password.tooShort']);
    expect(passwordErrors('abcdeg1x')).toEqual([]);
  });

  it('when it has 128 characters of any kind, then it is accepted; 129 is too long', () => {
    const longest = `a1${'!'.repeat(62)}${'😀'.repeat(64)}`;
    expect(passwordLength(longest)).toBe(128);
    expect(passwordErrors(longest)).toEqual([]);
    expect(passwordErrors(`${longest}x`)).toEqual(['validation.password.tooLong']);
  });

  it('when it is a pass phrase of 65 to 128 characters, then it is accepted (decision 274)', () => {
    const phrase = 'zelena trava raste ob potoku 7 in sonce sije na hribe nad dolino.';
    expect(passwordLength(phrase)).toBe(65);
    expect(passwordErrors(phrase)).toEqual([]);
    expect(passwordErrors(`${phrase} ${phrase.slice(0, 62)}`)).toEqual([]);
  });

  it('when it has symbols and spaces, then they are allowed (no "alphanumeric only" rule)', () => {
    expect(passwordErrors('moja pot #7 domov')).toEqual([]);
  });

  it('when it has no letter or no digit, then each is reported', () => {
    expect(passwordErrors('12345678!')).toEqual(['validation.password.noLetter']);
    expect(passwordErrors('abcdefgh!')).toEqual(['validation.password.noDigit']);
    expect(passwordErrors('ΑΒΓΔΕΖΗΘ1')).toEqual(['validation.password.noLetter']);
  });

  it('when it contains a part of the name, whatever the case and accents, then it is refused', () => {
    expect(passwordErrors('xxCEBASEK2024', { fullName: 'Maja Čebašek' })).toEqual([
      'validation.password.containsName',
    ]);
    // Parts shorter than 3 letters are not looked for.
    expect(passwordErrors('alpine2024x', { fullName: 'Al Bo' })).toEqual([]);
  });

  it('when it contains the e-mail or its local part, then it is refused', () => {
    expect(passwordErrors('maja.k1982', { email: 'maja.k@example.si' })).toEqual([
      'validation.password.containsEmail',
    ]);
    expect(passwordErrors('xx-example1', { email: 'zz@example.si' })).toEqual([]);
  });
});

describe('commonPasswordCandidates (decision 172)', () => {
  it('when a password ends in digits and symbols, then it is also looked up without them', () => {
    expect(commonPasswordCandidates('Password123!')).toEqual(['password123!', 'password']);
    expect(commonPasswordCandidates('QWERTY 2024 ?!')).toEqual(['qwerty 2024 ?!', 'qwerty']);
  });

  it('is case-insensitive and folds accents', () => {
    expect(commonPasswordCandidates('PÄSSWORD')).toEqual(['password']);
  });

  it('when nothing trails or only digits are left, then the whole password is the one candidate', () => {
    expect(commonPasswordCandidates('Zelena7Trava')).toEqual(['zelena7trava']);
    expect(commonPasswordCandidates('12345678!')).toEqual(['12345678!']);
  });
});

describe('bank words (decision 172)', () => {
  it.each([
    'tekociracun1',
    'Tekoči račun 1',
    'Banka2024',
    'mybank!77',
    'Digital2025',
    'xxMLADIxx9',
    'Diploma!2',
    'OsebniKredit7',
    'personal-loan-1',
    'CurrentAccount9',
    'Llogari rrjedhëse 1',
    'kredi_personale5',
    'dayposit2026',
    'EcoForYou1',
  ])('when the password is %j, then it is refused as a bank word', (password) => {
    expect(containsBankWord(password)).toBe(true);
    expect(passwordErrors(password)).toEqual(['validation.password.containsBankWord']);
  });

  it.each(['Zelena7Trava', 'moja pot #7 domov', 'ban5kok2x', 'Digi7tal!x'])(
    'when the password is %j, then it holds no bank word',
    (password) => {
      expect(containsBankWord(password)).toBe(false);
    },
  );

  it('lists every package name', () => {
    for (const name of PACKAGE_NAMES) expect(BANK_WORDS).toContain(name.toLowerCase());
  });

  it('reports the bank word after the basic rules', () => {
    expect(passwordErrors('bank1')).toEqual([
      'validation.password.tooShort',
      'validation.password.containsBankWord',
    ]);
  });
});
