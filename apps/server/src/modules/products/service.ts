import { randomUUID } from 'node:crypto';
import type {
  PackageName,
  ProcessName,
  ProductState,
  TCreateProductResponse,
} from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import {
  attachToProspect,
  findByProspects,
  findLatestUnattached,
  insertProduct,
  type ProductRow,
} from './repository';

export interface ProductsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
}

export interface NewProduct {
  readonly uid: string;
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  /** Set when the product starts a process of an existing account at once. */
  readonly prospectId?: string;
}

export interface ProductSummary {
  readonly productId: string;
  readonly prospectId: string | null;
  readonly productType: ProcessName;
  readonly productState: ProductState;
  readonly packageName: PackageName | null;
}

function toSummary(row: ProductRow): ProductSummary {
  return {
    productId: row.id,
    prospectId: row.prospectId,
    productType: row.productType as ProcessName,
    productState: row.state as ProductState,
    packageName: row.packageName as PackageName | null,
  };
}

/** The products being opened (spec 3 "Products"). */
export function createProductsService({ db, clock }: ProductsServiceDeps) {
  return {
    async create(
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
    },

    /** The visitor's latest product that no prospect has yet (chosen before registering). */
    async latestUnattached(tx: Database | Transaction, uid: string) {
      const product = await findLatestUnattached(tx, uid);
      return product === null ? null : toSummary(product);
    },

    /** At e-mail verification the chosen product joins the new prospect. */
    async attach(tx: Database | Transaction, productId: string, prospectId: string) {
      await attachToProspect(tx, productId, prospectId, clock());
    },

    async listForProspects(prospectIds: readonly string[]): Promise<ProductSummary[]> {
      return (await findByProspects(db, prospectIds)).map(toSummary);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
