import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  checkRegistrationLive,
  cleanName,
  isRegistrationValid,
  isValidEmail,
  isValidName,
  registrationNotices,
  toRegistrationRequest,
  type TRegistrationForm,
  ZRegistrationForm,
  ZRegistrationRequest,
} from './registration';
import { VARIANTS } from './variants';

const valid: TRegistrationForm = {
  name: 'Ana Novak',
  email: 'ana.novak@example.si',
  nationalPrefix: '+386',
  phoneNumber: '041 123 456',
  password: 'Zelena7Trava',
  terms: true,
};

const empty: TRegistrationForm = {
  name: '',
  email: '',
  nationalPrefix: '',
  phoneNumber: '',
  password: '',
  terms: false,
};

describe('name rule', () => {
  it.each([
    'Ana',
    'Jo',
    'Ana Novak',
    'Žiga Čebašek',
    'Ana-Marija Kovač',
    'J.R Tolkien',
    'Ёлка Ли',
    `${'a'.repeat(30)} ${'b'.repeat(30)}`,
    // Real names the first reading refused (decision 185).
    'Ana Marija Novak',
    "Jean-Luc O'Neil",
    'Nguyễn Văn An',
    'Nguye\u0302\u0303n Va\u0306n An',
    'Maria D’Angelo',
  ])('when the name is %j, then it is valid', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    ['one letter', 'A'],
    ['a digit', 'Ana2 Novak'],
    ['31 letters in a word', `${'a'.repeat(31)}`],
    ['62 characters', `${'a'.repeat(30)} ${'b'.repeat(31)}`],
    ['a double space', 'Ana  Novak'],
    ['a trailing hyphen', 'Ana-'],
    ['two separators in a row', 'Ana.-Marija'],
    ['a script tag', '<script>alert(1)</script>'],
    ['an apostrophe at the start', "'Brien"],
    ['an apostrophe at the end', "O'"],
    ['a comma', 'Novak, Ana'],
  ])('when the name has %s, then it is invalid', (_case, name) => {
    expect(isValidName(name)).toBe(false);
  });

  it('when cleaned, then only letters, digits and spaces remain', () => {
    expect(cleanName('Ana-Marija <b>Kovač</b> 2!')).toBe('AnaMarija bKovačb 2');
  });
});

