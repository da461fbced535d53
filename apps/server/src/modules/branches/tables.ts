import type { TBranchOpeningHours, VariantId } from '@onboarding/domain';
import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The bank's branches (spec 3 external/info/branches): the si variant's seeded by migration 0003,
 * the al variant's example branches by 0024 (decision 236); a server lists only its variant's.
 */
export const branches = pgTable('branches', {
  id: text('id').primaryKey(),
  variant: text('variant').$type<VariantId>().notNull().default('si'),
  name: text('name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  phone: text('phone').notNull(),
  openingHours: jsonb('opening_hours').$type<TBranchOpeningHours>().notNull(),
});

export type BranchRow = typeof branches.$inferSelect;

/**
 * The branch an applicant chose on /choosebranch (spec 3 §7 `userbranch`): one per prospect, a
 * new choice replaces it while the product still waits for it (decision 144).
 */
export const prospectBranches = pgTable(
  'prospect_branches',
  {
    prospectId: uuid('prospect_id')
      .primaryKey()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    branchId: text('branch_id')
      .notNull()
      .references(() => branches.id),
    chosenAt: requiredTime('chosen_at'),
  },
  (table) => [index('prospect_branches_branch_idx').on(table.branchId)],
);
