import type {
  DocumentRefusalCode,
  DocumentSide,
  DocumentType,
  IdDocumentType,
  UploadedDocumentState,
} from '@onboarding/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * One uploaded file (spec 2 §3–§4): an identity-document side or a student document. The bytes are
 * in the storage port under `storage_key`, sealed (DESIGN "Documents"); a REJECTED row keeps its
 * reason and has no bytes.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    side: text('side').$type<DocumentSide>(),
    /** PENDING, SENDING, UPLOADED, CONFIRMED, REJECTED */
    state: text('state').$type<UploadedDocumentState>().notNull(),
    rejectionReason: text('rejection_reason').$type<DocumentRefusalCode>(),
    storageKey: text('storage_key'),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256'),
    name: text('name').notNull(),
    /** DESKTOP or PHONE (hand-off). */
    uploadedVia: text('uploaded_via').$type<'DESKTOP' | 'PHONE'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('documents_prospect_idx').on(table.prospectId, table.documentType, table.side)],
);

/** The identity document a prospect chose (PATCH prospects/{id}/idtype) and its confirmation. */
export const prospectIdDocuments = pgTable('prospect_id_documents', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  idType: text('id_type').$type<IdDocumentType>().notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

export type DocumentRow = typeof documents.$inferSelect;
