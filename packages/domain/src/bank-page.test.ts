import { describe, expect, it } from 'vitest';
import { BANK_PAGE_FIELDS, bankPlaceholder, parseBankPage, type TBankPage } from './bank-page';
import { bankPageOf } from './bank-page-of';
import type { TCreditor } from './creditor';

const CREDITOR: TCreditor = {
  name: 'Alpska hranilnica',
  legalForm: 'd.d.',
  street: 'Trg svobode 7',
  postalCode: '2000',
  city: 'Maribor',
  country: 'SI',
  register: 'Sodni register Okrožnega sodišča v Mariboru',
  registrationNumber: '1234567000',
  vatNumber: 'SI12345678',
  phone: '+386 2 620 00 00',
  cardCentrePhone: '+386 2 620 00 10',
  email: 'pomoc@alpska.example',
  web: 'https://www.alpska.example',
  bic: 'ALPSSI22',
  supervisor: { name: 'Banka Slovenije', address: 'Slovenska cesta 35, 1505 Ljubljana' },
};

describe('bankPageOf', () => {
  it('gives the lines the pages print, the phone grouped and as a tel: link', () => {
    expect(bankPageOf(CREDITOR)).toEqual({
      name: 'Alpska hranilnica',
      legalName: 'Alpska hranilnica d.d.',
      address: 'Trg svobode 7, 2000 Maribor',
      phone: '+386 2 620 00 00',
      phoneUri: 'tel:+38626200000',
      cardPhone: '+386 2 620 00 10',
      cardPhoneUri: 'tel:+38626200010',
      email: 'pomoc@alpska.example',
    });
  });

  it('names the bank without a legal form by its name alone', () => {
    expect(bankPageOf({ ...CREDITOR, legalForm: '' }).legalName).toBe('Alpska hranilnica');
  });
});

describe('parseBankPage', () => {
  const page: TBankPage = bankPageOf(CREDITOR);

  it('reads what the server wrote', () => {
    expect(parseBankPage(JSON.stringify(page))).toEqual(page);
  });

  it.each([
    ['no meta', null],
    ['an empty meta', ''],
    ['no JSON', '{name'],
    ['not an object', '"Bank"'],
    ['a field missing', JSON.stringify({ ...page, email: undefined })],
    ['a field empty', JSON.stringify({ ...page, name: ' ' })],
    ['a field not text', JSON.stringify({ ...page, phone: 38612345 })],
  ])('gives null for %s', (_, content) => {
    expect(parseBankPage(content)).toBeNull();
  });
});

describe('bankPlaceholder', () => {
  it('is a distinct word of letters and underscores for each field', () => {
    const placeholders = BANK_PAGE_FIELDS.map(bankPlaceholder);
    expect(new Set(placeholders).size).toBe(BANK_PAGE_FIELDS.length);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^__portal_bank_\w+__$/);
  });
});
