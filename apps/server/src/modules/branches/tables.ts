import type { TBranchOpeningHours } from '@onboarding/domain';
import { doublePrecision, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The bank's branches (spec 3 external/info/branches); seeded by migration 0003. */
export const branches = pgTable('branches', {
  id: text('id').primaryKey(),
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
