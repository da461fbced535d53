import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZLoanApplication,
  ZLongProcess,
  ZSwitchOffer,
  type LongWaitPhase,
  type TLongProcess,
  type TUserStatusResponse,
} from '@onboarding/domain';
import { longProcesses } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { auditOf, enterPersonalData, personalDataSections } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { assessedLoanApplicant } from './loans-helpers';
import { putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant, asStaff } from './video-helpers';
import { applicantAt } from './builders/applicant';

// Decision 147: a loan the bank cannot grant continues as an account with what
// the applicant already gave; `switchprocess` (and its older name `setprocess`).

const app = useTestApp();
const TARGET = 'ACCOUNTOPENINGFROMLOAN';

/** A loan applicant after the assessment, with its risk run in `phase` (no job behind it). */
async function assessedLoan(
  productState:
    | 'PRODUCT_WAITING_SWITCH_PRODUCT'
    | 'PRODUCT_RISK_UPLOADED'
    | 'PRODUCT_WAITING_OFFER_SELECTION' = 'PRODUCT_WAITING_SWITCH_PRODUCT',
  phase: LongWaitPhase = 'WAITING_PROCESS_SWITCH_SELECTION',
) {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    productType: 'PERSONALLOAN',
  });
  await enterPersonalData(app, applicant, personalDataSections());
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_VERIFIED', productState);
  const risk = await app.database.db.transaction((tx) =>
    app.services.dossiers.startRun(tx, {
      prospectId: applicant.prospectId,
      kind: 'risk',
      process: 'PERSONALLOAN',
      phase,
    }),
  );
  return { ...applicant, riskRunId: risk.id };
}

