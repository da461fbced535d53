import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  bankHolidays,
  buildLoanOffer,
  instalmentDueDate,
  loanPayoutDate,
  repaymentPlan,
  type TLoanApplication,
  type TLoanPayoutView,
  type TLongProcess,
  type TOfferQuote,
  type TRiskAssessmentResult,
  type TSecciIssued,
  type TSelectLoanResponse,
  type TUserStatusResponse,
} from '@onboarding/domain';
import { formatDate, formatMoney } from '@onboarding/domain/format';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import {
  contractDocuments,
  loanApplications,
  loanPayoutAccounts,
  longProcesses,
} from '../src/composition/schema';
import { createLoansService } from '../src/modules/loans/service';
import { useTestApp } from './build-test-app';
import { auditOf, prospectStateOf } from './consents-helpers';
import {
  TEST_BANK,
  approveLoan,
  assessedLoanApplicant,
  finalizedStatementFor,
  loanApplicantAtSalaryStatement,
  patchRisk,
  phaseOf,
  uploadConfirmation,
} from './loans-helpers';
import { productStateOf } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

// The personal loan on the server (decisions 145 and 147): the income
// confirmation, the risk run per outcome, the result and offers, the SECCI, the choice, and the
// contracts with the credit agreement that follow it.

const app = useTestApp();

const WISH = { amount: 10_000, tenorMonths: 60, insurance: false };
// Incomes that lead to each outcome (birth date 15.05.1998, no dependants, no other debt).
const ACCEPTED = { income: 250_000, wish: WISH };
const ALTERNATE = { income: 120_000, wish: { amount: 20_000, tenorMonths: 24, insurance: false } };
const BRANCH = { income: 500_000, wish: { amount: 40_000, tenorMonths: 84, insurance: false } };
const REJECTED = { income: 70_000, wish: WISH };

const accepted = () => assessedLoanApplicant(app, ACCEPTED.income, ACCEPTED.wish);
// The IBAN registry's Slovenian example, typed with spaces (decision 233).
const TYPED_PAYOUT = {
  source: 'TYPED',
  iban: 'SI56 2633 0001 2039 086',
  ownAccountDeclared: true,
} as const;

