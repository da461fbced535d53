import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { albanianIbanProblem, detectIncome, type VariantId } from '@onboarding/domain';
import { SANDBOX_AL_BANK_CODE } from './sandbox-banks';
import { createSandboxProvider } from './sandbox-provider';

const TODAY = new Date('2026-11-20T10:00:00Z');
const signal = new AbortController().signal;

function sandbox(variant: VariantId) {
  return createSandboxProvider({
    clock: () => TODAY,
    timeZone: variant === 'al' ? 'Europe/Tirane' : 'Europe/Ljubljana',
    variant,
    // The bank's own pages are not under test here: its code exchange names the bank it logged in.
    bank: {
      authorizeUrl: ({ bankCode, state }) =>
        `http://bank.test/authorize?bank=${bankCode}&state=${state}`,
      exchange: (code) =>
        Promise.resolve(code === 'bad' ? null : { bankCode: code, grantId: 'g1' }),
    },
  });
}

async function statementOf(variant: VariantId, bankCode: string) {
  const provider = sandbox(variant);
  const start = await provider.startConnect(
    {
      customerRef: 'test',
      providerCode: bankCode,
      countryCode: variant === 'al' ? 'AL' : 'SI',
      state: 'state-of-the-test',
      returnTo: 'http://portal.test/return',
      language: 'en',
    },
    signal,
  );
  expect(start.redirectUrl).toContain(`bank=${bankCode}`);
  const connection = await provider.finishConnect(
    { state: 'state-of-the-test', pending: start.pending, returned: { code: bankCode } },
    signal,
  );
  const accounts = await provider.accounts(connection, signal);
  const [current] = accounts;
  if (current === undefined) throw new Error('no account');
  const transactions = await provider.transactions(connection, current.id, '2026-01-01', signal);
  return { accounts, current, transactions };
}

describe('the sandbox of the al variant (decision 242)', () => {
  it('lists Albanian example banks for AL, and no Slovenian one', async () => {
    const provider = sandbox('al');
    expect((await provider.providers('AL', signal)).map((bank) => bank.code)).toEqual([
      'sandbox_banka_al',
      'sandbox_banka_sms_al',
      'sandbox_banka_gabim_al',
      'sandbox_banka_ngadalte_al',
    ]);
    expect(await provider.providers('SI', signal)).toEqual([]);
    expect(await provider.provider('sandbox_banka_si', signal)).toBeNull();
  });

  it('gives Albanian accounts in lekë under the sandbox bank code, with a salary in lekë', async () => {
    const { accounts, current, transactions } = await statementOf('al', 'sandbox_banka_al');
    expect(accounts.map((account) => account.name)).toEqual([
      'Llogari personale',
      'Llogari kursimi',
    ]);
    for (const account of accounts) {
      expect(account.currencyCode).toBe('ALL');
      expect(account.number.slice(4, 12)).toBe(SANDBOX_AL_BANK_CODE);
      expect(isValidIBAN(account.number)).toBe(true);
      expect(albanianIbanProblem(account.number)).toBeNull();
    }
    expect(transactions.every((transaction) => transaction.currency_code === 'ALL')).toBe(true);
    expect(transactions.every((transaction) => Number.isInteger(transaction.amount))).toBe(true);
    const income = detectIncome({
      transactions,
      today: '2026-11-20',
      currency: current.currencyCode,
      bankCode: '998',
      bankName: 'Sandbox Banka',
      accountMasked: '•••• 0000',
    });
    expect(income.months.map((month) => month.month)).toEqual(['2026-08', '2026-09', '2026-10']);
    for (const month of income.months) {
      expect(month.salaryCents).toBeGreaterThanOrEqual(9_000_000);
      expect(month.salaryCents).toBeLessThanOrEqual(10_000_000);
      expect(month.loanRepaymentsCents).toBe(2_250_000);
    }
  });
});

describe('the sandbox of the si variant', () => {
  it('keeps its Slovenian banks and accounts in euros', async () => {
    const provider = sandbox('si');
    expect((await provider.providers('SI', signal)).map((bank) => bank.name)).toEqual([
      'Sandbox banka',
      'Sandbox banka SMS',
      'Sandbox banka – napaka',
      'Sandbox banka – počasna',
    ]);
    expect(await provider.providers('AL', signal)).toEqual([]);
    const { current, transactions } = await statementOf('si', 'sandbox_banka_si');
    expect(current).toMatchObject({ name: 'Osebni račun', currencyCode: 'EUR' });
    expect(current.number).toMatch(/^SI\d{2}98001\d{10}$/);
    expect(transactions).toContainEqual(
      expect.objectContaining({ amount: -520, currency_code: 'EUR', made_on: '2026-10-02' }),
    );
  });
});

describe('the sandbox provider’s way back from its bank (decision 250)', () => {
  const finish = (returned: Record<string, string>) =>
    sandbox('si').finishConnect({ state: 's', pending: null, returned }, signal);

  it('a cancel is DENIED; no code, or a code the bank does not exchange, is CODE_INVALID', async () => {
    await expect(finish({ error: 'access_denied' })).rejects.toMatchObject({ failure: 'DENIED' });
    await expect(finish({})).rejects.toMatchObject({ failure: 'CODE_INVALID' });
    await expect(finish({ error: 'request_expired' })).rejects.toMatchObject({
      failure: 'CODE_INVALID',
    });
    await expect(finish({ code: 'bad' })).rejects.toMatchObject({ failure: 'CODE_INVALID' });
  });

  it('the failing bank refuses to start, the connection never leaves for it', async () => {
    await expect(
      sandbox('si').startConnect(
        {
          customerRef: 'c',
          providerCode: 'sandbox_banka_napaka_si',
          countryCode: 'SI',
          state: 's',
          returnTo: 'http://portal.test/return',
          language: 'sl',
        },
        signal,
      ),
    ).rejects.toMatchObject({ failure: 'BANK_FAILED' });
  });
});
