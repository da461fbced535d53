import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lastThreeFullMonths,
  localTimeIn,
  ZBankConnection,
  ZIncomeFound,
  ZOpenBankingCheck,
  ZProvidersResponse,
  type TBankConnection,
} from '@onboarding/domain';
import { auditEvents, bankConnections, bankStatements } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { type ApplicantWithProspect, putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

const TIMEOUT_MS = 300;
const app = useTestApp({ env: { OPEN_BANKING_TIMEOUT_MS: String(TIMEOUT_MS) } });

const BASE = '/externalservices/saltedge';
const DEMO = { login: 'demo', password: 'demo1234' };

type Applicant = ApplicantWithProspect;

/** A PERSONALLOAN applicant on the salary statement step (PROSPECT_INFO_UPLOADED, PRODUCT_NEW). */
async function loanApplicant(): Promise<Applicant> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    productType: 'PERSONALLOAN',
  });
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
  return applicant;
}

function post(applicant: Applicant, path: string, payload: unknown) {
  return asApplicant(app, applicant.sid, 'POST', `${BASE}${path}`, payload);
}

async function createLogin(
  applicant: Applicant,
  providerCode: string,
  credentials = DEMO,
  prospectId = applicant.prospectId,
) {
  return post(applicant, '/createlogin', { prospectId, providerCode, credentials });
}

async function connected(applicant: Applicant, providerCode: string): Promise<TBankConnection> {
  const response = await createLogin(applicant, providerCode);
  expect(response.statusCode, response.body).toBe(200);
  return ZBankConnection.parse(response.json());
}

const expectedMonths = () => lastThreeFullMonths(localTimeIn(new Date(), 'Europe/Ljubljana').date);

