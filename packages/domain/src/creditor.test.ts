import { describe, expect, it } from 'vitest';
import {
  creditorAddressLine,
  creditorLegalName,
  creditorWebLine,
  supervisorLine,
  ZCreditor,
  type TCreditor,
} from './creditor';

const bank: TCreditor = {
  name: 'Onboarding Bank',
  legalForm: 'd.d.',
  street: 'Slovenska cesta 1',
  postalCode: '1000',
  city: 'Ljubljana',
  country: 'SI',
  register: 'Sodni register Okrožnega sodišča v Ljubljani',
  registrationNumber: '1234567000',
  vatNumber: 'SI12345678',
  phone: '+386 1 234 56 78',
  cardCentrePhone: '+386 1 234 56 79',
  email: 'info@example-bank.si',
  web: 'https://www.example-bank.si/',
  bic: 'ONBKSI2X',
  supervisor: { name: 'Banka Slovenije', address: 'Slovenska cesta 35, 1505 Ljubljana' },
};

describe('the creditor identity (decision 229)', () => {
  it('accepts a complete identity', () => {
    expect(ZCreditor.parse(bank)).toEqual(bank);
  });

  it('refuses a phone with the trunk zero kept, a bad BIC and a bad e-mail', () => {
    const result = ZCreditor.safeParse({
      ...bank,
      phone: '+386 01 234 56 78x',
      bic: 'ONBK',
      email: 'info',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phone', 'bic', 'email']));
  });

  it('prints the legal name, the address, the supervisor and the web address', () => {
    expect(creditorLegalName(bank)).toBe('Onboarding Bank d.d.');
    expect(creditorLegalName({ name: 'Bank', legalForm: '' })).toBe('Bank');
    expect(creditorAddressLine(bank)).toBe('Slovenska cesta 1, 1000 Ljubljana');
    expect(supervisorLine(bank)).toBe('Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana');
    expect(creditorWebLine(bank)).toBe('www.example-bank.si');
  });
});
