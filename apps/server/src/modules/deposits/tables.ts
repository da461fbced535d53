import type { DepositMaturityChoice, TDepositQuote } from '@onboarding/domain';
import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { optionalTime, requiredTime } from '../../infra/db/columns';
import { products } from '../products/tables';
import { prospects } from '../prospects/tables';

/**
 * The day deposit the applicant chose (decisions 231 and 232): one per prospect, chosen again
 * (before the consents) replaces it. `quote` holds the figures the applicant saw and the documents
 * print; `fundedQuote` those of the day the money arrived, at the same rate.
 */
export const deposits = pgTable('deposits', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  termDays: integer('term_days').notNull(),
  atMaturity: text('at_maturity').$type<DepositMaturityChoice>().notNull(),
  /** The applicant's own account, sealed like every IBAN (DESIGN "PII"). */
  ownIbanSealed: text('own_iban_sealed').notNull(),
  rateBps: integer('rate_bps').notNull(),
  quote: jsonb('quote').$type<TDepositQuote>().notNull(),
  chosenAt: requiredTime('chosen_at'),
  fundedAt: optionalTime('funded_at'),
  fundedQuote: jsonb('funded_quote').$type<TDepositQuote | null>(),
});
