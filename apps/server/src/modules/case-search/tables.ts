import type { CaseSearchTermKind } from '@onboarding/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredTime } from '../../infra/db/columns';
import type { CaseSearchSource } from '../../infra/search-index/case-search-index';
import { prospects } from '../prospects/tables';
import { users } from '../security/tables';

/**
 * The staff case search's blind index (decision 263): one row per searchable value of a case, its
 * keyed hash (HMAC-SHA-256 under SEARCH_INDEX_KEY) of the normalised value, never the value. An
 * account's own values (prospect null) belong to each of its cases. Gone with the case or account
 * (cascades), and an account's with its name, e-mail and phone on a customer's erasure.
 */
export const caseSearchTerms = pgTable(
  'case_search_terms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the account's own values (sign-up): found for every case of the account. */
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    source: text('source').$type<CaseSearchSource>().notNull(),
    kind: text('kind').$type<CaseSearchTermKind>().notNull(),
    /** base64url HMAC-SHA-256 of kind and normalised value. */
    term: text('term').notNull(),
  },
  (table) => [
    index('case_search_terms_term_idx').on(table.term, table.userId, table.prospectId),
    index('case_search_terms_prospect_idx').on(table.prospectId, table.source),
    index('case_search_terms_user_idx').on(table.userId, table.source),
  ],
);

/**
 * The cases the backfill has indexed from their stored data (decision 263): a database made before
 * the index, or indexed under another key, is indexed case by case until every case has its row.
 */
export const caseSearchIndexed = pgTable('case_search_indexed', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  /** The key's check hash when indexed: another key means the case is indexed again. */
  keyCheck: text('key_check').notNull(),
  indexedAt: requiredTime('indexed_at'),
});
