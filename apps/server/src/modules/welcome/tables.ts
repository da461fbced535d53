import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { optionalTime, requiredTime } from '../../infra/db/columns';
import { products } from '../products/tables';
import { prospects } from '../prospects/tables';
import { users } from '../security/tables';

/**
 * The welcome of each product (decision 146): written when the branch is chosen (the applicant to
 * write to, whichever way the product then becomes active) and completed by the one activation;
 * the welcome page's first showing is recorded here too (welcomeupdate).
 */
export const productWelcomes = pgTable('product_welcomes', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  prospectId: uuid('prospect_id')
    .notNull()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  /** The applicant the welcome e-mail goes to (their account's address and language). */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  activatedAt: optionalTime('activated_at'),
  /** Who activated it: the applicant's branch choice, the payment feed, an operator. */
  activatedBy: text('activated_by').$type<'applicant' | 'operator' | 'system'>(),
  welcomeShownAt: optionalTime('welcome_shown_at'),
});

/**
 * The mobile-app activation codes (decision 146). The code is sealed with the data key so the
 * welcome page can show it again; its HMAC finds it when the mobile app presents it. At most
 * one code of a product is live: a fresh one voids the one before; the app's check consumes it.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    sealedCode: text('sealed_code').notNull(),
    issuedAt: requiredTime('issued_at'),
    expiresAt: requiredTime('expires_at'),
    voidedAt: optionalTime('voided_at'),
    /** When the mobile app presented it (activationcode/verify): a code works once. */
    consumedAt: optionalTime('consumed_at'),
  },
  (table) => [
    uniqueIndex('activation_codes_hash_idx').on(table.codeHash),
    uniqueIndex('activation_codes_live_idx')
      .on(table.productId)
      .where(sql`${table.voidedAt} is null`),
    index('activation_codes_prospect_idx').on(table.prospectId),
  ],
);