async function resultOf(applicant: { sid: string; prospectId: string }) {
  const response = await asApplicant(app, applicant.sid, 'POST', '/user/getriskassessmentresult', {
    prospectId: applicant.prospectId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRiskAssessmentResult>();
}

function issueSecci(
  applicant: { sid: string; productId: string },
  choice: unknown,
  productId = applicant.productId,
) {
  return asApplicant(app, applicant.sid, 'POST', `/onboarding/products/${productId}/secci`, choice);
}

async function secciFor(applicant: { sid: string; productId: string }, choice: unknown) {
  const response = await issueSecci(applicant, choice);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSecciIssued>();
}

function selectLoan(applicant: { sid: string; prospectId: string }, body: Record<string, unknown>) {
  return asApplicant(app, applicant.sid, 'POST', '/user/selectloan', {
    prospectId: applicant.prospectId,
    payoutAccount: TYPED_PAYOUT,
    ...body,
  });
}

describe('personal data of a loan', () => {
  it('leaves the product in PRODUCT_NEW for the salary statement and says so', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    const { exampleBody } = await import('./personal-data-helpers');
    const { putProspectInState } = await import('./prospect-helpers');
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
    const response = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/info`,
      exampleBody(applicant.uid),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      prospectState: 'PROSPECT_INFO_UPLOADED',
      productState: 'PRODUCT_NEW',
    });
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_NEW');
  });
});

describe('PATCH onboarding/products/{id}/risk', () => {
  it('stores the confirmed income and wish, PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED', async () => {
    const applicant = await loanApplicantAtSalaryStatement(app);
    await finalizedStatementFor(app, applicant.prospectId);
    const response = await patchRisk(
      app,
      applicant,
      uploadConfirmation(250_000, WISH, { existingMonthlyObligationsCents: 10_000, dependants: 1 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TLoanApplication>()).toMatchObject({
      source: 'UPLOAD',
      bankCode: TEST_BANK,
      monthlyNetIncomeCents: 250_000,
      existingMonthlyObligationsCents: 10_000,
      dependants: 1,
      wish: WISH,
    });
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    expect(await auditOf(app, applicant.prospectId, 'loan.income_confirmed')).toHaveLength(1);

    const read = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/risk`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json<TLoanApplication>().monthlyNetIncomeCents).toBe(250_000);

    // Once confirmed, the step is over: a second confirmation changes nothing.
    const again = await patchRisk(app, applicant, uploadConfirmation(900_000, WISH));
    expect(again.statusCode).toBe(409);
    expect(read.json<TLoanApplication>().monthlyNetIncomeCents).toBe(250_000);
  });

  it('after a video REDO (product back to PRODUCT_NEW) the income is confirmed again', async () => {
    const applicant = await loanApplicantAtSalaryStatement(app);
    await finalizedStatementFor(app, applicant.prospectId);
    expect((await patchRisk(app, applicant, uploadConfirmation(250_000, WISH))).statusCode).toBe(
      200,
    );
    // The REDO and the personal data given again leave the prospect and product here.
    const { putProspectInState } = await import('./prospect-helpers');
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const again = await patchRisk(app, applicant, uploadConfirmation(310_000, WISH));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TLoanApplication>().monthlyNetIncomeCents).toBe(310_000);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
  });

  it('refuses bad input (400), missing statements or finding (409), others’ products (404)', async () => {
    const applicant = await loanApplicantAtSalaryStatement(app);
    const bad = [
      uploadConfirmation(0, WISH),
      { ...uploadConfirmation(250_000, WISH), rate: 1 },
      uploadConfirmation(250_000, { ...WISH, amount: 10_050 }),
      { source: 'FAX', wish: WISH },
    ];
    for (const body of bad) {
      const response = await patchRisk(app, applicant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noBank = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      `/onboarding/products/${applicant.productId}/risk`,
      uploadConfirmation(250_000, WISH),
    );
    expect(noBank.statusCode).toBe(400);

    // Nothing finalized yet, then a statement of another bank than the query names.
    const none = await patchRisk(app, applicant, uploadConfirmation(250_000, WISH));
    expect(errorOf(none).mainError.code).toBe('STATEMENTS_NOT_FINALIZED');
    await finalizedStatementFor(app, applicant.prospectId, '07');
    const otherBank = await patchRisk(app, applicant, uploadConfirmation(250_000, WISH));
    expect(otherBank.statusCode).toBe(409);
    // No bank connection was read (the open-banking module's finding is null).
    const openBanking = await patchRisk(
      app,
      applicant,
      { source: 'OPEN_BANKING', existingMonthlyObligationsCents: 0, dependants: 0, wish: WISH },
      '07',
    );
    expect(errorOf(openBanking).mainError.code).toBe('INCOME_NOT_FOUND');

    const stranger = await loanApplicantAtSalaryStatement(app);
    const foreign = await patchRisk(
      app,
      { sid: stranger.sid, productId: applicant.productId },
      uploadConfirmation(250_000, WISH),
      '07',
    );
    expect(foreign.statusCode).toBe(404);
    const made = await patchRisk(
      app,
      { sid: stranger.sid, productId: '00000000-0000-4000-8000-000000000000' },
      uploadConfirmation(250_000, WISH),
    );
    expect(made.statusCode).toBe(404);

    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_NEW');
    const stored = await app.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.prospectId, applicant.prospectId));
    expect(stored).toEqual([]);

    // An account's product is not a loan.
    const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const notLoan = await patchRisk(app, account, uploadConfirmation(250_000, WISH));
    expect(errorOf(notLoan).mainError.code).toBe('NOT_A_LOAN');
  });

  it('with a bank connection takes the finding; obligations are at least what it saw', async () => {
    const applicant = await loanApplicantAtSalaryStatement(app);
    const { services, infra, database, jobs } = app;
    // The open-banking module's finding, faked (its own tests cover how it is made).
    const loans = createLoansService({
      db: database.db,
      clock: () => new Date(),
      jobs,
      storage: infra.storage,
      cipher: infra.cipher,
      timeZone: 'Europe/Ljubljana',
      country: 'SI',
      creditor: infra.config.creditor,
      prospects: services.prospects,
      products: services.products,
      searchIndex: services.caseSearchIndex,
      dossiers: services.dossiers,
      enteredData: { entered: () => Promise.resolve(null) },
      incomeFoundOf: (prospectId) =>
        Promise.resolve(
          prospectId === applicant.prospectId
            ? {
                source: 'OPEN_BANKING' as const,
                bankCode: '03',
                bankName: 'Sandbox Bank',
                accountMasked: '•••• 1234',
                months: [],
                monthlyNetIncomeCents: 231_500,
                existingMonthlyObligationsCents: 15_000,
              }
            : null,
        ),
      bankConnectionAccountOf: () => Promise.resolve(null),
      finalizedStatementsOf: () => Promise.resolve(null),
      languageOf: () => Promise.resolve('en'),
      applicantNameOf: () => Promise.resolve('Lara Novak'),
      signedAtOf: () => Promise.resolve(null),
      closingDays: () => [],
      log: { warn: () => undefined },
    });
    const owner = { userId: (await services.prospects.ownerOf(applicant.prospectId)) ?? '' };
    const body = {
      source: 'OPEN_BANKING' as const,
      existingMonthlyObligationsCents: 5_000,
      dependants: 2,
      wish: WISH,
    };
    await expect(
      loans.confirmIncome(owner, applicant.productId, '04', body, SYSTEM_CONTEXT),
    ).rejects.toMatchObject({ status: 409, code: 'INCOME_NOT_FOUND' });
    const confirmed = await loans.confirmIncome(
      owner,
      applicant.productId,
      '03',
      body,
      SYSTEM_CONTEXT,
    );
    expect(confirmed).toMatchObject({
      source: 'OPEN_BANKING',
      bankCode: '03',
      monthlyNetIncomeCents: 231_500,
      existingMonthlyObligationsCents: 15_000,
      dependants: 2,
    });
    const more = { ...body, existingMonthlyObligationsCents: 40_000 };
    await app.database.db
      .delete(loanApplications)
      .where(eq(loanApplications.prospectId, applicant.prospectId));
    const { putProspectInState } = await import('./prospect-helpers');
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const declaredMore = await loans.confirmIncome(
      owner,
      applicant.productId,
      '03',
      more,
      SYSTEM_CONTEXT,
    );
    expect(declaredMore.existingMonthlyObligationsCents).toBe(40_000);
  });
});

