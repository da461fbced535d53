import type { PackageName, ProcessName, ProductState } from '@onboarding/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';
import { visitors } from '../cms/tables';

/**
 * The product an applicant opens (spec 3 "Products"). Created before registration for the visitor
 * uid, attached to the prospect when the e-mail is verified.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => visitors.uid),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProcessName>().notNull(),
    packageName: text('package_name').$type<PackageName>(),
    state: text('state').$type<ProductState>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_uid_idx').on(table.uid, table.createdAt),
    index('products_prospect_idx').on(table.prospectId),
  ],
);
