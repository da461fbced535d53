import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TIncomeConfirmation, TLoanWish } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { longProcesses, riskDocuments } from '../src/composition/schema';
import { enterPersonalData } from './consents-helpers';
import { type ApplicantWithProspect, putProspectInState } from './prospect-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

// A personal loan's applicant driven to the step a test needs (decision 147): personal data
// entered (the product stays PRODUCT_NEW), the income confirmed through its route, the video
// approval's hook (the risk run), the assessment job.

/** The bank code the uploaded statements of these tests carry. */
export const TEST_BANK = '02';

/** Personal data entered for a PERSONALLOAN: PROSPECT_INFO_UPLOADED, product PRODUCT_NEW. */
export async function loanApplicantAtSalaryStatement(
  app: FastifyInstance,
): Promise<ApplicantWithProspect> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    productType: 'PERSONALLOAN',
  });
  await enterPersonalData(app, applicant);
  return applicant;
}

/**
 * Fixture for the upload module's finalize step (H2's table): one confirmed statement of
 * `bankCode`, so `finalizedStatementsOf` answers it.
 */
export async function finalizedStatementFor(
  app: FastifyInstance,
  prospectId: string,
  bankCode = TEST_BANK,
): Promise<void> {
  const now = new Date();
  await app.database.db.insert(riskDocuments).values({
    id: randomUUID(),
    prospectId,
    bankCode,
    name: 'statement.pdf',
    mediaType: 'application/pdf',
    declaredType: 'application/pdf',
    declaredExtension: 'pdf',
    size: 1000,
    sha256: '0'.repeat(64),
    months: ['2026-08', '2026-09', '2026-10'],
    storageKey: `risk-documents/${prospectId}/fixture`,
    status: 'CONFIRMED',
    confirmedAt: now,
  });
}

export function uploadConfirmation(
  monthlyNetIncomeCents: number,
  wish: TLoanWish,
  extra: Partial<{ existingMonthlyObligationsCents: number; dependants: number }> = {},
): TIncomeConfirmation {
  return {
    source: 'UPLOAD',
    monthlyNetIncomeCents,
    existingMonthlyObligationsCents: extra.existingMonthlyObligationsCents ?? 0,
    dependants: extra.dependants ?? 0,
    wish,
  };
}

/** `PATCH onboarding/products/{id}/risk?bank=…` through the route. */
export function patchRisk(
  app: FastifyInstance,
  applicant: { sid: string; productId: string },
  body: unknown,
  bank = TEST_BANK,
) {
  return asApplicant(
    app,
    applicant.sid,
    'PATCH',
    `/onboarding/products/${applicant.productId}/risk?bank=${bank}`,
    body,
  );
}

/** The video approval's hook for a loan (as the composition root binds it): the risk run. */
export async function approveLoan(app: FastifyInstance, prospectId: string): Promise<string> {
  await putProspectInState(app, prospectId, 'PROSPECT_VERIFIED');
  const run = await app.database.db.transaction((tx) =>
    app.services.loans.startAssessment(tx, prospectId, SYSTEM_CONTEXT),
  );
  return run.id;
}

/**
 * A loan applicant with the income confirmed by upload, approved and assessed (the job drained):
 * the product in the outcome's state.
 */
export async function assessedLoanApplicant(
  app: FastifyInstance,
  monthlyNetIncomeCents: number,
  wish: TLoanWish,
  extra: Partial<{ existingMonthlyObligationsCents: number; dependants: number }> = {},
): Promise<ApplicantWithProspect & { riskRunId: string }> {
  const applicant = await loanApplicantAtSalaryStatement(app);
  await finalizedStatementFor(app, applicant.prospectId);
  const confirmed = await patchRisk(
    app,
    applicant,
    uploadConfirmation(monthlyNetIncomeCents, wish, extra),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const riskRunId = await approveLoan(app, applicant.prospectId);
  await app.jobs.drain();
  return { ...applicant, riskRunId };
}

/** The run's phase as stored. */
export async function phaseOf(app: FastifyInstance, runId: string) {
  const [row] = await app.database.db
    .select({ phase: longProcesses.phase })
    .from(longProcesses)
    .where(eq(longProcesses.id, runId));
  return row?.phase;
}
