import { randomUUID } from 'node:crypto';
import {
  lastThreeFullMonths,
  localTimeIn,
  slovenianIban,
  type TProviderTransaction,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import {
  OpenBankingProviderError,
  type OpenBankingProvider,
  type ProviderAccount,
  type ProviderBank,
  type ProviderConnection,
  type ProviderConnectionRef,
} from './provider';

/**
 * The built-in sandbox (decision 148): test banks that answer like Salt Edge v5 without leaving the
 * machine, so `npm start` and the tests run the whole salary statement. Credentials of every
 * sandbox bank: login `demo`, password `demo1234` (anything else is WRONG_CREDENTIALS). The SMS
 * bank then asks for a code and accepts 123456. The accounts' numbers are IBANs under sort code
 * 98001, which is no Slovenian bank's (so a sandbox IBAN is never a real account).
 */
export const SANDBOX_LOGIN = { login: 'demo', password: 'demo1234' } as const;
export const SANDBOX_SMS_CODE = '123456';
export const SANDBOX_SORT_CODE = '98001';

type Behaviour = 'simple' | 'sms' | 'fails' | 'slow';
interface SandboxBank extends ProviderBank {
  readonly behaviour: Behaviour;
  readonly payroll: 'acme' | 'zavod';
}

export const SANDBOX_BANKS: readonly SandboxBank[] = [
  {
    code: 'sandbox_banka_si',
    name: 'Sandbox banka',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'simple',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_sms_si',
    name: 'Sandbox banka SMS',
    countryCode: 'SI',
    interactive: true,
    behaviour: 'sms',
    payroll: 'zavod',
  },
  {
    code: 'sandbox_banka_napaka_si',
    name: 'Sandbox banka – napaka',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'fails',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_pocasna_si',
    name: 'Sandbox banka – počasna',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'slow',
    payroll: 'acme',
  },
  // Salt Edge's fake providers of country XF (wave2 §4), answered by the sandbox.
  {
    code: 'fakebank_simple_xf',
    name: 'Fake Bank Simple',
    countryCode: 'XF',
    interactive: false,
    behaviour: 'simple',
    payroll: 'acme',
  },
  {
    code: 'fakebank_interactive_xf',
    name: 'Fake Bank with SMS',
    countryCode: 'XF',
    interactive: true,
    behaviour: 'sms',
    payroll: 'zavod',
  },
];

const SEPARATOR = '.';

function bankOf(code: string): SandboxBank {
  const bank = SANDBOX_BANKS.find((candidate) => candidate.code === code);
  if (bank === undefined)
    throw new OpenBankingProviderError('UNKNOWN_BANK', `No sandbox bank ${code}.`);
  return bank;
}

function bankOfConnection(connection: ProviderConnectionRef): SandboxBank {
  const [prefix, code] = connection.externalId.split(SEPARATOR);
  if (prefix !== 'sbx' || code === undefined) {
    throw new OpenBankingProviderError('CONNECTION_FAILED', 'Not a sandbox connection.');
  }
  return bankOf(code);
}

/** Waits until the caller gives up: the slow bank never answers. */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new OpenBankingProviderError('BANK_FAILED', 'Aborted.'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

function accountsOf(bank: SandboxBank): ProviderAccount[] {
  // Eight digits per account, stable per bank: the same bank always shows the same accounts.
  const base = SANDBOX_BANKS.indexOf(bank) + 1;
  return [
    {
      id: `${bank.code}-current`,
      name: 'Osebni račun',
      number: slovenianIban(SANDBOX_SORT_CODE, String(base * 1_000_000 + 123_456).padStart(8, '0')),
      currencyCode: 'EUR',
    },
    {
      id: `${bank.code}-savings`,
      name: 'Varčevalni račun',
      number: slovenianIban(SANDBOX_SORT_CODE, String(base * 1_000_000 + 654_321).padStart(8, '0')),
      currencyCode: 'EUR',
    },
  ];
}

/** A deterministic amount in euros from a seed: the same month always gives the same figure. */
function varied(seed: number, base: number, spread: number): number {
  const step = (seed * 7919) % 1000;
  return Math.round((base + (spread * (step - 500)) / 500) * 100) / 100;
}

/**
 * Three full months and the current one of a realistic current account: rent, electricity,
 * phone, groceries and card payments, a salary that varies month to month, and (ACME payroll) an
 * existing loan instalment. The savings account has one transfer a month.
 */
export function sandboxTransactions(
  bank: SandboxBank,
  accountId: string,
  today: string,
): TProviderTransaction[] {
  const [first] = lastThreeFullMonths(today);
  const months = [...lastThreeFullMonths(today), today.slice(0, 7)];
  const list: TProviderTransaction[] = [];
  const add = (
    month: string,
    day: number,
    amount: number,
    description: string,
    category: string,
    payee?: string,
  ) => {
    const madeOn = `${month}-${String(day).padStart(2, '0')}`;
    if (madeOn > today || month < first) return;
    list.push({
      id: `${accountId}-${madeOn}-${list.length}`,
      amount,
      currency_code: 'EUR',
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
  for (const month of months) {
    const seed = Number(month.replace('-', ''));
    const [year, monthNumber] = month.split('-');
    const previous = `${String(Number(monthNumber) === 1 ? 12 : Number(monthNumber) - 1).padStart(2, '0')}/${Number(monthNumber) === 1 ? Number(year) - 1 : Number(year)}`;
    if (accountId.endsWith('-savings')) {
      add(month, 16, 100, 'PRENOS Z OSEBNEGA RAČUNA', 'transfer');
      continue;
    }
    add(month, 2, -520, 'NAJEMNINA STANOVANJE JANUŠ', 'rent', 'JANEZ JANUŠ');
    add(
      month,
      5,
      -varied(seed, 64, 18),
      'ELEKTRO ENERGIJA D.O.O.',
      'utilities',
      'ELEKTRO ENERGIJA',
    );
    add(month, 6, -29.99, 'TELEKOM SLOVENIJE MOBI', 'bills', 'TELEKOM SLOVENIJE');
    add(month, 8, -varied(seed + 1, 86, 30), 'MERCATOR LJUBLJANA', 'groceries');
    add(month, 12, -varied(seed + 2, 54, 20), 'HOFER TRGOVINA', 'groceries');
    add(month, 19, -varied(seed + 3, 41, 15), 'KARTICA PETROL BS 045', 'car_fuel');
    add(month, 22, -varied(seed + 4, 67, 25), 'LIDL SLOVENIJA', 'groceries');
    add(month, 25, -varied(seed + 5, 32, 20), 'KARTICA SPOTIFY / BOLT', 'shopping');
    if (bank.payroll === 'acme') {
      add(month, 15, varied(seed + 6, 1_720, 90), `PLAČA ${previous}`, 'salary', 'ACME D.O.O.');
      add(month, 28, -215.3, 'OBROK KREDITA 0123456', 'loan', 'BANKA D.D.');
    } else {
      add(
        month,
        10,
        varied(seed + 7, 1_480, 60),
        `OD ${previous} ZZZS`,
        'transfer',
        'ZAVOD ZA ZDRAVSTVENO ZAVAROVANJE',
      );
    }
  }
  return list;
}

export interface SandboxDeps {
  readonly clock: Clock;
  readonly timeZone: string;
  /** Outside production the interactive step says which code the sandbox accepts. */
  readonly showHints: boolean;
}

export function createSandboxProvider(deps: SandboxDeps): OpenBankingProvider {
  const today = () => localTimeIn(deps.clock(), deps.timeZone).date;
  const connected = (externalId: string): ProviderConnection => ({
    externalId,
    secret: null,
    status: 'CONNECTED',
    interactiveFields: [],
  });
  return {
    name: 'sandbox',

    providers(countryCode) {
      return Promise.resolve(
        SANDBOX_BANKS.filter((bank) => bank.countryCode === countryCode).map(
          ({ code, name, countryCode: country, interactive }) => ({
            code,
            name,
            countryCode: country,
            interactive,
          }),
        ),
      );
    },

    provider(code) {
      const bank = SANDBOX_BANKS.find((candidate) => candidate.code === code);
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

    async createLogin(input, signal) {
      const bank = bankOf(input.providerCode);
      if (bank.behaviour === 'slow') return never(signal);
      if (bank.behaviour === 'fails') {
        throw new OpenBankingProviderError(
          'BANK_FAILED',
          'The sandbox bank answers with an error.',
        );
      }
      if (
        input.credentials.login !== SANDBOX_LOGIN.login ||
        input.credentials.password !== SANDBOX_LOGIN.password
      ) {
        throw new OpenBankingProviderError('WRONG_CREDENTIALS', 'Wrong sandbox credentials.');
      }
      const externalId = ['sbx', bank.code, randomUUID()].join(SEPARATOR);
      if (bank.behaviour === 'sms') {
        return {
          externalId,
          secret: null,
          status: 'INTERACTIVE',
          interactiveFields: ['sms'],
          ...(deps.showHints ? { hint: `Sandbox: the SMS code is ${SANDBOX_SMS_CODE}.` } : {}),
        };
      }
      return Promise.resolve(connected(externalId));
    },

    interactive(connection, fields) {
      if (fields.sms !== SANDBOX_SMS_CODE) {
        return Promise.reject(
          new OpenBankingProviderError('WRONG_CODE', 'Wrong sandbox SMS code.'),
        );
      }
      bankOfConnection(connection);
      return Promise.resolve(connected(connection.externalId));
    },

    accounts(connection) {
      return Promise.resolve(accountsOf(bankOfConnection(connection)));
    },

    transactions(connection, accountId, fromDate) {
      const bank = bankOfConnection(connection);
      if (!accountsOf(bank).some((account) => account.id === accountId)) {
        return Promise.reject(new OpenBankingProviderError('BANK_FAILED', 'No such account.'));
      }
      return Promise.resolve(
        sandboxTransactions(bank, accountId, today()).filter(
          (transaction) => transaction.made_on >= fromDate,
        ),
      );
    },
  };
}