describe('the risk run', () => {
  it('ACCEPT: the product stays PRODUCT_RISK_UPLOADED, WAITING_LOAN_SELECTION, offers and bounds', async () => {
    const applicant = await loanApplicantAtSalaryStatement(app);
    await finalizedStatementFor(app, applicant.prospectId);
    await patchRisk(app, applicant, uploadConfirmation(ACCEPTED.income, ACCEPTED.wish));
    const runId = await approveLoan(app, applicant.prospectId);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_RISK_UPLOADED');
    // The screen follows the run (the latest of the prospect's).
    const followed = await asApplicant(app, applicant.sid, 'POST', '/processes/longprocesses', {
      prospectId: applicant.prospectId,
    });
    expect(followed.json<TLongProcess>()).toMatchObject({ id: runId, contentInfoKey: 'risk' });

    await app.jobs.drain();
    expect(await phaseOf(app, runId)).toBe('WAITING_LOAN_SELECTION');
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_RISK_UPLOADED');
    const result = await resultOf(applicant);
    expect(result).toMatchObject({
      longProcessId: runId,
      phase: 'WAITING_LOAN_SELECTION',
      outcome: 'ACCEPT',
      reasons: [],
      creditApprovalCode: null,
      wish: ACCEPTED.wish,
      offer: buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: false }),
      income: { source: 'UPLOAD', monthlyNetIncomeCents: ACCEPTED.income },
    });
    expect(result.bounds).toMatchObject({
      minAmount: 1000,
      maxAmount: 30_000,
      amountStep: 100,
      minTenorMonths: 12,
      maxTenorMonths: 84,
    });
    const at60 = result.bounds?.maxAffordableAmount['60'];
    expect(at60?.withoutInsurance).toBeGreaterThanOrEqual(10_000);
    expect(at60?.withInsurance).toBeLessThanOrEqual(at60?.withoutInsurance ?? 0);
    const assessed = await auditOf(app, applicant.prospectId, 'loan.assessed');
    expect(assessed).toHaveLength(1);
    expect(assessed[0]?.details).toMatchObject({ outcome: 'ACCEPT' });

    // checkrisk answers the run; a job delivered again changes nothing.
    const check = await asApplicant(app, applicant.sid, 'POST', '/user/checkrisk', {
      prospectId: applicant.prospectId,
    });
    expect(check.json<TLongProcess>()).toMatchObject({
      id: runId,
      state: 'WAITING_LOAN_SELECTION',
    });
    await app.services.loans.assess(
      { longProcessId: runId, run: 1 },
      {
        queue: 'q',
        jobId: 'j',
        effectKey: 'k',
        retryCount: 0,
      },
    );
    expect(await auditOf(app, applicant.prospectId, 'loan.assessed')).toHaveLength(1);
  });

  it('ALTERNATE_OFFER: PRODUCT_WAITING_OFFER_SELECTION with the same amount over a longer tenor', async () => {
    const applicant = await assessedLoanApplicant(app, ALTERNATE.income, ALTERNATE.wish);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_WAITING_OFFER_SELECTION');
    expect(await phaseOf(app, applicant.riskRunId)).toBe('WAITING_LOAN_SELECTION');
    const result = await resultOf(applicant);
    expect(result.outcome).toBe('ALTERNATE_OFFER');
    expect(result.reasons).toContain('DSTI_OVER_CAP');
    expect(result.offer?.amountCents).toBe(2_000_000);
    expect(result.offer?.tenorMonths).toBeGreaterThan(24);
    const quote = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/alternateoffer`,
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json<TOfferQuote>()).toMatchObject({ offer: result.offer, affordable: true });
  });

  it('SEND_TO_BRANCH and REJECT: PRODUCT_WAITING_SWITCH_PRODUCT, WAITING_PROCESS_SWITCH_SELECTION', async () => {
    const branch = await assessedLoanApplicant(app, BRANCH.income, BRANCH.wish);
    expect(await productStateOf(app, branch.productId)).toBe('PRODUCT_WAITING_SWITCH_PRODUCT');
    expect(await phaseOf(app, branch.riskRunId)).toBe('WAITING_PROCESS_SWITCH_SELECTION');
    expect(await resultOf(branch)).toMatchObject({
      outcome: 'SEND_TO_BRANCH',
      creditApprovalCode: 'SEND_TO_BRANCH',
      offer: null,
      bounds: null,
    });
    expect((await app.services.loans.assessmentOf(branch.prospectId))?.outcome).toBe(
      'SEND_TO_BRANCH',
    );

    const rejected = await assessedLoanApplicant(app, REJECTED.income, REJECTED.wish);
    expect(await productStateOf(app, rejected.productId)).toBe('PRODUCT_WAITING_SWITCH_PRODUCT');
    const result = await resultOf(rejected);
    expect(result).toMatchObject({ outcome: 'REJECT', creditApprovalCode: 'REJECT', offer: null });
    expect(result.reasons).toContain('NO_AFFORDABLE_OFFER');
    // No offers in that state.
    const quote = await asApplicant(
      app,
      rejected.sid,
      'GET',
      `/onboarding/products/${rejected.productId}/alternateoffer`,
    );
    expect(quote.statusCode).toBe(409);
    const secci = await issueSecci(rejected, WISH);
    expect(secci.statusCode).toBe(409);
  });

  it('a failed run is started again by checkrisk; a cancelled run stops its job', async () => {
    const applicant = await assessedLoanApplicant(app, ACCEPTED.income, ACCEPTED.wish);
    await app.database.db
      .update(longProcesses)
      .set({ phase: 'ERROR', errorCode: 'RISK_FAILED' })
      .where(eq(longProcesses.id, applicant.riskRunId));
    const check = await asApplicant(app, applicant.sid, 'POST', '/user/checkrisk', {
      prospectId: applicant.prospectId,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json<TLongProcess>().tokenId).toBe(`${applicant.riskRunId}:2`);
    await app.jobs.drain();
    expect(await phaseOf(app, applicant.riskRunId)).toBe('WAITING_LOAN_SELECTION');
    expect(await auditOf(app, applicant.prospectId, 'loan.assessment_restarted')).toHaveLength(1);

    // A supervisor cancels before the job runs: the job leaves it, the product waits.
    const other = await loanApplicantAtSalaryStatement(app);
    await finalizedStatementFor(app, other.prospectId);
    await patchRisk(app, other, uploadConfirmation(ACCEPTED.income, ACCEPTED.wish));
    // The run as the approval makes it, without its job (which would race the cancel).
    const { putProspectInState } = await import('./prospect-helpers');
    await putProspectInState(app, other.prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_RISK_UPLOADED');
    const started = await app.database.db.transaction((tx) =>
      app.services.dossiers.startRun(tx, {
        prospectId: other.prospectId,
        kind: 'risk',
        process: 'PERSONALLOAN',
        phase: 'EVALUATING_RISK',
      }),
    );
    const runId = started.id;
    const running = await app.services.dossiers.listRunning();
    expect(running.find((run) => run.id === runId)).toMatchObject({
      prospectId: other.prospectId,
      kind: 'risk',
      phase: 'EVALUATING_RISK',
      applicantName: 'Ëlira Špela Čebašek Žagar',
    });
    const staff = { staffId: '00000000-0000-4000-8000-000000000001' };
    const cancelled = await app.services.dossiers.cancel(
      staff,
      runId,
      'Fraud suspicion',
      SYSTEM_CONTEXT,
    );
    expect(cancelled.state).toBe('CANCELLED');
    // The job, delivered now, leaves a cancelled run alone.
    await app.services.loans.assess(
      { longProcessId: runId, run: started.run },
      { queue: 'q', jobId: 'j', effectKey: 'k', retryCount: 0 },
    );
    expect(await phaseOf(app, runId)).toBe('CANCELLED');
    expect(await productStateOf(app, other.productId)).toBe('PRODUCT_RISK_UPLOADED');
    expect(await auditOf(app, other.prospectId, 'loan.assessed')).toHaveLength(0);
    await expect(
      app.services.dossiers.cancel(staff, runId, 'again', SYSTEM_CONTEXT),
    ).rejects.toMatchObject({ status: 409, code: 'LONG_PROCESS_FINAL' });
    const status = await asApplicant(
      app,
      other.sid,
      'GET',
      `/onboarding/prospects/status?uid=${other.uid}`,
    );
    expect(status.json<TUserStatusResponse>().processes[0]?.longTimeServiceState).toBe('CANCELLED');
  });

  it('someone else’s prospect is unknown (404); bad bodies 400', async () => {
    const applicant = await accepted();
    const stranger = await loanApplicantAtSalaryStatement(app);
    for (const path of ['/user/checkrisk', '/user/getriskassessmentresult']) {
      const foreign = await asApplicant(app, stranger.sid, 'POST', path, {
        prospectId: applicant.prospectId,
      });
      expect(foreign.statusCode, path).toBe(404);
      const bad = await asApplicant(app, stranger.sid, 'POST', path, { prospectId: 'x' });
      expect(bad.statusCode, path).toBe(400);
    }
    // Before the approval there is no run.
    const none = await asApplicant(app, stranger.sid, 'POST', '/user/getriskassessmentresult', {
      prospectId: stranger.prospectId,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('offers, SECCI and the choice', () => {
  it('alternateoffer/update recomputes, changes nothing, refuses extra keys and others', async () => {
    const applicant = await accepted();
    const update = (body: unknown, productId = applicant.productId, sid = applicant.sid) =>
      asApplicant(
        app,
        sid,
        'PATCH',
        `/onboarding/products/${productId}/alternateoffer/update`,
        body,
      );
    const fine = await update({ amount: 12_000, tenorMonths: 48, insurance: true });
    expect(fine.statusCode).toBe(200);
    const quote = fine.json<TOfferQuote>();
    expect(quote.offer).toEqual(
      buildLoanOffer({ amountCents: 1_200_000, tenorMonths: 48, insurance: true }),
    );
    expect(quote.offer.insurancePremiumCents).toBe(Math.round(quote.offer.instalmentCents * 0.06));
    expect(quote.affordable).toBe(true);
    expect(quote.maxAffordableAmount).toBeGreaterThanOrEqual(12_000);
    const tooMuch = await update({ amount: 30_000, tenorMonths: 12, insurance: false });
    expect(tooMuch.json<TOfferQuote>().affordable).toBe(false);
    expect(
      (await update({ amount: 12_000, tenorMonths: 48, insurance: true, rate: 0.01 })).statusCode,
    ).toBe(400);
    expect((await update({ amount: 12_050, tenorMonths: 48, insurance: true })).statusCode).toBe(
      400,
    );
    expect((await update({ amount: 12_000, tenorMonths: 120, insurance: true })).statusCode).toBe(
      400,
    );
    const stranger = await loanApplicantAtSalaryStatement(app);
    expect(
      (
        await update(
          { amount: 12_000, tenorMonths: 48, insurance: true },
          applicant.productId,
          stranger.sid,
        )
      ).statusCode,
    ).toBe(404);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_RISK_UPLOADED');
  });

  it('the SECCI is a PDF in the applicant’s language with the APR and the amount, kept with its hash', async () => {
    const applicant = await accepted();
    const choice = { amount: 10_000, tenorMonths: 60, insurance: true };
    const issued = await secciFor(applicant, choice);
    expect(issued.offer).toEqual(
      buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: true }),
    );
    const pdf = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/secci/${issued.secciId}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(issued.sha256);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Standard European Consumer Credit Information');
    expect(text).toContain(`${issued.offer.aprPercent.toFixed(1)}%`);
    expect(text).toContain('€10,000.00');
    expect(text).toContain('14 calendar days');
    expect(await auditOf(app, applicant.prospectId, 'loan.secci_issued')).toHaveLength(1);

    const stranger = await loanApplicantAtSalaryStatement(app);
    const foreign = await asApplicant(
      app,
      stranger.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/secci/${issued.secciId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignIssue = await issueSecci(
      { sid: stranger.sid, productId: applicant.productId },
      choice,
    );
    expect(foreignIssue.statusCode).toBe(404);
    // Terms the assessment does not allow get no SECCI.
    const unaffordable = await issueSecci(applicant, {
      amount: 30_000,
      tenorMonths: 12,
      insurance: false,
    });
    expect(errorOf(unaffordable).mainError.code).toBe('OFFER_NOT_AVAILABLE');
    expect((await issueSecci(applicant, { ...choice, apr: 1 })).statusCode).toBe(400);
  });

  it('selectloan refuses tampering (400), unaffordable terms (422) and a missing or other SECCI (409)', async () => {
    const applicant = await accepted();
    const choice = { amount: 10_000, tenorMonths: 60, insurance: false };
    const secci = await secciFor(applicant, choice);
    const tampered = await selectLoan(applicant, {
      choice: { ...choice, nominalRatePercent: 0.5 },
      secciId: secci.secciId,
    });
    expect(tampered.statusCode).toBe(400);
    const extra = await selectLoan(applicant, { choice, secciId: secci.secciId, aprPercent: 1 });
    expect(extra.statusCode).toBe(400);
    const unaffordable = await selectLoan(applicant, {
      choice: { amount: 30_000, tenorMonths: 12, insurance: false },
      secciId: secci.secciId,
    });
    expect(unaffordable.statusCode).toBe(422);
    expect(errorOf(unaffordable).mainError.code).toBe('OFFER_NOT_AVAILABLE');
    const noSecci = await selectLoan(applicant, {
      choice,
      secciId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorOf(noSecci).mainError.code).toBe('SECCI_MISMATCH');
    const otherTerms = await selectLoan(applicant, {
      choice: { ...choice, tenorMonths: 72 },
      secciId: secci.secciId,
    });
    expect(otherTerms.statusCode).toBe(409);
    // Someone else's SECCI for the same terms is not this applicant's.
    const stranger = await accepted();
    const strangerSecci = await secciFor(stranger, choice);
    const foreignSecci = await selectLoan(applicant, { choice, secciId: strangerSecci.secciId });
    expect(errorOf(foreignSecci).mainError.code).toBe('SECCI_MISMATCH');
    const foreignProspect = await selectLoan(
      { sid: stranger.sid, prospectId: applicant.prospectId },
      { choice, secciId: secci.secciId },
    );
    expect(foreignProspect.statusCode).toBe(404);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_RISK_UPLOADED');
    expect(await phaseOf(app, applicant.riskRunId)).toBe('WAITING_LOAN_SELECTION');
  });

  it('the choice: PRODUCT_OFFER_SELECTED, risk run END, the dossier run prepares the credit agreement', async () => {
    const applicant = await assessedLoanApplicant(app, ALTERNATE.income, ALTERNATE.wish);
    const result = await resultOf(applicant);
    const offer = result.offer;
    if (offer === null) throw new Error('an alternate offer was expected');
    const choice = {
      amount: offer.amountCents / 100,
      tenorMonths: offer.tenorMonths,
      insurance: false,
    };
    const secci = await secciFor(applicant, choice);
    const response = await asApplicant(
      app,
      applicant.sid,
      'POST',
      `/processes/longprocesses/${applicant.riskRunId}/loan`,
      { choice, secciId: secci.secciId, payoutAccount: TYPED_PAYOUT },
    );
    expect(response.statusCode, response.body).toBe(200);
    const selected = response.json<TSelectLoanResponse>();
    expect(selected).toMatchObject({ productState: 'PRODUCT_OFFER_SELECTED', offer });
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_OFFER_SELECTED');
    expect(await phaseOf(app, applicant.riskRunId)).toBe('END');
    expect(await auditOf(app, applicant.prospectId, 'loan.offer_selected')).toHaveLength(1);
    // A second choice is refused: the product moved on.
    const again = await selectLoan(applicant, { choice, secciId: secci.secciId });
    expect(again.statusCode).toBe(409);

    // Three PDFs rendered with embedded fonts: about 20 s alone here, minutes on a busy CI machine.
    await app.jobs.drain(280_000);
    const followed = await asApplicant(app, applicant.sid, 'POST', '/processes/longprocesses', {
      prospectId: applicant.prospectId,
    });
    expect(followed.json<TLongProcess>()).toMatchObject({
      id: selected.longProcessId,
      contentInfoKey: 'dossier',
      state: 'END',
    });
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_VERIFIED');
    const documents = await app.database.db
      .select({ kind: contractDocuments.kind })
      .from(contractDocuments)
      .where(eq(contractDocuments.prospectId, applicant.prospectId));
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'CREDIT_AGREEMENT',
      'GENERAL_TERMS',
      'PRODUCT_CONTRACT',
    ]);
    const terms = await app.services.loanTerms.loanTermsOf(applicant.prospectId);
    expect(terms).toMatchObject({
      amount: (offer.amountCents / 100).toFixed(2),
      tenorMonths: offer.tenorMonths,
      aprPercent: offer.aprPercent.toFixed(1),
    });
    // The contracts page answers (no longer 409 for a loan).
    const contracts = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/contracts`,
    );
    expect(contracts.statusCode, contracts.body).toBe(200);
    expect(JSON.stringify(contracts.json())).toContain('CREDIT_AGREEMENT');
    expect(await app.services.bankAccounts.accountOf(applicant.prospectId)).not.toBeNull();
  }, 300_000);

  it('POST user/selectloan picks the wish as offered (ACCEPT)', async () => {
    const applicant = await accepted();
    const secci = await secciFor(applicant, WISH);
    const response = await selectLoan(applicant, { choice: WISH, secciId: secci.secciId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSelectLoanResponse>().offer.amountCents).toBe(1_000_000);
    const stranger = await accepted();
    const foreignRun = await asApplicant(
      app,
      stranger.sid,
      'POST',
      `/processes/longprocesses/${applicant.riskRunId}/loan`,
      { choice: WISH, secciId: secci.secciId, payoutAccount: TYPED_PAYOUT },
    );
    expect(foreignRun.statusCode).toBe(404);
    await app.jobs.drain(280_000);
  }, 300_000);
});

