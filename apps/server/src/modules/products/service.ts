import { randomUUID } from 'node:crypto';
import type {
  PackageName,
  ProcessName,
  ProductState,
  TCreateProductResponse,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { RequestContext } from '../../infra/audit/audit-log';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import {
  attachToProspect,
  changeProductType,
  findByProspects,
  findLatestUnattached,
  findProductById,
  insertProduct,
  moveProductState,
  setPackageName,
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
    productType: row.productType,
    productState: row.state,
    packageName: row.packageName,
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

    /** One product by its id (the caller checks whose it is through its prospect). */
    async find(tx: Database | Transaction, productId: string): Promise<ProductSummary | null> {
      const row = await findProductById(tx, productId);
      return row === null ? null : toSummary(row);
    },

    /** The student path's package switch (Diploma to the package it falls back to). */
    async changePackage(tx: Transaction, productId: string, packageName: PackageName) {
      await setPackageName(tx, productId, packageName, clock());
    },

    /** The product of one prospect (each prospect has exactly one). */
    async forProspect(
      tx: Database | Transaction,
      prospectId: string,
    ): Promise<ProductSummary | null> {
      const [row] = await findByProspects(tx, [prospectId]);
      return row === undefined ? null : toSummary(row);
    },

    /**
     * Moves the prospect's product from one of `from` to `to` with its audit record, in the
     * caller's transaction; 409 PRODUCT_STATE_CONFLICT when it is elsewhere.
     */
    async advance(
      tx: Transaction,
      change: {
        readonly prospectId: string;
        readonly from: readonly ProductState[];
        readonly to: ProductState;
        readonly actorId: string;
        /** Who moved it: the applicant by default; a video operator's REDO; the payment feed. */
        readonly actorType?: 'applicant' | 'operator' | 'system';
      },
      context: RequestContext,
    ): Promise<void> {
      const moved = await moveProductState(tx, change.prospectId, change.from, change.to, clock());
      if (!moved) {
        throw new AppError(409, 'PRODUCT_STATE_CONFLICT', {
          message: `The product is not in ${change.from.join(' or ')}.`,
        });
      }
      await recordAudit(tx, context, {
        actorType: change.actorType ?? 'applicant',
        actorId: change.actorId,
        action: 'product.state_changed',
        subjectType: 'prospect',
        subjectId: change.prospectId,
        details: { from: change.from, to: change.to },
      });
    },

    /**
     * The prospect's product becomes another type (a loan continued as an account, issue 14)
     * with its audit record, in the caller's transaction; 409 PRODUCT_TYPE_CONFLICT otherwise.
     */
    async changeType(
      tx: Transaction,
      change: {
        readonly prospectId: string;
        readonly from: ProcessName;
        readonly to: ProcessName;
        readonly actorId: string;
      },
      context: RequestContext,
    ): Promise<void> {
      if (!(await changeProductType(tx, change.prospectId, change.from, change.to, clock()))) {
        throw new AppError(409, 'PRODUCT_TYPE_CONFLICT', {
          message: `The product is not a ${change.from}.`,
        });
      }
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: change.actorId,
        action: 'product.type_changed',
        subjectType: 'prospect',
        subjectId: change.prospectId,
        details: { from: change.from, to: change.to },
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
