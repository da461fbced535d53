import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { products } from '../../infra/db/schema';

type Db = Database | Transaction;

/*
 * The package switch of the student path writes the products table directly: the products
 * service has no package change, and this is the one place that changes a package.
 */

export async function findProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, prospectId: products.prospectId, packageName: products.packageName })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function setPackage(db: Db, productId: string, packageName: string, now: Date) {
  await db.update(products).set({ packageName, updatedAt: now }).where(eq(products.id, productId));
}
