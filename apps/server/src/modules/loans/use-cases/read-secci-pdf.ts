import { isUuid } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import { requireOwnLoan, type Owner } from '../own-loan';
import { findSecci } from '../repository';
import { sha256Hex } from '../secci-storage';

export interface ReadSecciPdfDeps {
  readonly db: Database;
  readonly storage: Pick<StoragePort, 'get'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
}

/** `GET onboarding/products/{id}/secci/{secciId}`: the PDF as issued (hash checked). */
export function createReadSecciPdf(deps: ReadSecciPdfDeps) {
  const { db, storage } = deps;
  return async function secciPdf(
    owner: Owner,
    productId: string,
    secciId: string,
  ): Promise<{ bytes: Buffer; fileName: string }> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    const secci = isUuid(secciId) ? await findSecci(db, secciId) : null;
    if (secci === null || secci.prospectId !== product.prospectId) throw notFound('SECCI');
    const bytes = await storage.get(secci.storageKey);
    if (bytes === null || sha256Hex(bytes) !== secci.sha256) {
      throw new AppError(409, 'DOCUMENT_UNAVAILABLE', {
        message: 'The SECCI is not available as it was issued.',
      });
    }
    return { bytes, fileName: `secci-${secci.id}.pdf` };
  };
}
