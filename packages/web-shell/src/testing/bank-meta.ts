import type { TBankPage } from '@onboarding/domain/bank-page';

/**
 * Puts `<meta name="portal-bank">` into the test's document as the server writes it (decision 229):
 * a bank, a raw content, or null to remove it.
 */
export function setBankMeta(bank: TBankPage | string | null): void {
  document.head.querySelector('meta[name="portal-bank"]')?.remove();
  if (bank === null) return;
  const meta = document.createElement('meta');
  meta.name = 'portal-bank';
  meta.content = typeof bank === 'string' ? bank : JSON.stringify(bank);
  document.head.append(meta);
}

/** A bank that is not the development default, for tests that look for its name and lines. */
export const TEST_BANK: TBankPage = {
  name: 'Alpska hranilnica',
  legalName: 'Alpska hranilnica d.d.',
  address: 'Trg svobode 7, 2000 Maribor',
  phone: '+386 2 620 00 00',
  phoneUri: 'tel:+38626200000',
  cardPhone: '+386 2 620 00 10',
  cardPhoneUri: 'tel:+38626200010',
  email: 'pomoc@alpska.example',
};
