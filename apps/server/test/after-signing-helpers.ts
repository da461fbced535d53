import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ZPennyTransfer, type TPennyTransfer } from '@onboarding/domain';
import { expect } from 'vitest';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { users } from '../src/composition/schema';
import { enterPersonalData } from './consents-helpers';
import { type ApplicantWithProspect, putProspectInState } from './prospect-helpers';
import { applicantAt } from './builders/applicant';
import { asApplicant } from './video-helpers';

/**
 * An applicant whose contracts are signed and whose product account is open, as the dossier's run
 * and the signing leave them (their own tests cover those steps): PROSPECT_VERIFIED with
 * PRODUCT_DOCUMENTS_SIGNED, on the branch choice.
 */
export async function signedApplicantWithAccount(
  app: FastifyInstance,
  productType: string,
): Promise<ApplicantWithProspect> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  await enterPersonalData(app, applicant);
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_DOCUMENTS_SIGNED',
  );
  await app.database.db.transaction((tx) =>
    app.services.bankAccounts.open(tx, applicant.prospectId, SYSTEM_CONTEXT),
  );
  return applicant;
}

/** The applicant's user id (the branch choice's transaction carries it). */
export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (user === undefined) throw new Error('no user row for the applicant');
  return user.id;
}

/**
 * The branch choice's transaction: the welcome module activates the product, or opens the penny
 * transfer of a process that needs one.
 */
export async function branchChosen(app: FastifyInstance, applicant: ApplicantWithProspect) {
  const userId = await userIdOf(app, applicant.email);
  return app.database.db.transaction((tx) =>
    app.services.welcome.afterBranchChosen(
      tx,
      { prospectId: applicant.prospectId, userId },
      SYSTEM_CONTEXT,
    ),
  );
}

/**
 * The payment order the applicant's penny-transfer page reads (spec 3 `products/{id}/pennytransfer`),
 * and the answer's body as sent.
 */
export async function paymentOrderOf(
  app: FastifyInstance,
  applicant: ApplicantWithProspect,
): Promise<{ order: TPennyTransfer; body: string }> {
  const response = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/products/${applicant.productId}/pennytransfer`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { order: ZPennyTransfer.parse(response.json()), body: response.body };
}
