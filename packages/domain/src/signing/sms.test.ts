import { describe, expect, it } from 'vitest';
import type { TContractAmount } from './contracts';
import { contractsSmsText, signingFingerprint, type RenderSigningSms } from './sms';

const MANIFEST = '5c9cb7b61a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5';

/** Writes the key and its values, so the test sees what was chosen. */
const echo: RenderSigningSms = (key, values) =>
  `${key} ${Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}`;

const set = (amounts: TContractAmount[]) => ({
  amounts,
  documentCount: 3,
  manifestSha256: MANIFEST,
});

describe('signingFingerprint', () => {
  it('is the first 16 hex digits in upper case, in groups of 4', () => {
    expect(signingFingerprint(MANIFEST)).toBe('5C9C B7B6 1A2B 3C4D');
  });

  it('with fewer groups is the start of the same text', () => {
    expect(signingFingerprint(MANIFEST, 2)).toBe('5C9C B7B6');
    expect(signingFingerprint(MANIFEST).startsWith(signingFingerprint(MANIFEST, 2))).toBe(true);
  });
});

describe('contractsSmsText', () => {
  it('names a loan by its amount and instalment, written by the formatting module', () => {
    const text = contractsSmsText(
      set([
        { name: 'MONTHLY_INSTALMENT', value: '2751.23', unit: 'EUR' },
        { name: 'LOAN_AMOUNT', value: '30000.00', unit: 'EUR' },
      ]),
      'sl',
      '123456',
      echo,
    );
    expect(text).toBe(
      'signing.sms.LOAN code=123456 count=3 fingerprint=5C9C B7B6 amount=30.000,00\u00a0€ instalment=2.751,23\u00a0€',
    );
  });

  it('names a deposit by its amount when the text fits one segment', () => {
    const deposit = set([{ name: 'DEPOSIT_AMOUNT', value: '100000.00', unit: 'EUR' }]);
    expect(contractsSmsText(deposit, 'en', '123456', echo)).toBe(
      'signing.sms.DEPOSIT code=123456 count=3 fingerprint=5C9C B7B6 amount=€100,000.00',
    );
  });

  it('falls back to the number of documents when the deposit text would need two segments', () => {
    const deposit = set([{ name: 'DEPOSIT_AMOUNT', value: '100000.00', unit: 'EUR' }]);
    const long: RenderSigningSms = (key, values) =>
      key === 'signing.sms.DEPOSIT' ? 'ë'.repeat(71) : echo(key, values);
    expect(contractsSmsText(deposit, 'sq', '123456', long)).toBe(
      'signing.sms.CONTRACTS code=123456 count=3 fingerprint=5C9C B7B6',
    );
  });

  it('names other contracts by the number of documents', () => {
    const account = set([{ name: 'PACKAGE_FEE_AFTERWARDS', value: '5.00', unit: 'EUR' }]);
    expect(contractsSmsText(account, 'sq', '654321', echo)).toBe(
      'signing.sms.CONTRACTS code=654321 count=3 fingerprint=5C9C B7B6',
    );
  });
});