describe('open banking: check and banks', () => {
  it('says the sandbox answers, and lists the Slovenian and the fake (XF) test banks', async () => {
    const applicant = await loanApplicant();
    const check = await asApplicant(app, applicant.sid, 'GET', `${BASE}/check`);
    expect(ZOpenBankingCheck.parse(check.json())).toEqual({ available: true, provider: 'sandbox' });

    const slovenian = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `${BASE}/providers?countrycode=SL`,
    );
    expect(slovenian.statusCode, slovenian.body).toBe(200);
    const banks = ZProvidersResponse.parse(slovenian.json()).providers;
    expect(banks.map((bank) => bank.name)).toEqual([
      'Sandbox banka',
      'Sandbox banka SMS',
      'Sandbox banka – napaka',
      'Sandbox banka – počasna',
    ]);
    expect(banks.find((bank) => bank.code === 'sandbox_banka_sms_si')?.interactive).toBe(true);

    const fake = await asApplicant(app, applicant.sid, 'GET', `${BASE}/providers/xf`);
    expect(ZProvidersResponse.parse(fake.json()).providers.map((bank) => bank.code)).toEqual([
      'fakebank_simple_xf',
      'fakebank_interactive_xf',
    ]);
  });

  it('needs a signed-in applicant, and refuses a country code that is not two letters', async () => {
    const anonymous = await app.inject({ method: 'GET', url: `/services/slo${BASE}/check` });
    expect(anonymous.statusCode).toBe(401);
    const applicant = await loanApplicant();
    const bad = await asApplicant(app, applicant.sid, 'GET', `${BASE}/providers?countrycode=SLO`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('open banking: the simple sandbox bank end to end', () => {
  it('logs in, lists the accounts, reads three months and keeps the income found', async () => {
    const applicant = await loanApplicant();
    const connection = await connected(applicant, 'sandbox_banka_si');
    expect(connection.status).toBe('CONNECTED');
    expect(connection.accounts?.map((account) => account.name)).toEqual([
      'Osebni račun',
      'Varčevalni račun',
    ]);
    const [current] = connection.accounts ?? [];
    if (current === undefined) throw new Error('no account');
    expect(current.accountMasked).toMatch(/^•••• \d{4}$/);

    const finish = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: current.id,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const income = ZIncomeFound.parse(finish.json());
    expect(income.bankName).toBe('Sandbox banka');
    expect(income.bankCode).toBe('98');
    expect(income.months.map((month) => month.month)).toEqual(expectedMonths());
    // A salary that varies month to month, around 1720 €, and the 215.30 € instalment.
    const salaries = income.months.map((month) => month.salaryCents);
    expect(salaries.every((cents) => cents > 160_000 && cents < 182_000)).toBe(true);
    expect(new Set(salaries).size).toBeGreaterThan(1);
    expect(income.months.every((month) => month.loanRepaymentsCents === 21_530)).toBe(true);
    expect(income.existingMonthlyObligationsCents).toBe(21_530);
    expect(income.monthlyNetIncomeCents).toBe(
      Math.floor(salaries.reduce((sum, cents) => sum + cents, 0) / 3),
    );

    expect(await app.services.openBanking.incomeFoundOf(applicant.prospectId)).toEqual(income);
    // The account is kept sealed, so the loan may be paid into it (decision 233).
    const payout = await app.services.openBanking.payoutAccountOf(applicant.prospectId);
    expect(payout).toMatchObject({
      bankName: 'Sandbox banka',
      accountMasked: current.accountMasked,
    });
    expect(payout?.iban).toMatch(/^SI\d{17}$/);
    expect(payout?.iban.slice(-4)).toBe(current.accountMasked.slice(-4));
    // After a reload the page reads it back; nobody else can.
    const readBack = (who: Applicant) =>
      asApplicant(app, who.sid, 'GET', `${BASE}/income?prospectId=${applicant.prospectId}`);
    const again = await readBack(applicant);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(income);
    expect((await readBack(await loanApplicant())).statusCode).toBe(404);

    // The transactions are sealed; the credentials are nowhere.
    const [statement] = await app.database.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.prospectId, applicant.prospectId));
    expect(statement?.transactionCount).toBeGreaterThan(20);
    expect(statement?.sealedTransactions).not.toContain('PLAČA');
    expect(statement?.sealedTransactions).not.toContain('NAJEMNINA');
    const [row] = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(row?.state).toBe('FINISHED');
    expect(JSON.stringify(row)).not.toContain('demo1234');
    const audit = await app.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, applicant.prospectId));
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'open_banking.login_started',
        'open_banking.connected',
        'open_banking.statement_read',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('demo1234');
  });

  it('before any bank connection there is no income to read back: null', async () => {
    const applicant = await loanApplicant();
    const response = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `${BASE}/income?prospectId=${applicant.prospectId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('the savings account has no salary: income 0', async () => {
    const applicant = await loanApplicant();
    const connection = await connected(applicant, 'sandbox_banka_si');
    const savings = connection.accounts?.[1];
    const finish = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: savings?.id,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(ZIncomeFound.parse(finish.json()).monthlyNetIncomeCents).toBe(0);
  });

  it('refuses an account the connection does not have', async () => {
    const applicant = await loanApplicant();
    const connection = await connected(applicant, 'sandbox_banka_si');
    const finish = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: 'sandbox_banka_sms_si-current',
    });
    expect(finish.statusCode).toBe(404);
    expect(errorOf(finish).mainError.code).toBe('UNKNOWN_ACCOUNT');
    expect(await app.services.openBanking.incomeFoundOf(applicant.prospectId)).toBeNull();
  });
});

describe('open banking: the interactive (SMS) bank', () => {
  it('asks for the code, refuses a wrong one, accepts 123456 and reads the statement', async () => {
    const applicant = await loanApplicant();
    const asked = await connected(applicant, 'sandbox_banka_sms_si');
    expect(asked.status).toBe('INTERACTIVE');
    expect(asked.interactive?.fields).toEqual(['sms']);
    expect(asked.interactive?.hint).toContain('123456');
    expect(asked.accounts).toBeUndefined();

    const wrong = await post(applicant, '/interactivelogin', {
      prospectId: applicant.prospectId,
      connectionId: asked.connectionId,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).mainError.code).toBe('WRONG_CODE');
    expect(errorOf(wrong).fieldErrors).toEqual([{ field: 'code', code: 'WRONG_CODE' }]);

    // finishselection before the code is answered is out of order.
    const early = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: asked.connectionId,
      accountId: 'sandbox_banka_sms_si-current',
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).mainError.code).toBe('CONNECTION_STATE_CONFLICT');

    const right = await post(applicant, '/interactivelogin', {
      prospectId: applicant.prospectId,
      connectionId: asked.connectionId,
      code: '123456',
    });
    expect(right.statusCode, right.body).toBe(200);
    const connection = ZBankConnection.parse(right.json());
    expect(connection.status).toBe('CONNECTED');

    const finish = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: connection.accounts?.[0]?.id,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const income = ZIncomeFound.parse(finish.json());
    // "OD mm/yyyy" from the same payer every month, no loan.
    expect(income.months.every((month) => month.salaryCents > 140_000)).toBe(true);
    expect(income.existingMonthlyObligationsCents).toBe(0);
  });

  it('five wrong codes end the connection: even the right code is refused then', async () => {
    const applicant = await loanApplicant();
    const asked = await connected(applicant, 'fakebank_interactive_xf');
    const codeOf = (code: string) =>
      post(applicant, '/interactivelogin', {
        prospectId: applicant.prospectId,
        connectionId: asked.connectionId,
        code,
      });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(errorOf(await codeOf('111111')).mainError.code).toBe('WRONG_CODE');
    }
    const fifth = await codeOf('111111');
    expect(fifth.statusCode).toBe(409);
    expect(errorOf(fifth).mainError.code).toBe('CONNECTION_FAILED');
    const after = await codeOf('123456');
    expect(after.statusCode).toBe(409);
    expect(errorOf(after).mainError.code).toBe('CONNECTION_FAILED');
  });
});

describe('open banking: banks that fail', () => {
  it('the failing bank: 502 BANK_FAILED, the connection failed', async () => {
    const applicant = await loanApplicant();
    const response = await createLogin(applicant, 'sandbox_banka_napaka_si');
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).mainError.code).toBe('BANK_FAILED');
    const [row] = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(row).toMatchObject({ state: 'FAILED', failure: 'BANK_FAILED' });
  });

  it('the slow bank: 504 BANK_TIMEOUT after OPEN_BANKING_TIMEOUT_MS', async () => {
    const applicant = await loanApplicant();
    const started = Date.now();
    const response = await createLogin(applicant, 'sandbox_banka_pocasna_si');
    const took = Date.now() - started;
    expect(response.statusCode).toBe(504);
    expect(errorOf(response).mainError.code).toBe('BANK_TIMEOUT');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 3000);
    const [row] = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(row).toMatchObject({ state: 'FAILED', failure: 'BANK_TIMEOUT' });
  });

  it('wrong credentials: 422 WRONG_CREDENTIALS (not the 401 of a lost session) beside the password', async () => {
    const applicant = await loanApplicant();
    const response = await createLogin(applicant, 'sandbox_banka_si', {
      login: 'demo',
      password: 'wrong-one',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      mainError: { code: 'WRONG_CREDENTIALS', message: expect.any(String) as string },
      fieldErrors: [{ field: 'credentials.password', code: 'WRONG_CREDENTIALS' }],
    });
  });

  it('an unknown bank: 404 UNKNOWN_BANK', async () => {
    const applicant = await loanApplicant();
    const response = await createLogin(applicant, 'no_such_bank_si');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).mainError.code).toBe('UNKNOWN_BANK');
  });
});

describe('open banking: whose prospect, which step', () => {
  it('someone else’s prospect is not found, nor their connection', async () => {
    const owner = await loanApplicant();
    const other = await loanApplicant();
    const foreign = await createLogin(other, 'sandbox_banka_si', DEMO, owner.prospectId);
    expect(foreign.statusCode).toBe(404);

    const connection = await connected(owner, 'sandbox_banka_si');
    const stolen = await post(other, '/finishselection', {
      prospectId: other.prospectId,
      connectionId: connection.connectionId,
      accountId: connection.accounts?.[0]?.id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).mainError.code).toBe('UNKNOWN_CONNECTION');
    const foreignFinish = await post(other, '/finishselection', {
      prospectId: owner.prospectId,
      connectionId: connection.connectionId,
      accountId: connection.accounts?.[0]?.id,
    });
    expect(foreignFinish.statusCode).toBe(404);
  });

  it('a current-account prospect, or a loan past the statement step, gets 409', async () => {
    const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'CURRENTACCOUNT',
    });
    await putProspectInState(app, account.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const notLoan = await createLogin(account, 'sandbox_banka_si');
    expect(notLoan.statusCode).toBe(409);

    const loan = await loanApplicant();
    await putProspectInState(
      app,
      loan.prospectId,
      'PROSPECT_INFO_UPLOADED',
      'PRODUCT_EMPLOYMENT_UPLOADED',
    );
    const late = await createLogin(loan, 'sandbox_banka_si');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
  });

  it('refuses unknown keys and a malformed code without calling the bank', async () => {
    const applicant = await loanApplicant();
    const extra = await post(applicant, '/createlogin', {
      prospectId: applicant.prospectId,
      providerCode: 'sandbox_banka_si',
      credentials: DEMO,
      remember: true,
    });
    expect(extra.statusCode).toBe(400);
    const code = await post(applicant, '/interactivelogin', {
      prospectId: applicant.prospectId,
      connectionId: applicant.prospectId,
      code: '12 34',
    });
    expect(code.statusCode).toBe(400);
    const rows = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(rows).toEqual([]);
  });
});
