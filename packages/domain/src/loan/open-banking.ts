import { z } from 'zod';
import type { TIncomeFound } from './api';
import { lastThreeFullMonths } from './statements';

/**
 * The salary statement by open banking (decision 148): the calls of spec 3 §7
 * (`externalservices/saltedge/…`) as the applicant's browser and the server both read them, and
 * the pure rule that turns three months of transactions into the income shown for confirmation.
 * Transactions have the Salt Edge v5 shape (wave2 references §4): a signed `amount` (negative is
 * money out), `currency_code`, `description`, `made_on` (YYYY-MM-DD), `category`, `extra.payee`.
 */

/** Who answers the calls: the built-in sandbox (development, tests) or Salt Edge v5. */
export const OPEN_BANKING_PROVIDERS = ['sandbox', 'saltedge'] as const;
export const ZOpenBankingProviderName = z.enum(OPEN_BANKING_PROVIDERS);
export type OpenBankingProviderName = z.infer<typeof ZOpenBankingProviderName>;

/** `GET externalservices/saltedge/check`: whether bank connections can be offered now. */
export const ZOpenBankingCheck = z.object({
  available: z.boolean(),
  /** null when none is configured (production without OPEN_BANKING_PROVIDER). */
  provider: ZOpenBankingProviderName.nullable(),
});
export type TOpenBankingCheck = z.infer<typeof ZOpenBankingCheck>;

/**
 * `GET externalservices/saltedge/providers?countrycode=SL`. The spec writes SL for Slovenia (the
 * ISO code is SI): both are taken as Slovenia. The fake providers (country XF) have their own path,
 * `GET externalservices/saltedge/providers/xf` (decision 148).
 */
export const ZProvidersQuery = z
  .object({ countrycode: z.string().regex(/^[A-Za-z]{2}$/, 'two letters') })
  .strict();
export type TProvidersQuery = z.infer<typeof ZProvidersQuery>;

/** The country code the provider knows for what the spec's callers send. */
export function providerCountryOf(countrycode: string): string {
  const upper = countrycode.toUpperCase();
  return upper === 'SL' ? 'SI' : upper;
}

export const ZBankProvider = z.object({
  code: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  countryCode: z.string().length(2),
  /** True when the bank asks for a second step (an SMS code) after the password. */
  interactive: z.boolean(),
});
export type TBankProvider = z.infer<typeof ZBankProvider>;

export const ZProvidersResponse = z.object({ providers: z.array(ZBankProvider) });
export type TProvidersResponse = z.infer<typeof ZProvidersResponse>;

const ZProspectId = z.uuid();
const ZConnectionId = z.uuid();

/**
 * The online-banking login as the bank's own page takes it (decision 250): the sandbox bank's
 * login form and its endpoint share it. The portal never sees it: no portal call carries it.
 */
export const ZBankCredentials = z
  .object({
    login: z
      .string()
      .trim()
      .min(1, { message: 'sandboxBank.validation.login' })
      .max(100, { message: 'sandboxBank.validation.login' }),
    password: z
      .string()
      .min(1, { message: 'sandboxBank.validation.password' })
      .max(200, { message: 'sandboxBank.validation.password' }),
  })
  .strict();
export type TBankCredentials = z.infer<typeof ZBankCredentials>;

/**
 * `POST externalservices/saltedge/createlogin` (decision 250): starts the connection at the
 * bank's own page. No credentials: the answer is the bank's address to send the applicant to;
 * `language` is the language the bank's page opens in.
 */
export const ZCreateLoginRequest = z
  .object({
    prospectId: ZProspectId,
    providerCode: z.string().min(1).max(100),
    language: z.enum(['sl', 'en', 'sq']).optional(),
  })
  .strict();
export type TCreateLoginRequest = z.infer<typeof ZCreateLoginRequest>;

/**
 * What the bank's redirect back to the portal may carry (`GET externalservices/saltedge/return`,
 * decision 250): the state we sent, and the authorization code or the refusal (OAuth 2.0
 * `error`, Salt Edge's `error_class`); anything else is ignored.
 */
