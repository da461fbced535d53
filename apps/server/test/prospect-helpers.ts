import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductState, ProspectState } from '@onboarding/domain';
import { products, prospects } from '../src/composition/schema';
import { type Applicant, get, statusOf, verifiedApplicant } from './security-helpers';

export interface ApplicantWithProspect extends Applicant {
  readonly sid: string;
  readonly prospectId: string;
  readonly productId: string;
}

/** A verified, signed-in applicant and the prospect the verification started. */
export async function applicantWithProspect(
  app: FastifyInstance,
  overrides: Partial<{ email: string; productType: string }> = {},
): Promise<ApplicantWithProspect> {
  const applicant = await verifiedApplicant(app, overrides);
  const response = await get(app, `/onboarding/prospects/status?uid=${applicant.uid}`, {
    sid: applicant.sid,
  });
  const [process] = statusOf(response).processes;
  if (process === undefined) throw new Error('the verified applicant has no process');
  return { ...applicant, prospectId: process.prospectId, productId: process.productId };
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
