import type { DocumentSide, IdDocumentType } from '@onboarding/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';
import { documents } from '../documents/tables';
import { prospects } from '../prospects/tables';

/**
 * The machine-readable zone read from an uploaded side (decision 082): PENDING while the OCR
 * worker has it, then READ with the checked prefill values sealed under
 * `document-reading:<prospectId>`, or UNREADABLE. Gone with its document.
 */
export const documentReadings = pgTable(
  'document_readings',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<IdDocumentType>().notNull(),
    side: text('side').$type<DocumentSide>().notNull(),
    /** PENDING, READ, UNREADABLE */
    status: text('status').$type<'PENDING' | 'READ' | 'UNREADABLE'>().notNull(),
    sealedValues: text('sealed_values'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('document_readings_prospect_idx').on(table.prospectId, table.createdAt)],
);