export const ZBankReturnQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The redirect back's parameters as the server reads them: the first value of a repeated one,
 * none over 2048 characters; so an odd query still ends on the portal's page, never a 400.
 */
export function bankReturnParameters(
  query: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => {
      const first = typeof value === 'string' ? value : value[0];
      return first === undefined || first.length > 2048 ? [] : [[name, first]];
    }),
  );
}

/**
 * Where the bank's redirect back left the connection, as the portal's page is told in its
 * address (`#/salarystatement?bankConnection=` or `?bankError=`).
 */
export const BANK_RETURN_ERRORS = [
  /** The applicant cancelled at the bank, or the bank refused the access. */
  'BANK_DENIED',
  /** The bank's code expired or was used already: start again. */
  'BANK_CODE_EXPIRED',
  /** The answer does not belong to a connection this browser started (state). */
  'BANK_STATE_MISMATCH',
] as const;
export type BankReturnError = (typeof BANK_RETURN_ERRORS)[number];

/** `GET externalservices/saltedge/connection`: a connection after the bank sent the applicant back. */
export const ZConnectionQuery = z
  .object({ prospectId: ZProspectId, connectionId: ZConnectionId })
  .strict();

/** One account of the connected bank, as the applicant chooses the one the salary comes to. */
export const ZBankAccount = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  /** The IBAN (or account number) masked except its last four characters. */
  accountMasked: z.string().max(40),
  currencyCode: z.string().length(3),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** REDIRECT (decision 250): the applicant logs in at `redirectUrl`, the bank's own page. */
export const CONNECTION_STATUSES = ['CONNECTED', 'INTERACTIVE', 'REDIRECT'] as const;

/** The answer of `createlogin`, `interactivelogin` and `connection`. */
export const ZBankConnection = z.object({
  connectionId: ZConnectionId,
  status: z.enum(CONNECTION_STATUSES),
  /** REDIRECT: the bank's login page (http or https only). */
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(4096)
    .optional(),
  /** INTERACTIVE: what the bank asks for next (field names as the bank gives them). */
  interactive: z
    .object({
      fields: z.array(z.string().max(60)).min(1),
      /** Outside production the sandbox tells the code it accepts. */
      hint: z.string().max(200).optional(),
    })
    .optional(),
  /** CONNECTED: the accounts to choose from. */
  accounts: z.array(ZBankAccount).optional(),
});
export type TBankConnection = z.infer<typeof ZBankConnection>;

/** The second step's code (an SMS code): four to twelve letters or digits. */
export const ZInteractiveCode = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{4,12}$/, { message: 'salaryStatement.bank.validation.code' });

/** `POST externalservices/saltedge/interactivelogin`. */
export const ZInteractiveLoginRequest = z
  .object({ prospectId: ZProspectId, connectionId: ZConnectionId, code: ZInteractiveCode })
  .strict();

/** The screen's forms (the same rules as the calls). */
export const ZBankChoiceForm = z.object({
  providerCode: z.string().min(1, { message: 'salaryStatement.bank.validation.bank' }),
});
export const ZInteractiveCodeForm = z.object({ code: ZInteractiveCode });
export const ZAccountChoiceForm = z.object({
  accountId: z.string().min(1, { message: 'salaryStatement.bank.validation.account' }),
});
export type TInteractiveLoginRequest = z.infer<typeof ZInteractiveLoginRequest>;

/** `POST externalservices/saltedge/finishselection`: the salary account; answers ZIncomeFound. */
/** `GET externalservices/saltedge/income?prospectId=` (beyond spec): the income found before a reload. */
export const ZIncomeFoundQuery = z.object({ prospectId: ZProspectId }).strict();

export const ZFinishSelectionRequest = z
  .object({
    prospectId: ZProspectId,
    connectionId: ZConnectionId,
    accountId: z.string().min(1).max(64),
  })
  .strict();
export type TFinishSelectionRequest = z.infer<typeof ZFinishSelectionRequest>;

