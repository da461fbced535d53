import type { StatementMediaType, StatementStatus } from '@onboarding/domain';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * A salary statement a loan applicant uploaded (decision 149). The bytes are in the storage port
 * under `storage_key`, sealed as identity documents are (DESIGN "Documents"); a refused file
 * leaves no row and no bytes. `confirmed_at` is set when the set is finalized.
 */
export const riskDocuments = pgTable(
  'risk_documents',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The statement's bank: its identification mark (`ocrbankcodes`). */
    bankCode: text('bank_code').notNull(),
    name: text('name').notNull(),
    /** What the bytes showed. */
    mediaType: text('media_type').$type<StatementMediaType>().notNull(),
    /** What the browser said: `type` and `fileType` of the request, kept for the record. */
    declaredType: text('declared_type').notNull(),
    declaredExtension: text('declared_extension').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The calendar months (`YYYY-MM`) the applicant said the file covers. */
    months: jsonb('months').$type<string[]>().notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    confirmedAt: optionalTime('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('risk_documents_prospect_idx').on(table.prospectId)],
);

export type RiskDocumentRow = typeof riskDocuments.$inferSelect;
export type NewRiskDocumentRow = typeof riskDocuments.$inferInsert;
