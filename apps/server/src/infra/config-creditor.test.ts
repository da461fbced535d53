import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_CREDITORS, isExampleCreditor } from './config-creditor';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** Every BANK_* variable of the identity (decision 229), set to another bank's values. */
const OTHER_BANK = {
  BANK_NAME: 'Testna Hranilnica',
  BANK_LEGAL_FORM: 'd.o.o.',
  BANK_STREET: 'Glavni trg 7',
  BANK_POSTAL_CODE: '2000',
  BANK_CITY: 'Maribor',
  BANK_REGISTER: 'Sodni register Okrožnega sodišča v Mariboru',
  BANK_REGISTRATION_NUMBER: '1111111000',
  BANK_VAT_NUMBER: 'SI11111111',
  BANK_PHONE: '+386 2 111 22 33',
  BANK_CARD_CENTRE_PHONE: '+386 2 111 22 44',
  BANK_EMAIL: 'pomoc@hranilnica.example',
  BANK_SITE_URL: 'https://hranilnica.example',
  BANK_BIC: 'TSTHSI22',
  BANK_SUPERVISOR_NAME: 'Nadzornik',
  BANK_SUPERVISOR_ADDRESS: 'Trg 1, 1000 Ljubljana',
};

describe('the creditor identity of the configuration (decision 229)', () => {
  it('when nothing is set, then the development identity of the variant', () => {
    const si = loadConfig({ APP_SECRET: SECRET });
    expect(si.creditor).toEqual(DEFAULT_CREDITORS.si);
    expect(si.creditor.supervisor.name).toBe('Banka Slovenije');
    expect(si.bankSiteUrl).toBe(si.creditor.web);
    const al = loadConfig({ APP_SECRET: SECRET, VARIANT: 'al' });
    expect(al.creditor).toEqual(DEFAULT_CREDITORS.al);
    expect(al.creditor).toMatchObject({ country: 'AL', legalForm: 'sh.a.' });
    expect(al.creditor.supervisor.name).toBe('Banka e Shqipërisë');
    expect(al.bankSiteUrl).toBe('https://www.example-bank.al');
    expect(al.pennyTransfer.payee).toEqual({
      name: 'Banka Shembull sh.a.',
      street: 'Rruga e Shembullit 1',
      city: '1001 Tiranë',
    });
  });

  it('when every BANK_* variable is set, then the identity is theirs and the payee with it', () => {
    const config = loadConfig({ APP_SECRET: SECRET, ...OTHER_BANK });
    expect(config.creditor).toEqual({
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
      web: 'https://hranilnica.example',
      bic: 'TSTHSI22',
      supervisor: { name: 'Nadzornik', address: 'Trg 1, 1000 Ljubljana' },
    });
    expect(config.pennyTransfer.payee).toEqual({
      name: 'Testna Hranilnica d.o.o.',
      street: 'Glavni trg 7',
      city: '2000 Maribor',
    });
  });

  it('when a value is wrong, then the start stops with one line naming its variable', () => {
    expect(
      problemsOf({
        APP_SECRET: SECRET,
        BANK_PHONE: '041 555 202',
        BANK_EMAIL: 'info',
        BANK_BIC: 'BANK',
      }),
    ).toEqual([
      'BANK_PHONE must be a number in international grouping such as +386 1 234 56 78',
      'BANK_EMAIL must be an e-mail address',
      'BANK_BIC must be a BIC of 8 or 11 characters such as XMPLSI2X',
    ]);
  });

  it('when the old BANK_PAYEE is still set, then the start stops and names its successors', () => {
    expect(problemsOf({ APP_SECRET: SECRET, BANK_PAYEE: 'Banka d.d.|Trg 1|2000 Maribor' })).toEqual(
      ['BANK_PAYEE is no longer read: set BANK_NAME, BANK_STREET, BANK_POSTAL_CODE and BANK_CITY'],
    );
  });

  it('when the name is longer than a payment order holds, then the start stops', () => {
    const problems = problemsOf({ APP_SECRET: SECRET, BANK_NAME: 'A'.repeat(30) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^BANK_NAME and BANK_LEGAL_FORM make 'A{30} d\.d\.', longer than/);
  });

  it('tells an example identity (any default value left) from a configured one', () => {
    expect(isExampleCreditor(DEFAULT_CREDITORS.si, 'si')).toBe(true);
    const configured = loadConfig({ APP_SECRET: SECRET, ...OTHER_BANK }).creditor;
    expect(isExampleCreditor(configured, 'si')).toBe(false);
    expect(isExampleCreditor({ ...configured, bic: DEFAULT_CREDITORS.si.bic }, 'si')).toBe(true);
  });
});
