import type { TDocument } from '@onboarding/domain';
import type { DocumentRow } from './tables';

export function toDocument(row: DocumentRow): TDocument {
  const stored = row.state === 'UPLOADED' || row.state === 'CONFIRMED';
  return {
    id: row.id,
    imageId: stored ? row.id : null,
    prospectId: row.prospectId,
    documentType: row.documentType,
    side: row.side,
    state: row.state,
    rejectionReason: row.rejectionReason,
    documentName: row.name,
    mediaType: row.mediaType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