async function processOf(applicant: { sid: string; uid: string }) {
  const status = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/prospects/status?uid=${applicant.uid}`,
  );
  const [process] = status.json<TUserStatusResponse>().processes;
  return process;
}

async function phaseOf(runId: string) {
  const [row] = await app.database.db
    .select({ phase: longProcesses.phase, kind: longProcesses.kind })
    .from(longProcesses)
    .where(eq(longProcesses.id, runId));
  return row?.phase;
}

/** The run the applicant's screen follows, once its worker has taken it to a final phase. */
async function runEnded(applicant: { sid: string; prospectId: string }): Promise<TLongProcess> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/longprocesses', {
      prospectId: applicant.prospectId,
    });
    const run = ZLongProcess.parse(response.json());
    if (['END', 'ERROR', 'CANCELLED'].includes(run.state) || Date.now() > deadline) return run;
    await app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function switchBody(prospectId: string) {
  return { prospectId, processName: TARGET };
}

/** The applicant (session `sid`) asks to switch `prospectId`, by either of the spec's two names. */
function askToSwitch(
  sid: string,
  prospectId: string,
  path: '/processes/switchprocess' | '/processes/setprocess' = '/processes/switchprocess',
) {
  return asApplicant(app, sid, 'POST', path, switchBody(prospectId));
}

describe('switching a loan to an account', () => {
  it(
    'turns a loan waiting for the switch into ACCOUNTOPENINGFROMLOAN with its dossier run',
    {
      timeout: 60_000,
    },
    async () => {
      const applicant = await assessedLoan();
      const response = await askToSwitch(applicant.sid, applicant.prospectId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const run = ZLongProcess.parse(response.json());
      expect(run).toMatchObject({
        prospectId: applicant.prospectId,
        currentProcess: TARGET,
        contentInfoKey: 'dossier',
        errorCode: null,
      });
      expect(run.id).not.toBe(applicant.riskRunId);

      // The prospect and product continue as the account process, the product at the consents'
      // end as an account after the identification; the loan's run is over (history stays).
      expect(await processOf(applicant)).toMatchObject({
        processName: TARGET,
        prospectState: 'PROSPECT_VERIFIED',
        productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      });
      expect(await phaseOf(applicant.riskRunId)).toBe('END');
      const [switched] = await auditOf(app, applicant.prospectId, 'process.switched');
      expect(switched?.details).toMatchObject({
        from: 'PERSONALLOAN',
        to: TARGET,
        riskLongProcessId: applicant.riskRunId,
        longProcessId: run.id,
      });
      expect(await auditOf(app, applicant.prospectId, 'prospect.process_changed')).toHaveLength(1);
      expect(await auditOf(app, applicant.prospectId, 'product.type_changed')).toHaveLength(1);

      // The dossier run goes on as an account's: the account is opened, the run ends.
      await app.jobs.drain();
      const followed = await runEnded(applicant);
      expect(followed).toMatchObject({ id: run.id, state: 'END', currentProcess: TARGET });
      expect((await app.services.bankAccounts.accountOf(applicant.prospectId))?.iban).toMatch(
        /^SI\d{2}/,
      );

      // Asked again: the switch was made, nothing changes.
      const again = await askToSwitch(applicant.sid, applicant.prospectId);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).mainError.code).toBe('SWITCH_NOT_OFFERED');
      expect(await auditOf(app, applicant.prospectId, 'process.switched')).toHaveLength(1);
    },
  );

  it('answers setprocess, the older name, the same way', async () => {
    const applicant = await assessedLoan();
    const response = await askToSwitch(
      applicant.sid,
      applicant.prospectId,
      '/processes/setprocess',
    );
    expect(response.statusCode).toBe(200);
    expect(ZLongProcess.parse(response.json()).currentProcess).toBe(TARGET);
    expect((await processOf(applicant))?.processName).toBe(TARGET);
  });

  it.each([
    ['an accepted loan', 'PRODUCT_RISK_UPLOADED', 'WAITING_LOAN_SELECTION'],
    ['an alternate offer', 'PRODUCT_WAITING_OFFER_SELECTION', 'WAITING_LOAN_SELECTION'],
    ['a run a supervisor cancelled', 'PRODUCT_WAITING_SWITCH_PRODUCT', 'CANCELLED'],
  ] as const)(
    'refuses %s with 409 SWITCH_NOT_OFFERED and changes nothing',
    async (_, state, phase) => {
      const applicant = await assessedLoan(state, phase);
      const response = await askToSwitch(applicant.sid, applicant.prospectId);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).mainError.code).toBe('SWITCH_NOT_OFFERED');
      expect(await processOf(applicant)).toMatchObject({
        processName: 'PERSONALLOAN',
        productState: state,
      });
      expect(await phaseOf(applicant.riskRunId)).toBe(phase);
      expect(await auditOf(app, applicant.prospectId, 'process.switched')).toHaveLength(0);
    },
  );

  it('refuses an account applicant: only a loan may switch', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_VERIFIED',
      'PRODUCT_WAITING_SWITCH_PRODUCT',
    );
    const response = await askToSwitch(applicant.sid, applicant.prospectId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('SWITCH_NOT_OFFERED');
  });

  it("answers 404 for someone else's prospect and 401 without a session", async () => {
    const owner = await assessedLoan();
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType: 'PERSONALLOAN' });
    const foreign = await askToSwitch(other.sid, owner.prospectId);
    expect(foreign.statusCode).toBe(404);
    expect(await processOf(owner)).toMatchObject({
      processName: 'PERSONALLOAN',
      productState: 'PRODUCT_WAITING_SWITCH_PRODUCT',
    });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/services/slo/processes/switchprocess',
      payload: switchBody(owner.prospectId),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['another process', (prospectId: string) => ({ prospectId, processName: 'CURRENTACCOUNT' })],
    ['an unknown key', (prospectId: string) => ({ ...switchBody(prospectId), extra: 1 })],
    ['no process', (prospectId: string) => ({ prospectId })],
    ['a made-up prospect id', () => switchBody('not-a-uuid')],
  ])('answers 400 for %s and changes nothing', async (_, body) => {
    const applicant = await assessedLoan();
    const response = await asApplicant(
      app,
      applicant.sid,
      'POST',
      '/processes/switchprocess',
      body(applicant.prospectId),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).mainError.code).toBeTruthy();
    expect((await processOf(applicant))?.productState).toBe('PRODUCT_WAITING_SWITCH_PRODUCT');
  });
});

describe('a loan the assessment refused, through its own routes', () => {
  it(
    'offers the switch on its risk run, shows staff the application, and switches',
    {
      timeout: 90_000,
    },
    async () => {
      // 600 € a month cannot carry 30 000 € over two years: the bank offers an account instead.
      const applicant = await assessedLoanApplicant(app, 60_000, {
        amount: 30_000,
        tenorMonths: 24,
        insurance: false,
      });
      expect((await processOf(applicant))?.productState).toBe('PRODUCT_WAITING_SWITCH_PRODUCT');

      const offer = await asApplicant(
        app,
        applicant.sid,
        'GET',
        `/processes/longprocesses/${applicant.riskRunId}/switch`,
      );
      expect(offer.statusCode).toBe(200);
      const switchOffer = ZSwitchOffer.parse(offer.json());
      expect(switchOffer).toMatchObject({
        longProcessId: applicant.riskRunId,
        canSwitch: true,
        to: TARGET,
      });
      expect(['REJECT', 'SEND_TO_BRANCH']).toContain(switchOffer.outcome);

      // Someone else's run is unknown; a made-up id too.
      const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
        productType: 'PERSONALLOAN',
      });
      for (const [sid, id] of [
        [other.sid, applicant.riskRunId],
        [applicant.sid, '00000000-0000-4000-8000-000000000000'],
        [applicant.sid, 'not-a-uuid'],
      ] as const) {
        const unknown = await asApplicant(app, sid, 'GET', `/processes/longprocesses/${id}/switch`);
        expect(unknown.statusCode).toBe(404);
      }

      // The operator beside the video reads what the loan stands on; the read is audited.
      const operator = await signedInStaff(app, { role: 'OPERATOR' });
      const read = await asStaff(
        app,
        operator.cookie,
        'GET',
        `/prospects/${applicant.prospectId}/loanapplication`,
      );
      expect(read.statusCode).toBe(200);
      expect(ZLoanApplication.parse(read.json())).toMatchObject({
        source: 'UPLOAD',
        monthlyNetIncomeCents: 60_000,
        wish: { amount: 30_000, tenorMonths: 24, insurance: false },
      });
      const [viewed] = await auditOf(app, applicant.prospectId, 'loan_application.viewed');
      expect(viewed).toMatchObject({ actorType: 'operator', actorId: operator.staff.id });
      const none = await asStaff(
        app,
        operator.cookie,
        'GET',
        `/prospects/${other.prospectId}/loanapplication`,
      );
      expect(none.statusCode).toBe(404);
      const badId = await asStaff(
        app,
        operator.cookie,
        'GET',
        '/prospects/not-a-uuid/loanapplication',
      );
      expect(badId.statusCode).toBe(400);
      const asTheApplicant = await app.inject({
        method: 'GET',
        url: `/services/operator/prospects/${applicant.prospectId}/loanapplication`,
        cookies: { sid: applicant.sid },
      });
      expect(asTheApplicant.statusCode).toBe(401);

      const switched = await askToSwitch(applicant.sid, applicant.prospectId);
      expect(switched.statusCode).toBe(200);
      expect(await processOf(applicant)).toMatchObject({
        processName: TARGET,
        productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      });
      // The assessment stays as history; its run is over and offers no switch any more.
      const after = await asApplicant(
        app,
        applicant.sid,
        'GET',
        `/processes/longprocesses/${applicant.riskRunId}/switch`,
      );
      expect(ZSwitchOffer.parse(after.json())).toMatchObject({
        canSwitch: false,
        outcome: switchOffer.outcome,
      });
      expect(await phaseOf(applicant.riskRunId)).toBe('END');
      expect(await runEnded(applicant)).toMatchObject({ state: 'END', currentProcess: TARGET });
    },
  );
});
