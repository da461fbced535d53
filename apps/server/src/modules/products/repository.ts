import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import type { PackageName, ProcessName, ProductState } from '@onboarding/domain';
import { products } from './tables';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export async function insertProduct(db: Database | Transaction, row: NewProductRow) {
  const [inserted] = await db.insert(products).values(row).returning();
  if (inserted === undefined) throw new Error('product insert returned nothing');
  return inserted;
}

/** The visitor's most recent product that no prospect has taken yet. */
export async function findLatestUnattached(db: Database | Transaction, uid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.uid, uid), isNull(products.prospectId)))
    .orderBy(desc(products.createdAt))
    .limit(1);
  return row ?? null;
}

export async function attachToProspect(
  db: Database | Transaction,
  productId: string,
  prospectId: string,
  now: Date,
) {
  await db
    .update(products)
    .set({ prospectId, updatedAt: now })
    .where(and(eq(products.id, productId), isNull(products.prospectId)));
}

export async function findByProspects(db: Database | Transaction, prospectIds: readonly string[]) {
  if (prospectIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.prospectId, [...prospectIds]));
}

/** Same guard as the prospect's: the product moves only from one of the expected states. */
export async function moveProductState(
  db: Database | Transaction,
  prospectId: string,
  from: readonly ProductState[],
  to: ProductState,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(products)
    .set({ state: to, updatedAt: now })
    .where(and(eq(products.prospectId, prospectId), inArray(products.state, [...from])))
    .returning({ id: products.id });
  return moved.length > 0;
}

export async function findProductById(db: Database | Transaction, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

export async function setPackageName(
  db: Database | Transaction,
  productId: string,
  packageName: PackageName,
  now: Date,
) {
  await db.update(products).set({ packageName, updatedAt: now }).where(eq(products.id, productId));
}

/** The prospect's product becomes another type, only while it is still `from` (decision 147). */
export async function changeProductType(
  db: Database | Transaction,
  prospectId: string,
  from: ProcessName,
  to: ProcessName,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(products)
    .set({ productType: to, updatedAt: now })
    .where(and(eq(products.prospectId, prospectId), eq(products.productType, from)))
    .returning({ id: products.id });
  return changed.length > 0;
}