/** The codes of the bank connection's refusals (the error body of decision 023). */
export const OPEN_BANKING_ERROR_CODES = [
  /** 401: the bank refused the login or password. */
  'WRONG_CREDENTIALS',
  ...BANK_RETURN_ERRORS,
  /** 400: the second step's code was wrong (more tries left). */
  'WRONG_CODE',
  /** 409: too many wrong codes, or the connection was closed: start again. */
  'CONNECTION_FAILED',
  /** 409: the connection is not at the step asked for (a code for a connected bank). */
  'CONNECTION_STATE_CONFLICT',
  /** 502: the bank (or the provider) answered with an error. */
  'BANK_FAILED',
  /** 504: the bank did not answer in time. */
  'BANK_TIMEOUT',
  /** 503: no bank connections can be made now (provider not configured). */
  'OPEN_BANKING_UNAVAILABLE',
  /** 404: no such bank, connection or account. */
  'UNKNOWN_BANK',
  'UNKNOWN_CONNECTION',
  'UNKNOWN_ACCOUNT',
] as const;
export type OpenBankingErrorCode = (typeof OPEN_BANKING_ERROR_CODES)[number];

/**
 * The refusals after which the screen offers uploading the statements instead
 * (decision 148: a bank that times out gives a clear message and the upload alternative).
 */
export const UPLOAD_ALTERNATIVE_CODES: readonly OpenBankingErrorCode[] = [
  'BANK_DENIED',
  'BANK_FAILED',
  'BANK_TIMEOUT',
  'CONNECTION_FAILED',
  'OPEN_BANKING_UNAVAILABLE',
];

/** Wrong second-step codes allowed before the connection fails. */
export const MAX_WRONG_INTERACTIVE_CODES = 5;

/** A Salt Edge v5 transaction (wave2 §4; unknown keys are kept out, not refused). */
export const ZProviderTransaction = z.object({
  id: z.string(),
  amount: z.number(),
  currency_code: z.string(),
  description: z.string(),
  made_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  category: z.string(),
  duplicated: z.boolean().optional(),
  mode: z.string().optional(),
  status: z.string().optional(),
  account_id: z.string().optional(),
  extra: z
    .object({
      payee: z.string().optional(),
      payee_information: z.string().optional(),
      posting_date: z.string().optional(),
    })
    .optional(),
});
export type TProviderTransaction = z.infer<typeof ZProviderTransaction>;

/** Categories of Salt Edge's personal categorisation that are pay. */
const SALARY_CATEGORIES = new Set(['salary', 'wages', 'income_salary']);
/** Categories of credit repayments. */
const LOAN_CATEGORIES = new Set(['loan', 'loans', 'credit', 'mortgage', 'leasing']);
/**
 * Salary-like descriptions: Slovenian PLAČA / PLACA and OD (osebni dohodek), English SALARY /
 * WAGE(S), Albanian PAGA / RROGA.
 */
const SALARY_WORDS = /(^|[^\p{L}])(pla[čc]a|pla[čc]e|salary|wages?|paga|rroga)([^\p{L}]|$)/iu;
/** OD only in capitals: in lower case "od" is the Slovenian "from". */
const OD_WORD = /(^|[^\p{L}])OD([^\p{L}]|$)/u;
/** One-off pay that is not a monthly income: holiday allowance, bonus, Christmas bonus, awards. */
const BONUS_WORDS =
  /(regres|bonus|bo[žz]i[čc]nica|nagrada|13\.?\s*pla[čc]a|trinajsta|dodatek za uspe[šs]nost|shpërblim)/iu;
/** Repayments of existing credit: OBROK KREDITA, KREDIT, LEASING, LOAN, KESTI (Albanian). */
const LOAN_WORDS = /(obrok kredita|kredit|leasing|lizing|loan|instalment|kest[ie])/iu;

export interface DetectIncomeInput {
  readonly transactions: readonly TProviderTransaction[];
  /** The day the statement is read (YYYY-MM-DD): the three full calendar months before it count. */
  readonly today: string;
  /** The account's currency; other currencies are left out. */
  readonly currency: string;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountMasked: string;
}

const MAX_CENTS = 100_000_000;
const toCents = (amount: number) => Math.round(Math.abs(amount) * 100);
const capCents = (cents: number) => Math.min(MAX_CENTS, Math.max(0, cents));

