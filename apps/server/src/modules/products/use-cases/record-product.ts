import { randomUUID } from 'node:crypto';
import type { PackageName, ProcessName, TCreateProductResponse } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { recordAudit } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import { insertProduct } from '../repository';

export interface NewProduct {
  readonly uid: string;
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  /** Set when the product starts a process of an existing account at once. */
  readonly prospectId?: string;
}

export interface RecordProductDeps {
  readonly clock: Clock;
}

/**
 * A product being opened (spec 3 "Products"): chosen by a visitor before signing up, or started
 * at once for a prospect of an existing account, with its audit record in the caller's
 * transaction.
 */
export function createRecordProduct({ clock }: RecordProductDeps) {
  return async function recordProduct(
    tx: Database | Transaction,
    product: NewProduct,
    context: RequestContext,
  ): Promise<TCreateProductResponse> {
    const now = clock();
    const row = await insertProduct(tx, {
      id: randomUUID(),
      uid: product.uid,
      prospectId: product.prospectId ?? null,
      productType: product.productType,
      packageName: product.packageName,
      state: 'PRODUCT_NEW',
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, context, {
      actorType: product.prospectId === undefined ? 'anonymous' : 'applicant',
      actorId: product.uid,
      action: 'product.created',
      subjectType: 'product',
      subjectId: row.id,
      details: { productType: row.productType, packageName: row.packageName },
    });
    return { productId: row.id, productType: product.productType, productState: 'PRODUCT_NEW' };
  };
}
