import type { Language, OpenBankingProviderName, TProviderTransaction } from '@onboarding/domain';

/**
 * The port of the salary statement's bank connections (decision 148), shaped after the Salt Edge
 * Account Information API v5 that spec 3 §7's `externalservices/saltedge/…` calls front: list the
 * banks of a country, send the applicant to the bank's own login page and take the connection
 * when the bank sends them back (decision 250: the portal never sees the bank's password), answer
 * an interactive step, list the connection's accounts and an account's transactions. Two
 * adapters: the built-in sandbox (development, tests) and Salt Edge v5 over HTTP.
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
  /**
   * Where the applicant logs in: the bank's own page (the sandbox bank's, Salt Edge Connect's),
   * which sends them back to `returnTo` (fixed by our server) with `state`. `customerRef` is our
   * opaque reference of the applicant's connection (no PII).
   */
  startConnect(input: ConnectStartInput, signal: AbortSignal): Promise<ConnectStart>;
  /**
   * The connection the bank made, from what its redirect back carried (the code or the
   * connection id) and what `startConnect` asked us to keep. Throws DENIED or CODE_INVALID.
   */
  finishConnect(input: ConnectFinishInput, signal: AbortSignal): Promise<ProviderConnection>;
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

export interface ConnectStartInput {
  readonly customerRef: string;
  readonly providerCode: string;
  readonly countryCode: string;
  /** The OAuth state: random, single use, bound to the applicant's browser and connection. */
  readonly state: string;
  /** The portal's return address, from the configuration (never from a request). */
  readonly returnTo: string;
  readonly language: Language;
}

export interface ConnectStart {
  /** The bank's login page to send the applicant to. */
  readonly redirectUrl: string;
  /** What the provider needs again to finish (Salt Edge's customer), sealed at rest; or null. */
  readonly pending: string | null;
}

export interface ConnectFinishInput {
  readonly state: string;
  readonly pending: string | null;
  /** The query of the bank's redirect back (the state checked already). */
  readonly returned: Readonly<Record<string, string>>;
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
  | 'WRONG_CREDENTIALS'
  | 'WRONG_CODE'
  | 'UNKNOWN_BANK'
  | 'BANK_FAILED'
  | 'CONNECTION_FAILED'
  /** The applicant cancelled at the bank, or the bank refused the access (decision 250). */
  | 'DENIED'
  /** The authorization code is unknown, expired or used already (decision 250). */
  | 'CODE_INVALID';

/** A refusal of the bank or the provider, mapped by the service to its HTTP answer. */
export class OpenBankingProviderError extends Error {
  readonly failure: ProviderFailure;

  constructor(failure: ProviderFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpenBankingProviderError';
    this.failure = failure;
  }
}
