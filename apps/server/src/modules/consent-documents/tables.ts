import type { ConsentDocumentKind, Language } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * A consent document (decision 113): the PDF bytes sealed with the data key (bound to the row's
 * id) and their SHA-256, so the exact document accepted can be proven later.
 */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** GENERAL_TERMS, CONSENTS, DATA_SUMMARY */
    kind: text('kind').$type<ConsentDocumentKind>().notNull(),
    language: text('language').$type<Language>().notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the sealed PDF is kept (the storage port: files or S3). */
    storageKey: text('storage_key'),
    /** Rows made before the storage port held these PDFs: the PDF sealed in the row itself. */
    sealedContent: text('sealed_content'),
    acceptedAt: optionalTime('accepted_at'),
    createdAt: createdAt(),
  },
  // One set waiting for acceptance per prospect; accepted sets stay (a second pass after a REDO of
  // the video identification, decision 132, makes a new set).
  (table) => [
    uniqueIndex('consent_documents_prospect_kind_idx')
      .on(table.prospectId, table.kind)
      .where(sql`${table.acceptedAt} is null`),
  ],
);
