import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { activationCodes, productWelcomes } from './tables';

export type WelcomeRow = typeof productWelcomes.$inferSelect;
export type ActivationCodeRow = typeof activationCodes.$inferSelect;

/** The product's welcome row with the applicant to write to; an existing one is kept. */
export async function insertWelcome(
  tx: Transaction,
  row: Pick<typeof productWelcomes.$inferInsert, 'productId' | 'prospectId' | 'userId'>,
): Promise<void> {
  await tx.insert(productWelcomes).values(row).onConflictDoNothing();
}

/** Marks the product active once; false when it already was. */
export async function markActivated(
  tx: Transaction,
  productId: string,
  activatedAt: Date,
  activatedBy: NonNullable<WelcomeRow['activatedBy']>,
): Promise<boolean> {
  const updated = await tx
    .update(productWelcomes)
    .set({ activatedAt, activatedBy })
    .where(and(eq(productWelcomes.productId, productId), isNull(productWelcomes.activatedAt)))
    .returning({ productId: productWelcomes.productId });
  return updated.length === 1;
}

export async function findWelcome(
  tx: Database | Transaction,
  productId: string,
): Promise<WelcomeRow | null> {
  const [row] = await tx
    .select()
    .from(productWelcomes)
    .where(eq(productWelcomes.productId, productId))
    .limit(1);
  return row ?? null;
}

/** Records the first showing; null when it was recorded before (the earlier time stands). */
export async function markWelcomeShown(
  tx: Database | Transaction,
  productId: string,
  at: Date,
): Promise<Date | null> {
  const [row] = await tx
    .update(productWelcomes)
    .set({ welcomeShownAt: at })
    .where(and(eq(productWelcomes.productId, productId), isNull(productWelcomes.welcomeShownAt)))
    .returning({ welcomeShownAt: productWelcomes.welcomeShownAt });
  return row?.welcomeShownAt ?? null;
}

/** Voids the product's live code, if any; the number of codes voided (0 or 1). */
export async function voidLiveCode(tx: Transaction, productId: string, at: Date): Promise<number> {
  const voided = await tx
    .update(activationCodes)
    .set({ voidedAt: at })
    .where(and(eq(activationCodes.productId, productId), isNull(activationCodes.voidedAt)))
    .returning({ id: activationCodes.id });
  return voided.length;
}

export async function insertCode(
  tx: Transaction,
  row: typeof activationCodes.$inferInsert,
): Promise<void> {
  await tx.insert(activationCodes).values(row);
}

export async function findLiveCode(
  tx: Database | Transaction,
  productId: string,
): Promise<ActivationCodeRow | null> {
  const [row] = await tx
    .select()
    .from(activationCodes)
    .where(and(eq(activationCodes.productId, productId), isNull(activationCodes.voidedAt)))
    .limit(1);
  return row ?? null;
}

export async function findCodeByHash(
  tx: Database | Transaction,
  codeHash: string,
): Promise<ActivationCodeRow | null> {
  const [row] = await tx
    .select()
    .from(activationCodes)
    .where(eq(activationCodes.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

/**
 * Consumes a live code once (the mobile app's check): null when it was used, voided or expired
 * meanwhile, so two checks of the same code cannot both succeed.
 */
export async function consumeCode(
  tx: Transaction,
  id: string,
  at: Date,
): Promise<ActivationCodeRow | null> {
  const [row] = await tx
    .update(activationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(activationCodes.id, id),
        isNull(activationCodes.consumedAt),
        isNull(activationCodes.voidedAt),
        gt(activationCodes.expiresAt, at),
      ),
    )
    .returning();
  return row ?? null;
}
