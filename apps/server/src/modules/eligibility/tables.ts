import type { IneligibilityReason } from '@onboarding/domain';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/** Each eligibility decision (spec 1 §8): ACCEPTED or the reasons, kept for the error page. */
export const eligibilityDecisions = pgTable(
  'eligibility_decisions',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    criteries: text('criteries').notNull(),
    reasons: jsonb('reasons').$type<IneligibilityReason[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('eligibility_decisions_prospect_idx').on(table.prospectId, table.createdAt)],
);

/**
 * The local existing-customers register (a port; development seeds it): customers by an HMAC of
 * their personal number (EMSO), their accounts by an HMAC of the IBAN, so no identifier is stored.
 */
export const registryCustomers = pgTable('registry_customers', {
  personalNumberHmac: text('personal_number_hmac').primaryKey(),
  label: text('label').notNull(),
  createdAt: createdAt(),
});

export const registryAccounts = pgTable('registry_accounts', {
  ibanHmac: text('iban_hmac').primaryKey(),
  label: text('label').notNull(),
  createdAt: createdAt(),
});

/** The local insolvency register (AJPES, a port; development seeds it), by personal-number HMAC. */
export const registryInsolvencies = pgTable('registry_insolvencies', {
  personalNumberHmac: text('personal_number_hmac').primaryKey(),
  caseNumber: text('case_number').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});
