import type {
  OpenBankingProviderName,
  TBankCredentials,
  TProviderTransaction,
} from '@onboarding/domain';

/**
 * The port of the salary statement's bank connections (decision 148), shaped after the Salt Edge
 * Account Information API v5 that spec 3 §7's `externalservices/saltedge/…` calls front: list the
 * banks of a country, log in with the applicant's credentials, answer an interactive step (an SMS
 * code), list the connection's accounts and an account's transactions. Two adapters: the built-in
 * sandbox (development, tests) and Salt Edge v5 over HTTP.
 *
 * Every method may take as long as the bank does: the service bounds each call with
 * OPEN_BANKING_TIMEOUT_MS and aborts `signal` when it gives up.
 */
export interface OpenBankingProvider {
  readonly name: OpenBankingProviderName;
  /** The banks of a country (ISO code; XF lists the provider's fake banks). */
  providers(countryCode: string, signal: AbortSignal): Promise<readonly ProviderBank[]>;
  /** One bank by its code; null when the provider has none such. */
  provider(code: string, signal: AbortSignal): Promise<ProviderBank | null>;
  /** Logs in; `customerRef` is our opaque reference of the applicant's connection (no PII). */
  createLogin(
    input: {
      readonly customerRef: string;
      readonly providerCode: string;
      readonly countryCode: string;
      readonly credentials: TBankCredentials;
    },
    signal: AbortSignal,
  ): Promise<ProviderConnection>;
  /** Answers the interactive step with the fields the bank asked for. */
  interactive(
    connection: ProviderConnectionRef,
    fields: Readonly<Record<string, string>>,
    signal: AbortSignal,
  ): Promise<ProviderConnection>;
  accounts(
    connection: ProviderConnectionRef,
    signal: AbortSignal,
  ): Promise<readonly ProviderAccount[]>;
  /** The account's transactions made on or after `fromDate` (YYYY-MM-DD), every page. */
  transactions(
    connection: ProviderConnectionRef,
    accountId: string,
    fromDate: string,
    signal: AbortSignal,
  ): Promise<readonly TProviderTransaction[]>;
}

export interface ProviderBank {
  readonly code: string;
  readonly name: string;
  readonly countryCode: string;
  readonly interactive: boolean;
}

/** What we keep to call the provider again about a connection (the secret is sealed at rest). */
export interface ProviderConnectionRef {
  readonly externalId: string;
  readonly secret: string | null;
}

export interface ProviderConnection extends ProviderConnectionRef {
  readonly status: 'CONNECTED' | 'INTERACTIVE';
  /** INTERACTIVE: the fields the bank asks for (e.g. `sms`). */
  readonly interactiveFields: readonly string[];
  /** A hint the sandbox gives outside production (the code it accepts). */
  readonly hint?: string;
}

export interface ProviderAccount {
  readonly id: string;
  readonly name: string;
  /** IBAN or account number as the bank gives it (masked before it leaves the service). */
  readonly number: string;
  readonly currencyCode: string;
}

export type ProviderFailure =
  'WRONG_CREDENTIALS' | 'WRONG_CODE' | 'UNKNOWN_BANK' | 'BANK_FAILED' | 'CONNECTION_FAILED';

/** A refusal of the bank or the provider, mapped by the service to its HTTP answer. */
export class OpenBankingProviderError extends Error {
  readonly failure: ProviderFailure;

  constructor(failure: ProviderFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpenBankingProviderError';
    this.failure = failure;
  }
}
