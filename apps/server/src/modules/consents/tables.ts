import type { TextBoolean } from '@onboarding/domain';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The answers of /consents (spec 2 §3): the legal questions as the texts "true"/"false" and the
 * profiling consents as given; each answer is also in the audit trail with time, IP, user agent.
 */
export const prospectConsents = pgTable('prospect_consents', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  pep: text('pep').$type<TextBoolean>().notNull(),
  fatca: text('fatca').$type<TextBoolean>().notNull(),
  crs: text('crs').$type<TextBoolean>().notNull(),
  commercial: jsonb('commercial')
    .$type<{ id: number; name: string; typeOfConsents: string; response: string }[]>()
    .notNull(),
  createdAt: createdAt(),
});
