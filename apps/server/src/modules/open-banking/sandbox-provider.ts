import {
  albanianIban,
  lastThreeFullMonths,
  localTimeIn,
  slovenianIban,
  type TProviderTransaction,
  type VariantId,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderAccount,
  type ProviderConnection,
  type ProviderConnectionRef,
} from './provider';
import type { SandboxBankServer } from './sandbox-bank';
import {
  SANDBOX_AL_BANK_CODE,
  SANDBOX_SMS_CODE,
  SANDBOX_SORT_CODE,
  sandboxBanksOf,
  type SandboxBank,
} from './sandbox-banks';

/**
 * The built-in sandbox (decision 148): test banks that answer like Salt Edge v5 without leaving the
 * machine, so `npm start` and the tests run the whole salary statement. The applicant logs in on
 * the sandbox bank's own pages (sandbox-bank.ts, decision 250): login `demo`, password `demo1234`;
 * the SMS bank then asks there for a code and accepts 123456. The banks, accounts and transactions are the
 * variant's (decision 242): in euros in si, in lekë in al, under a bank code no real bank holds
 * (sandbox-banks.ts), so a sandbox IBAN is never a real account. The Albanian payees and amounts
 * are example data.
 */
export { SANDBOX_LOGIN, SANDBOX_SMS_CODE } from './sandbox-banks';

const SEPARATOR = '.';

function bankOf(variant: VariantId, code: string): SandboxBank {
  const bank = sandboxBanksOf(variant).find((candidate) => candidate.code === code);
  if (bank === undefined)
    throw new OpenBankingProviderError('UNKNOWN_BANK', `No sandbox bank ${code}.`);
  return bank;
}

function bankOfConnection(variant: VariantId, connection: ProviderConnectionRef): SandboxBank {
  const [prefix, code] = connection.externalId.split(SEPARATOR);
  if (prefix !== 'sbx' || code === undefined) {
    throw new OpenBankingProviderError('CONNECTION_FAILED', 'Not a sandbox connection.');
  }
  return bankOf(variant, code);
}

