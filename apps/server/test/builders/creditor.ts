import type { TCreditor } from '@onboarding/domain';

// A bank that is not the development default (decision 229): the documents' tests build with it
// and then look for the default's name and address, which must appear nowhere.

/** Another bank's identity, every field different from the development defaults. */
export const OTHER_CREDITOR: TCreditor = {
  name: 'Testna Hranilnica',
  legalForm: 'd.o.o.',
  street: 'Glavni trg 7',
  postalCode: '2000',
  city: 'Maribor',
  country: 'SI',
  register: 'Sodni register Okrožnega sodišča v Mariboru',
  registrationNumber: '1111111000',
  vatNumber: 'SI11111111',
  phone: '+386 2 111 22 33',
  cardCentrePhone: '+386 2 111 22 44',
  email: 'pomoc@hranilnica.example',
  web: 'https://www.hranilnica.example',
  bic: 'TSTHSI22',
  supervisor: { name: 'Nadzornik Testni', address: 'Nadzorna ulica 3, 3000 Celje' },
};

/** The same bank as BANK_* variables, for a test app built with it. */
export const OTHER_CREDITOR_ENV: Readonly<Record<string, string>> = {
  BANK_NAME: OTHER_CREDITOR.name,
  BANK_LEGAL_FORM: OTHER_CREDITOR.legalForm,
  BANK_STREET: OTHER_CREDITOR.street,
  BANK_POSTAL_CODE: OTHER_CREDITOR.postalCode,
  BANK_CITY: OTHER_CREDITOR.city,
  BANK_REGISTER: OTHER_CREDITOR.register,
  BANK_REGISTRATION_NUMBER: OTHER_CREDITOR.registrationNumber,
  BANK_VAT_NUMBER: OTHER_CREDITOR.vatNumber,
  BANK_PHONE: OTHER_CREDITOR.phone,
  BANK_CARD_CENTRE_PHONE: OTHER_CREDITOR.cardCentrePhone,
  BANK_EMAIL: OTHER_CREDITOR.email,
  BANK_SITE_URL: OTHER_CREDITOR.web,
  BANK_BIC: OTHER_CREDITOR.bic,
  BANK_SUPERVISOR_NAME: OTHER_CREDITOR.supervisor.name,
  BANK_SUPERVISOR_ADDRESS: OTHER_CREDITOR.supervisor.address,
};

/**
 * What must never be printed once another bank is configured: the names, numbers and contacts of
 * the development defaults of both variants and the literals the documents once carried. The
 * default's street is left out: the example applicant lives in that street too.
 */
export const FOREIGN_BANK_MARKS = [
  'Onboarding Bank',
  'Trg republike',
  'Bank d.d.',
  'Banka d.d.',
  'Banka sh.a.',
  'Banka Shembull',
  'example-bank',
  'Banka Slovenije',
  'Banka e Shqipërisë',
  'XMPLSI2X',
  'SI99999999',
  '9999999000',
  '+386 1 999 00 00',
  '+386 1 999 00 10',
  '+386 1 300 00 10',
] as const;

/** The marks of `FOREIGN_BANK_MARKS` that `text` contains. */
export function foreignBankMarksIn(text: string): string[] {
  return FOREIGN_BANK_MARKS.filter((mark) => text.includes(mark));
}