describe('the payout account chosen with the offer (decision 233)', () => {
  const payoutRows = (prospectId: string) =>
    app.database.db
      .select()
      .from(loanPayoutAccounts)
      .where(eq(loanPayoutAccounts.prospectId, prospectId));
  const payoutOf = (applicant: { sid: string; productId: string }, productId?: string) =>
    asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${productId ?? applicant.productId}/payout`,
    );
  const payoutDateToday = () =>
    loanPayoutDate(new Date(), 'Europe/Ljubljana', (year) =>
      bankHolidays('si', year, app.infra.config.extraHolidays),
    );
  const options = (applicant: { sid: string; productId: string }, productId?: string) =>
    asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${productId ?? applicant.productId}/payoutaccount`,
    );

  it('refuses a mistyped, foreign or undeclared account at its field, and a bank connection there is none of; nothing is stored', async () => {
    const applicant = await accepted();
    const secci = await secciFor(applicant, WISH);
    const refused = async (payoutAccount: unknown) => {
      const response = await selectLoan(applicant, {
        choice: WISH,
        secciId: secci.secciId,
        payoutAccount,
      });
      return { status: response.statusCode, body: errorOf(response) };
    };
    const field = (name: string, code: string) => [
      { field: `payoutAccount.${name}`, code: `creditApproval.payout.errors.${code}` },
    ];
    const mistyped = await refused({ ...TYPED_PAYOUT, iban: 'SI56 2633 0001 2039 087' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.fieldErrors).toEqual(field('iban', 'checksum'));
    const foreign = await refused({ ...TYPED_PAYOUT, iban: 'TR330006100519786457841326' });
    expect(foreign.body.fieldErrors).toEqual(field('iban', 'notSepa'));
    const undeclared = await refused({ ...TYPED_PAYOUT, ownAccountDeclared: false });
    expect(undeclared.body.fieldErrors).toEqual(field('ownAccountDeclared', 'declaration'));
    const missing = await refused(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.map((error) => error.field)).toContain('payoutAccount');
    const noConnection = await refused({ source: 'BANK_CONNECTION', ownAccountDeclared: true });
    expect(noConnection.status).toBe(422);
    expect(noConnection.body.mainError.code).toBe('PAYOUT_ACCOUNT_UNAVAILABLE');
    expect(noConnection.body.fieldErrors).toEqual(field('source', 'noBankConnection'));

    expect(await payoutRows(applicant.prospectId)).toEqual([]);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_RISK_UPLOADED');
    expect(await phaseOf(app, applicant.riskRunId)).toBe('WAITING_LOAN_SELECTION');
    const nothing = await options(applicant);
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json()).toMatchObject({ bankConnection: null, chosen: null });
  });

  it('keeps a typed IBAN sealed with the choice; only its applicant reads it back', async () => {
    const applicant = await accepted();
    const secci = await secciFor(applicant, WISH);
    const response = await selectLoan(applicant, { choice: WISH, secciId: secci.secciId });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await payoutRows(applicant.prospectId);
    expect(row).toMatchObject({ source: 'TYPED', bankName: null });
    expect(row?.sealedIban).not.toContain('263300012039086');
    const [audit] = await auditOf(app, applicant.prospectId, 'loan.offer_selected');
    expect(audit?.details).toMatchObject({ payoutSource: 'TYPED' });
    expect(JSON.stringify(audit?.details)).not.toContain('263300012039086');

    const own = await options(applicant);
    const payoutDate = payoutDateToday();
    expect(own.json()).toEqual({
      bankConnection: null,
      chosen: { source: 'TYPED', iban: 'SI56263300012039086', bankName: null },
      payoutDateIfSignedToday: payoutDate,
    });
    const stranger = await accepted();
    expect((await options(stranger, applicant.productId)).statusCode).toBe(404);
    await app.jobs.drain(280_000);
  }, 300_000);

  it('says what is paid, where and when, prints it in the agreement and as a repayment plan PDF', async () => {
    const applicant = await accepted();
    const choice = { amount: 10_000, tenorMonths: 60, insurance: true };
    const secci = await secciFor(applicant, choice);
    const offer = buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: true });
    const before = await payoutOf(applicant);
    expect(before.statusCode).toBe(404);
    expect(errorOf(before).mainError.code).toBe('NO_LOAN_PAYOUT');
    expect((await selectLoan(applicant, { choice, secciId: secci.secciId })).statusCode).toBe(200);

    const payoutDate = payoutDateToday();
    const firstInstalmentDate = instalmentDueDate(payoutDate, 1);
    const view = await payoutOf(applicant);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<TLoanPayoutView>()).toEqual({
      currency: 'EUR',
      amountCents: 1_000_000,
      account: { source: 'TYPED', iban: 'SI56263300012039086', bankName: null },
      signed: false,
      payoutDate,
      firstInstalmentDate,
      lastInstalmentDate: instalmentDueDate(payoutDate, 60),
      instalments: 60,
      firstPaymentCents: offer.monthlyPaymentCents,
      lastPaymentCents: offer.lastInstalmentCents + offer.insurancePremiumCents,
    });

    // The credit agreement's figures: the payout account and the plan of the same numbers.
    const terms = await app.services.loanTerms.loanTermsOf(applicant.prospectId);
    expect(terms?.payout).toEqual({ iban: 'SI56263300012039086', bankName: null });
    expect(terms?.plan).toEqual(repaymentPlan(offer, payoutDate));

    const pdf = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/repaymentplan`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="repayment-plan-/);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    // The plan's table writes its days in the short form, day first (decision 238).
    const shortDay = (iso: string) => formatDate(iso, 'en', { style: 'short' });
    expect(text).toContain('Repayment plan');
    expect(text).toContain('SI56 2633 0001 2039 086');
    expect(text).toContain(shortDay(firstInstalmentDate));
    expect(text).toContain(shortDay(instalmentDueDate(payoutDate, 60)));
    const euros = (cents: number) => formatMoney(cents, 'EUR', 'en');
    expect(text).toContain(euros(offer.monthlyPaymentCents));
    expect(text).toContain(euros(offer.totalInterestCents));

    const stranger = await accepted();
    expect((await payoutOf(stranger, applicant.productId)).statusCode).toBe(404);
    const foreignPlan = await asApplicant(
      app,
      stranger.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/repaymentplan`,
    );
    expect(foreignPlan.statusCode).toBe(404);
    await app.jobs.drain(280_000);
  }, 300_000);

  it("pays into the account of the applicant's bank connection when chosen", async () => {
    const applicant = await accepted();
    const secci = await secciFor(applicant, WISH);
    const { services, infra, database, jobs } = app;
    // The open-banking module's account, faked (its own test shows it is kept and read back).
    const connected = {
      iban: 'SI56191000000123438',
      bankName: 'Sandbox banka',
      accountMasked: '•••• 3438',
    };
    const loans = createLoansService({
      db: database.db,
      clock: () => new Date(),
      jobs,
      storage: infra.storage,
      cipher: infra.cipher,
      timeZone: 'Europe/Ljubljana',
      country: 'SI',
      creditor: infra.config.creditor,
      prospects: services.prospects,
      products: services.products,
      searchIndex: services.caseSearchIndex,
      dossiers: services.dossiers,
      enteredData: { entered: () => Promise.resolve(null) },
      incomeFoundOf: () => Promise.resolve(null),
      bankConnectionAccountOf: (prospectId) =>
        Promise.resolve(prospectId === applicant.prospectId ? connected : null),
      finalizedStatementsOf: () => Promise.resolve(null),
      languageOf: () => Promise.resolve('en'),
      applicantNameOf: () => Promise.resolve('Lara Novak'),
      signedAtOf: () => Promise.resolve(null),
      closingDays: () => [],
      log: { warn: () => undefined },
    });
    const owner = { userId: (await services.prospects.ownerOf(applicant.prospectId)) ?? '' };
    expect(await loans.payoutAccountOptions(owner, applicant.productId)).toMatchObject({
      bankConnection: { bankName: 'Sandbox banka', accountMasked: '•••• 3438' },
      chosen: null,
    });
    await loans.selectLoan(
      owner,
      {
        prospectId: applicant.prospectId,
        choice: WISH,
        secciId: secci.secciId,
        payoutAccount: { source: 'BANK_CONNECTION', ownAccountDeclared: true },
      },
      SYSTEM_CONTEXT,
    );
    expect((await loans.payoutAccountOptions(owner, applicant.productId)).chosen).toEqual({
      source: 'BANK_CONNECTION',
      iban: 'SI56191000000123438',
      bankName: 'Sandbox banka',
    });
    await app.jobs.drain(280_000);
  }, 300_000);
});
