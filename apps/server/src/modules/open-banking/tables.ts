import type { OpenBankingProviderName, TIncomeFound } from '@onboarding/domain';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

export const BANK_CONNECTION_STATES = [
  /** Created; the provider has not answered the login yet. */
  'PENDING',
  'INTERACTIVE',
  'CONNECTED',
  'FINISHED',
  'FAILED',
] as const;
export type BankConnectionState = (typeof BANK_CONNECTION_STATES)[number];

/**
 * The applicant's bank connections of the salary statement (decision 148): one per login, never
 * the credentials. The provider's connection secret (a token for later calls) is sealed.
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OpenBankingProviderName>().notNull(),
    providerCode: text('provider_code').notNull(),
    providerName: text('provider_name').notNull(),
    /** The provider's id of the connection; null until it answered. */
    externalId: text('external_id'),
    sealedSecret: text('sealed_secret'),
    state: text('state').$type<BankConnectionState>().notNull(),
    /** Why it failed: WRONG_CREDENTIALS, BANK_FAILED, BANK_TIMEOUT, TOO_MANY_WRONG_CODES… */
    failure: text('failure'),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /**
     * SHA-256 of the OAuth state sent with the applicant to the bank's page (decision 250): the
     * bank's redirect back finds its PENDING connection by it; null for connections before it.
     */
    stateHash: text('state_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bank_connections_prospect_idx').on(table.prospectId, table.createdAt),
    uniqueIndex('bank_connections_state_idx').on(table.stateHash),
  ],
);

/**
 * What a finished selection found: the income shown to the applicant (no identifiers but the
 * masked account), and the transactions it was read from, sealed (they name payers and payees).
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => bankConnections.id, { onDelete: 'cascade' }),
    income: jsonb('income').$type<TIncomeFound>().notNull(),
    sealedTransactions: text('sealed_transactions').notNull(),
    /**
     * The account's IBAN (or number) as the bank gave it, sealed: the loan may be paid into it
     * (decision 233). Null for statements read before it was kept.
     */
    sealedAccountNumber: text('sealed_account_number'),
    transactionCount: integer('transaction_count').notNull(),
    readAt: requiredTime('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('bank_statements_prospect_idx').on(table.prospectId, table.createdAt)],
);

export const SANDBOX_GRANT_STAGES = [
  /** The password was right; the SMS bank waits for its code on its own page. */
  'SMS',
  /** Logged in: the authorization code (its hash) waits to be exchanged once. */
  'CODE',
] as const;
export type SandboxGrantStage = (typeof SANDBOX_GRANT_STAGES)[number];

/**
 * The sandbox bank's own records of its logins (decision 250), as a bank's authorization server
 * keeps them: which bank and state a login was for, its SMS step, and the single-use,
 * short-lived authorization code it sent back to the portal (hashed). Never the password.
 */
export const sandboxBankGrants = pgTable('sandbox_bank_grants', {
  id: uuid('id').primaryKey(),
  bankCode: text('bank_code').notNull(),
  state: text('state').notNull(),
  stage: text('stage').$type<SandboxGrantStage>().notNull(),
  codeHash: text('code_hash').unique(),
  wrongCodes: integer('wrong_codes').notNull().default(0),
  expiresAt: requiredTime('expires_at'),
  usedAt: optionalTime('used_at'),
  createdAt: createdAt(),
});
