import { afterEach, describe, expect, it } from 'vitest';
import { setBankMeta, TEST_BANK as BANK } from '../testing/bank-meta';
import { bankNamesOr, bankPage, readBankPage } from './bank-page';

afterEach(() => setBankMeta(null));

describe('readBankPage', () => {
  it('reads the bank the server wrote into the meta', () => {
    setBankMeta(BANK);
    expect(readBankPage(document)).toEqual(BANK);
  });

  it('gives null for a page that names no bank (the build’s empty meta, or none)', () => {
    expect(readBankPage(document)).toBeNull();
    setBankMeta('');
    expect(readBankPage(document)).toBeNull();
  });
});

describe('bankPage', () => {
  it('follows the meta when it changes', () => {
    expect(bankPage()).toBeNull();
    setBankMeta(BANK);
    expect(bankPage()?.legalName).toBe('Alpska hranilnica d.d.');
    setBankMeta({ ...BANK, legalName: 'Druga banka d.d.' });
    expect(bankPage()?.legalName).toBe('Druga banka d.d.');
  });
});

describe('bankNamesOr', () => {
  it('names the configured bank, or says the generic word for both names', () => {
    expect(bankNamesOr(BANK, 'Banka')).toEqual({
      name: 'Alpska hranilnica',
      legalName: 'Alpska hranilnica d.d.',
    });
    expect(bankNamesOr(null, 'Banka')).toEqual({ name: 'Banka', legalName: 'Banka' });
  });
});
