import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductState, ProspectState } from '@onboarding/domain';
import { products, prospects } from '../src/composition/schema';
import type { Applicant } from './security-helpers';

export interface ApplicantWithProspect extends Applicant {
  readonly sid: string;
  readonly prospectId: string;
  readonly productId: string;
}

/**
 * Test fixture: puts a prospect (and optionally its product) where an earlier step would have left
 * it, so a step's tests do not have to replay every step before it.
 */
export async function putProspectInState(
  app: FastifyInstance,
  prospectId: string,
  state: ProspectState,
  productState?: ProductState,
): Promise<void> {
  const db = app.database.db;
  await db.update(prospects).set({ state }).where(eq(prospects.id, prospectId));
  await app.services.prospects.forgetCached(prospectId);
  if (productState !== undefined) {
    await db
      .update(products)
      .set({ state: productState })
      .where(eq(products.prospectId, prospectId));
  }
}

/** The product's state as stored (a step's tests read what the step left behind). */
export async function productStateOf(
  app: FastifyInstance,
  productId: string,
): Promise<ProductState | undefined> {
  const [row] = await app.database.db
    .select({ state: products.state })
    .from(products)
    .where(eq(products.id, productId));
  return row?.state;
}
