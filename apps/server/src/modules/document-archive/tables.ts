import type { ContractDocumentKind } from '@onboarding/domain';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { optionalTime, requiredTime } from '../../infra/db/columns';
import { contractDocuments, contractSets } from '../contracts/tables';
import { prospects } from '../prospects/tables';

/**
 * One hand-over of a prospect's signed contract set to the bank's document archive
 * (uploadsigneddocuments): asked for once, done by the `document-archive.upload` job.
 */
export const documentArchiveRequests = pgTable(
  'document_archive_requests',
  {
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    documentSetId: uuid('document_set_id')
      .notNull()
      .references(() => contractSets.id, { onDelete: 'cascade' }),
    /** The applicant who asked (their session): the job reads the contracts as them. */
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: requiredTime('requested_at'),
    /** QUEUED until every signed PDF and the manifest are in the archive, then ARCHIVED. */
    status: text('status').$type<'QUEUED' | 'ARCHIVED'>().notNull(),
    archivedAt: optionalTime('archived_at'),
    /** Where the archive keeps the set's manifest. */
    manifestLocation: text('manifest_location'),
  },
  (table) => [primaryKey({ columns: [table.prospectId, table.documentSetId] })],
);

/** One signed PDF in the archive: what was copied, its SHA-256 and where the archive keeps it. */
export const archivedDocuments = pgTable('archived_documents', {
  contractDocumentId: uuid('contract_document_id')
    .primaryKey()
    .references(() => contractDocuments.id, { onDelete: 'cascade' }),
  prospectId: uuid('prospect_id')
    .notNull()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  documentSetId: uuid('document_set_id').notNull(),
  kind: text('kind').$type<ContractDocumentKind>().notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  location: text('location').notNull(),
  archivedAt: requiredTime('archived_at'),
});