describe('e-mail rule', () => {
  it.each(['ana@example.si', 'ana.novak_1-x+tag@mail.example.co.uk', 'A@B.CD'])(
    'when the address is %j, then it is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['ana', 'ana@', '@example.si', 'ana@example', 'a..b@example.si', 'ana @x.si', 'a@-x.si'])(
    'when the address is %j, then it is invalid',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('when the address has 101 characters, then it is too long', () => {
    const email = `${'a'.repeat(93)}@mail.si`;
    expect(email).toHaveLength(101);
    expect(checkRegistration({ ...valid, email }).email).toBe('validation.email.tooLong');
  });
});

describe('live check versus overall check', () => {
  it('when every field is empty, then the live check finds nothing', () => {
    expect(checkRegistrationLive(empty)).toEqual({});
  });

  it('when every field is empty, then the overall check requires each and the terms', () => {
    expect(checkRegistration(empty)).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.required',
      nationalPrefix: 'validation.prefix.required',
      phoneNumber: 'validation.phone.required',
      password: 'validation.password.required',
      terms: 'validation.terms.required',
    });
  });

  it('when the form is complete and right, then both checks pass', () => {
    expect(checkRegistrationLive(valid)).toEqual({});
    expect(checkRegistration(valid)).toEqual({});
    expect(isRegistrationValid(valid)).toBe(true);
  });

  it('when one field is wrong, then the live check reports it while others stay empty', () => {
    expect(checkRegistrationLive({ ...empty, name: 'A' })).toEqual({
      name: 'validation.name.invalid',
    });
  });

  it('when the terms are not ticked, then only the overall check refuses', () => {
    expect(checkRegistrationLive({ ...valid, terms: false })).toEqual({});
    expect(isRegistrationValid({ ...valid, terms: false })).toBe(false);
  });

  it('when the password contains the name or e-mail, then the password is marked', () => {
    expect(checkRegistration({ ...valid, password: 'novak12345' }).password).toBe(
      'validation.password.containsName',
    );
    expect(
      checkRegistration({ ...valid, email: 'zmaj@x.si', password: 'zmaj1234x' }).password,
    ).toBe('validation.password.containsEmail');
  });

  it('when the prefix is unknown, then the prefix is marked and the number is not judged', () => {
    expect(checkRegistration({ ...valid, nationalPrefix: '+999' })).toEqual({
      nationalPrefix: 'validation.prefix.invalid',
    });
  });

  it('when the number is not a mobile under the prefix, then the phone is marked', () => {
    expect(checkRegistration({ ...valid, phoneNumber: '01 234 56 78' })).toEqual({
      phoneNumber: 'validation.phone.invalid',
    });
  });

  it('when a regional prefix is typed separately, then it leads the number', () => {
    expect(checkRegistration({ ...valid, regionalPrefix: '041', phoneNumber: '123456' })).toEqual(
      {},
    );
  });

  it('when the prefix differs from the variant’s, then it is a notice and not an error', () => {
    const foreign = { ...valid, nationalPrefix: '+355', phoneNumber: '691234567' };
    expect(checkRegistration(foreign)).toEqual({});
    expect(registrationNotices(foreign, VARIANTS.si)).toEqual({
      nationalPrefix: 'validation.phone.differentPrefix',
    });
    expect(registrationNotices(valid, VARIANTS.si)).toEqual({});
  });
});

describe('schemas', () => {
  it('when the form is parsed, then each failing field is an issue with the message key', () => {
    const result = ZRegistrationForm.safeParse({ ...valid, name: '1', terms: false });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'validation.name.invalid'],
      ['terms', 'validation.terms.required'],
    ]);
  });

  it('when the request is built from the form, then it is the spec payload and the server schema accepts it', () => {
    const request = toRegistrationRequest(valid, '1234567890123456');
    // spec 2 §3: uid and userData only; the language travels in the header.
    expect(Object.keys(request)).toEqual(['uid', 'userData']);
    expect(request.userData).toEqual({
      fullName: 'Ana Novak',
      email: 'ana.novak@example.si',
      password: 'Zelena7Trava',
      phoneNumber: '041 123 456',
      prefix: '+386',
    });
    expect(ZRegistrationRequest.safeParse(request).success).toBe(true);
  });

  it('when the request breaks rules, then the issues name the userData fields', () => {
    const result = ZRegistrationRequest.safeParse({
      uid: 'abc',
      language: 'de',
      userData: {
        fullName: '<script>',
        email: 'x',
        password: 'short',
        phoneNumber: '1',
        prefix: '+386',
      },
    });
    const fields = result.error?.issues.map((issue) => `${issue.path.join('.')}=${issue.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'uid=validation.uid.invalid',
        'language=validation.language.invalid',
      ]),
    );
  });

  it('when the request carries a language, then it is still taken, and a wrong one is refused', () => {
    const request = { ...toRegistrationRequest(valid, '1234567890123456'), language: 'sq' };
    expect(ZRegistrationRequest.parse(request).language).toBe('sq');
    const wrong = ZRegistrationRequest.safeParse({ ...request, language: 'de' });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['language']);
  });

  it('when the request has a huge name, then it is refused before the rules run', () => {
    const result = ZRegistrationRequest.safeParse({
      uid: '1234567890123456',
      language: 'en',
      userData: { ...toRegistrationRequest(valid, '1').userData, fullName: 'a'.repeat(1e6) },
    });
    expect(result.error?.issues[0]?.message).toBe('validation.name.invalid');
  });
});
