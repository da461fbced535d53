import type { TCreditor, VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { ConsentsService } from '../consents/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createAcceptConsentDocuments } from './use-cases/accept-consent-documents';
import { createCollectConsentDocumentEvidence } from './use-cases/collect-consent-document-evidence';
import { createDownloadConsentDocument } from './use-cases/download-consent-document';
import { createGenerateConsentDocuments } from './use-cases/generate-consent-documents';
import { createListConsentDocuments } from './use-cases/list-consent-documents';
import { createRecreateConsentDocuments } from './use-cases/recreate-consent-documents';

export interface ConsentDocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** Opens the PDFs of rows made before the storage port held them. */
  readonly cipher: DataCipher;
  readonly storage: StoragePort;
  readonly timeZone: string;
  readonly variant: VariantId;
  /** The bank's identity (decision 229): who issues the documents. */
  readonly creditor: TCreditor;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly consents: ConsentsService;
  readonly enteredData: EnteredDataSource;
}

/**
 * The consent documents of /consents/pdf (decision 113): real PDFs in the applicant's language,
 * sealed at rest with their SHA-256; accepting them records each hash so the accepted bytes can
 * be proven.
 */
export function createConsentDocumentsService(deps: ConsentDocumentsServiceDeps) {
  const generateConsentDocuments = createGenerateConsentDocuments(deps);
  return {
    evidenceOf: createCollectConsentDocumentEvidence(deps),
    list: createListConsentDocuments({ ...deps, generateConsentDocuments }),
    recreate: createRecreateConsentDocuments({ ...deps, generateConsentDocuments }),
    download: createDownloadConsentDocument(deps),
    accept: createAcceptConsentDocuments(deps),
  };
}

export type ConsentDocumentsService = ReturnType<typeof createConsentDocumentsService>;