/** Who paid a credit: the payee the bank names, else the description without digits. */
function payerOf(transaction: TProviderTransaction): string {
  const payee = transaction.extra?.payee?.trim();
  const source = payee !== undefined && payee !== '' ? payee : transaction.description;
  return source
    .toUpperCase()
    .replace(/[0-9./-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isBooked(transaction: TProviderTransaction, currency: string): boolean {
  return (
    transaction.duplicated !== true &&
    transaction.status !== 'pending' &&
    transaction.currency_code.toUpperCase() === currency.toUpperCase()
  );
}

function isSalaryLike(transaction: TProviderTransaction): boolean {
  return (
    SALARY_CATEGORIES.has(transaction.category.toLowerCase()) ||
    SALARY_WORDS.test(transaction.description) ||
    OD_WORD.test(transaction.description)
  );
}

function isBonus(transaction: TProviderTransaction): boolean {
  return BONUS_WORDS.test(transaction.description);
}

function isLoanRepayment(transaction: TProviderTransaction): boolean {
  return (
    transaction.amount < 0 &&
    (LOAN_CATEGORIES.has(transaction.category.toLowerCase()) ||
      LOAN_WORDS.test(transaction.description))
  );
}

/**
 * What the last three full months show (decision 148): per calendar month the salary credits
 * and the repayments of existing credit, and their averages over the three months (a month
 * without salary counts as nothing, so a missing month lowers the average).
 *
 * A credit is salary when the bank categorised it as salary or wages, or when its description is
 * salary-like (PLAČA, OD, SALARY…) and the same payer paid in at least two of the three months:
 * a one-off transfer that happens to say "plača" is not an income. One-off pay (holiday allowance
 * "regres", bonus, Christmas bonus) is left out: a lender counts the regular income. Pending and
 * duplicated transactions and other currencies are left out.
 */
export function detectIncome(input: DetectIncomeInput): TIncomeFound {
  const months = lastThreeFullMonths(input.today);
  const inWindow = input.transactions.filter(
    (transaction) =>
      months.includes(transaction.made_on.slice(0, 7)) && isBooked(transaction, input.currency),
  );

  const salaryCandidates = inWindow.filter(
    (transaction) => transaction.amount > 0 && isSalaryLike(transaction) && !isBonus(transaction),
  );
  // Payers seen in two or more months: their salary-like credits are regular.
  const monthsOfPayer = new Map<string, Set<string>>();
  for (const transaction of salaryCandidates) {
    const payer = payerOf(transaction);
    const seen = monthsOfPayer.get(payer) ?? new Set<string>();
    seen.add(transaction.made_on.slice(0, 7));
    monthsOfPayer.set(payer, seen);
  }
  const isSalary = (transaction: TProviderTransaction) =>
    SALARY_CATEGORIES.has(transaction.category.toLowerCase()) ||
    (monthsOfPayer.get(payerOf(transaction))?.size ?? 0) >= 2;

  const perMonth = months.map((month) => {
    const ofMonth = inWindow.filter((transaction) => transaction.made_on.startsWith(month));
    const salaryCents = ofMonth
      .filter((transaction) => salaryCandidates.includes(transaction) && isSalary(transaction))
      .reduce((sum, transaction) => sum + toCents(transaction.amount), 0);
    const loanRepaymentsCents = ofMonth
      .filter(isLoanRepayment)
      .reduce((sum, transaction) => sum + toCents(transaction.amount), 0);
    return {
      month,
      salaryCents: capCents(salaryCents),
      loanRepaymentsCents: capCents(loanRepaymentsCents),
    };
  });

  const average = (values: readonly number[]) =>
    capCents(Math.floor(values.reduce((sum, value) => sum + value, 0) / months.length));
  return {
    source: 'OPEN_BANKING',
    bankCode: input.bankCode,
    bankName: input.bankName,
    accountMasked: input.accountMasked,
    months: perMonth,
    monthlyNetIncomeCents: average(perMonth.map((month) => month.salaryCents)),
    existingMonthlyObligationsCents: average(perMonth.map((month) => month.loanRepaymentsCents)),
  };
}

/** An account number masked except its last four characters (`•••• 1234`). */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `•••• ${compact.slice(-4)}`;
}
