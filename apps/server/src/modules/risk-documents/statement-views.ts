import type { TStatement } from '@onboarding/domain';
import type { RiskDocumentRow } from './tables';

export function toStatement(row: RiskDocumentRow): TStatement {
  return {
    id: row.id,
    name: row.name,
    type: row.mediaType,
    size: row.size,
    months: [...row.months].sort(),
    bank: row.bankCode,
    status: row.status,
    uploadedAt: row.createdAt.toISOString(),
  };
}
