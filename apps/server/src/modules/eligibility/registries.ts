import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { registryAccounts, registryCustomers, registryInsolvencies } from './tables';

/**
 * The registers eligibility asks (decision 112), behind ports so a bank plugs in its core-banking
 * customer search and the AJPES insolvency service. The local implementations read tables that
 * development seeds (dev-seed.ts); identifiers are looked up by an HMAC, never stored.
 */
export interface ExistingCustomersRegistry {
  isCustomer(tx: Transaction, personalNumber: string): Promise<boolean>;
  /** Whether an IBAN is an account of this bank. */
  holdsAccount(tx: Transaction, iban: string): Promise<boolean>;
}

export interface InsolvencyRegistry {
  /** Whether the AJPES register has an insolvency proceeding against the person. */
  hasProceeding(tx: Transaction, personalNumber: string): Promise<boolean>;
}

export interface Registries {
  readonly customers: ExistingCustomersRegistry;
  readonly insolvency: InsolvencyRegistry;
}

/** Upper case without spaces: "si56 1910 …" and "SI561910…" are one IBAN. */
export function normaliseIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** HMAC-SHA-256 of a normalised identifier under a key derived from the app secret. */
export function createIdentifierHmac(appSecret: string): (value: string) => string {
  const key = Buffer.from(
    hkdfSync('sha256', appSecret, 'onboarding-portal', 'registry-lookup-v1', 32),
  );
  return (value) => createHmac('sha256', key).update(normaliseIdentifier(value)).digest('hex');
}

async function exists(query: Promise<readonly unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

export function createLocalRegistries(hmac: (value: string) => string): Registries {
  return {
    customers: {
      isCustomer: (tx, personalNumber) =>
        exists(
          tx
            .select({ key: registryCustomers.personalNumberHmac })
            .from(registryCustomers)
            .where(eq(registryCustomers.personalNumberHmac, hmac(personalNumber)))
            .limit(1),
        ),
      holdsAccount: (tx, iban) =>
        exists(
          tx
            .select({ key: registryAccounts.ibanHmac })
            .from(registryAccounts)
            .where(eq(registryAccounts.ibanHmac, hmac(iban)))
            .limit(1),
        ),
    },
    insolvency: {
      hasProceeding: (tx, personalNumber) =>
        exists(
          tx
            .select({ key: registryInsolvencies.personalNumberHmac })
            .from(registryInsolvencies)
            .where(eq(registryInsolvencies.personalNumberHmac, hmac(personalNumber)))
            .limit(1),
        ),
    },
  };
}

/**
 * Fictional people of the development registers (decision 112): their personal numbers pass the
 * EMSO check digit, so they can be typed on /personaldata to see each reason.
 */
export const DEVELOPMENT_REGISTRY_ENTRIES = {
  customers: [{ personalNumber: '0101990500003', label: 'Existing customer (development)' }],
  accounts: [{ iban: 'SI56 0510 0801 2345 667', label: 'Account of this bank (development)' }],
  insolvencies: [
    {
      personalNumber: '0202985505006',
      caseNumber: 'St 1234/2025',
      publishedOn: '2025-03-14',
    },
  ],
} as const;

/** Seeds the development registers; rows already there are left alone. */
export async function seedDevelopmentRegistries(
  db: Database,
  hmac: (value: string) => string,
): Promise<void> {
  const entries = DEVELOPMENT_REGISTRY_ENTRIES;
  await db
    .insert(registryCustomers)
    .values(
      entries.customers.map((entry) => ({
        personalNumberHmac: hmac(entry.personalNumber),
        label: entry.label,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(registryAccounts)
    .values(entries.accounts.map((entry) => ({ ibanHmac: hmac(entry.iban), label: entry.label })))
    .onConflictDoNothing();
  await db
    .insert(registryInsolvencies)
    .values(
      entries.insolvencies.map((entry) => ({
        personalNumberHmac: hmac(entry.personalNumber),
        caseNumber: entry.caseNumber,
        publishedOn: entry.publishedOn,
      })),
    )
    .onConflictDoNothing();
}