/** Waits until the caller gives up: the slow bank never answers. */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new OpenBankingProviderError('BANK_FAILED', 'Aborted.'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** A variant's sandbox statements: their currency, account names and a month's lines. */
interface StatementProfile {
  readonly currency: string;
  readonly current: string;
  readonly savings: string;
  readonly iban: (accountNumber: number) => string;
  /** A deterministic amount from a seed: the same month always gives the same figure. */
  readonly varied: (seed: number, base: number, spread: number) => number;
  readonly month: (line: MonthLine, seed: number, previous: string, bank: SandboxBank) => void;
  readonly savingsLine: (line: MonthLine) => void;
}

type MonthLine = (
  day: number,
  amount: number,
  description: string,
  category: string,
  payee?: string,
) => void;

/** An amount around `base`, at most `spread` away, in steps of `1 / perUnit` of the currency. */
function varied(seed: number, base: number, spread: number, perUnit: number): number {
  const step = (seed * 7919) % 1000;
  return Math.round((base + (spread * (step - 500)) / 500) * perUnit) / perUnit;
}

/**
 * Rent, electricity, phone, groceries and card payments, a salary that varies month to month,
 * and (ACME payroll) an existing loan instalment; else a benefit of the social insurance.
 */
const PROFILES: Readonly<Record<VariantId, StatementProfile>> = {
  si: {
    currency: 'EUR',
    current: 'Osebni račun',
    savings: 'Varčevalni račun',
    iban: (number) => slovenianIban(SANDBOX_SORT_CODE, String(number).padStart(8, '0')),
    varied: (seed, base, spread) => varied(seed, base, spread, 100),
    savingsLine: (add) => add(16, 100, 'PRENOS Z OSEBNEGA RAČUNA', 'transfer'),
    month(add, seed, previous, bank) {
      const vary = PROFILES.si.varied;
      add(2, -520, 'NAJEMNINA STANOVANJE JANUŠ', 'rent', 'JANEZ JANUŠ');
      add(5, -vary(seed, 64, 18), 'ELEKTRO ENERGIJA D.O.O.', 'utilities', 'ELEKTRO ENERGIJA');
      add(6, -29.99, 'TELEKOM SLOVENIJE MOBI', 'bills', 'TELEKOM SLOVENIJE');
      add(8, -vary(seed + 1, 86, 30), 'MERCATOR LJUBLJANA', 'groceries');
      add(12, -vary(seed + 2, 54, 20), 'HOFER TRGOVINA', 'groceries');
      add(19, -vary(seed + 3, 41, 15), 'KARTICA PETROL BS 045', 'car_fuel');
      add(22, -vary(seed + 4, 67, 25), 'LIDL SLOVENIJA', 'groceries');
      add(25, -vary(seed + 5, 32, 20), 'KARTICA SPOTIFY / BOLT', 'shopping');
      if (bank.payroll === 'acme') {
        add(15, vary(seed + 6, 1_720, 90), `PLAČA ${previous}`, 'salary', 'ACME D.O.O.');
        add(28, -215.3, 'OBROK KREDITA 0123456', 'loan', 'BANKA D.D.');
      } else {
        add(
          10,
          vary(seed + 7, 1_480, 60),
          `OD ${previous} ZZZS`,
          'transfer',
          'ZAVOD ZA ZDRAVSTVENO ZAVAROVANJE',
        );
      }
    },
  },
  // Example data in lekë (whole lekë, as Albanian statements show them).
  al: {
    currency: 'ALL',
    current: 'Llogari personale',
    savings: 'Llogari kursimi',
    iban: (number) => albanianIban(SANDBOX_AL_BANK_CODE, String(number).padStart(16, '0')),
    varied: (seed, base, spread) => varied(seed, base, spread, 1),
    savingsLine: (add) => add(16, 10_000, 'TRANSFERTË NGA LLOGARIA PERSONALE', 'transfer'),
    month(add, seed, previous, bank) {
      const vary = PROFILES.al.varied;
      add(2, -45_000, 'QIRAJA E APARTAMENTIT HOXHA', 'rent', 'ARBEN HOXHA');
      add(5, -vary(seed, 4_500, 1_500), 'OSHEE ENERGJI ELEKTRIKE', 'utilities', 'OSHEE');
      add(6, -1_800, 'ONE ALBANIA MOBILE', 'bills', 'ONE ALBANIA');
      add(8, -vary(seed + 1, 9_000, 3_000), 'CONAD TIRANË', 'groceries');
      add(12, -vary(seed + 2, 6_000, 2_000), 'SPAR ALBANIA', 'groceries');
      add(19, -vary(seed + 3, 5_000, 1_500), 'KARTË KASTRATI KARBURANT', 'car_fuel');
      add(22, -vary(seed + 4, 7_000, 2_500), 'BIG MARKET', 'groceries');
      add(25, -vary(seed + 5, 3_000, 2_000), 'KARTË SPOTIFY / BOLT', 'shopping');
      if (bank.payroll === 'acme') {
        add(15, vary(seed + 6, 95_000, 5_000), `PAGA ${previous}`, 'salary', 'ACME SH.P.K.');
        add(28, -22_500, 'KESTI I KREDISË 0123456', 'loan', 'BANKA SH.A.');
      } else {
        add(
          10,
          vary(seed + 7, 80_000, 4_000),
          `PAGESË ${previous} ISSH`,
          'transfer',
          'INSTITUTI I SIGURIMEVE SHOQËRORE',
        );
      }
    },
  },
};

function accountsOf(variant: VariantId, bank: SandboxBank): ProviderAccount[] {
  // Stable per bank: the same bank always shows the same accounts.
  const base = sandboxBanksOf(variant).indexOf(bank) + 1;
  const profile = PROFILES[variant];
  return [
    {
      id: `${bank.code}-current`,
      name: profile.current,
      number: profile.iban(base * 1_000_000 + 123_456),
      currencyCode: profile.currency,
    },
    {
      id: `${bank.code}-savings`,
      name: profile.savings,
      number: profile.iban(base * 1_000_000 + 654_321),
      currencyCode: profile.currency,
    },
  ];
}

/**
 * Three full months and the current one of a realistic current account in the variant's
 * currency; the savings account has one transfer a month.
 */
export function sandboxTransactions(
  variant: VariantId,
  bank: SandboxBank,
  accountId: string,
  today: string,
): TProviderTransaction[] {
  const profile = PROFILES[variant];
  const [first] = lastThreeFullMonths(today);
  const months = [...lastThreeFullMonths(today), today.slice(0, 7)];
  const list: TProviderTransaction[] = [];
  for (const month of months) {
    const add: MonthLine = (day, amount, description, category, payee) => {
      const madeOn = `${month}-${String(day).padStart(2, '0')}`;
      if (madeOn > today || month < first) return;
      list.push({
        id: `${accountId}-${madeOn}-${list.length}`,
        amount,
        currency_code: profile.currency,
        description,
        made_on: madeOn,
        category,
        duplicated: false,
        mode: 'normal',
        status: 'posted',
        account_id: accountId,
        extra: payee === undefined ? { posting_date: madeOn } : { payee, posting_date: madeOn },
      });
    };
    const seed = Number(month.replace('-', ''));
    const [year, monthNumber] = month.split('-');
    const previous = `${String(Number(monthNumber) === 1 ? 12 : Number(monthNumber) - 1).padStart(2, '0')}/${Number(monthNumber) === 1 ? Number(year) - 1 : Number(year)}`;
    if (accountId.endsWith('-savings')) profile.savingsLine(add);
    else profile.month(add, seed, previous, bank);
  }
  return list;
}

export interface SandboxDeps {
  readonly clock: Clock;
  readonly timeZone: string;
  /** The server's variant: its country's banks, accounts and currency. */
  readonly variant: VariantId;
  /** The sandbox bank's own login pages and its code exchange (decision 250). */
  readonly bank: Pick<SandboxBankServer, 'authorizeUrl' | 'exchange'>;
}

const connected = (externalId: string): ProviderConnection => ({
  externalId,
  secret: null,
  status: 'CONNECTED',
  interactiveFields: [],
});

export function createSandboxProvider(deps: SandboxDeps): OpenBankingProvider {
  const { variant } = deps;
  const banks = sandboxBanksOf(variant);
  const today = () => localTimeIn(deps.clock(), deps.timeZone).date;
  return {
    name: 'sandbox',

    providers(countryCode) {
      return Promise.resolve(
        banks
          .filter((bank) => bank.countryCode === countryCode)
          .map(({ code, name, countryCode: country, interactive }) => ({
            code,
            name,
            countryCode: country,
            interactive,
          })),
      );
    },

    provider(code) {
      const bank = banks.find((candidate) => candidate.code === code);
      return Promise.resolve(
        bank === undefined
          ? null
          : {
              code: bank.code,
              name: bank.name,
              countryCode: bank.countryCode,
              interactive: bank.interactive,
            },
      );
    },

    async startConnect(input, signal) {
      const bank = bankOf(variant, input.providerCode);
      if (bank.behaviour === 'slow') return never(signal);
      if (bank.behaviour === 'fails') {
        throw new OpenBankingProviderError(
          'BANK_FAILED',
          'The sandbox bank answers with an error.',
        );
      }
      return Promise.resolve({
        redirectUrl: deps.bank.authorizeUrl({
          bankCode: bank.code,
          state: input.state,
          language: input.language,
        }),
        pending: null,
      });
    },

    async finishConnect(input) {
      if (input.returned.error === 'access_denied') {
        throw new OpenBankingProviderError('DENIED', 'Cancelled at the sandbox bank.');
      }
      const code = input.returned.code;
      if (input.returned.error !== undefined || code === undefined) {
        throw new OpenBankingProviderError('CODE_INVALID', 'The sandbox bank sent no code.');
      }
      // The code is exchanged server to server, once, for the state it was issued with.
      const used = await deps.bank.exchange(code, input.state);
      if (used === null) {
        throw new OpenBankingProviderError('CODE_INVALID', 'Unknown, used or expired code.');
      }
      return connected(['sbx', bankOf(variant, used.bankCode).code, used.grantId].join(SEPARATOR));
    },

    interactive(connection, fields) {
      if (fields.sms !== SANDBOX_SMS_CODE) {
        return Promise.reject(
          new OpenBankingProviderError('WRONG_CODE', 'Wrong sandbox SMS code.'),
        );
      }
      bankOfConnection(variant, connection);
      return Promise.resolve(connected(connection.externalId));
    },

    accounts(connection) {
      return Promise.resolve(accountsOf(variant, bankOfConnection(variant, connection)));
    },

    transactions(connection, accountId, fromDate) {
      const bank = bankOfConnection(variant, connection);
      if (!accountsOf(variant, bank).some((account) => account.id === accountId)) {
        return Promise.reject(new OpenBankingProviderError('BANK_FAILED', 'No such account.'));
      }
      return Promise.resolve(
        sandboxTransactions(variant, bank, accountId, today()).filter(
          (transaction) => transaction.made_on >= fromDate,
        ),
      );
    },
  };
}
