import type { DocumentSide, IdDocumentType } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';

/**
 * The machine-readable-zone reader (decision 082): a reading requested in the caller's
 * transaction.
 */
export interface DocumentReadingPort {
  request(
    tx: Transaction,
    input: {
      prospectId: string;
      documentId: string;
      documentType: IdDocumentType;
      side: DocumentSide;
    },
  ): Promise<void>;
}
