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
import {
  auditEvents,
  bankConnections,
  bankStatements,
  sandboxBankGrants,
} from '../src/composition/schema';
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

/** `createlogin`: no credentials, the answer is the bank's own page (decision 250). */
async function createLogin(
  applicant: Applicant,
  providerCode: string,
  prospectId = applicant.prospectId,
) {
  return post(applicant, '/createlogin', { prospectId, providerCode });
}

const STATE_COOKIE = 'bank_connect';
const local = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};
const hiddenOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** A form of the sandbox bank's page, posted as the browser posts it. */
function bankForm(path: 'login' | 'sms', form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/sandbox-bank/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The bank's redirect back, followed by the applicant's browser (its session and state cookie). */
function backToPortal(applicant: Applicant, location: string, stateCookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: local(location),
    cookies:
      stateCookie === undefined
        ? { sid: applicant.sid }
        : { sid: applicant.sid, [STATE_COOKIE]: stateCookie },
  });
}

/** Where the return sent the applicant: the salary statement page's query. */
function portalQuery(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  const [page, query] = new URL(location).hash.split('?');
  expect(page).toBe('#/salarystatement');
  return new URLSearchParams(query);
}

interface AtBank {
  readonly connectionId: string;
  readonly stateCookie: string;
  readonly page: string;
}

/** createlogin, then the bank's login page opened at the address it answered. */
async function openBank(applicant: Applicant, providerCode: string): Promise<AtBank> {
  const started = await createLogin(applicant, providerCode);
  expect(started.statusCode, started.body).toBe(200);
  const answer = ZBankConnection.parse(started.json());
  expect(answer.status).toBe('REDIRECT');
  const stateCookie = started.cookies.find((cookie) => cookie.name === STATE_COOKIE)?.value;
  if (answer.redirectUrl === undefined || stateCookie === undefined) throw new Error('no redirect');
  const page = await app.inject({ method: 'GET', url: local(answer.redirectUrl) });
  expect(page.statusCode).toBe(200);
  return { connectionId: answer.connectionId, stateCookie, page: page.body };
}

/** The login on the bank's page: its answer (a redirect back, or a page). */
function logIn(bank: AtBank, credentials: Record<string, string> = DEMO, action = 'login') {
  return bankForm('login', {
    bank: hiddenOf(bank.page, 'bank'),
    state: hiddenOf(bank.page, 'state'),
    lang: hiddenOf(bank.page, 'lang'),
    ...credentials,
    action,
  });
}

/** Logged in at the bank (the SMS bank's code too) and back at the portal: the connection read. */
async function connected(applicant: Applicant, providerCode: string): Promise<TBankConnection> {
  const bank = await openBank(applicant, providerCode);
  let answer = await logIn(bank);
  if (answer.statusCode === 200) {
    answer = await bankForm('sms', { grant: hiddenOf(answer.body, 'grant'), code: '123456' });
  }
  expect(answer.statusCode, answer.body).toBe(303);
  const back = portalQuery(
    await backToPortal(applicant, String(answer.headers.location), bank.stateCookie),
  );
  expect(back.get('bankConnection')).toBe(bank.connectionId);
  const read = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `${BASE}/connection?prospectId=${applicant.prospectId}&connectionId=${bank.connectionId}`,
  );
  expect(read.statusCode, read.body).toBe(200);
  return ZBankConnection.parse(read.json());
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

describe('open banking: the bank’s own login page (decision 250)', () => {
  it('is the bank’s page, in three languages; the password goes only to the bank’s endpoint', async () => {
    const applicant = await loanApplicant();
    const started = await createLogin(applicant, 'sandbox_banka_si');
    const answer = ZBankConnection.parse(started.json());
    expect(answer.redirectUrl).toMatch(/^http:\/\/localhost:\d+\/sandbox-bank\/authorize\?/);
    const cookie = started.cookies.find((each) => each.name === STATE_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/services/slo/externalservices/saltedge/return',
    });
    const page = await app.inject({ method: 'GET', url: local(answer.redirectUrl ?? '') });
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(page.body).toContain('<html lang="sl">');
    expect(page.body).toContain('action="http://localhost:3000/sandbox-bank/login"');
    expect(page.body).toContain('/sandbox-bank/bank.css');
    for (const language of ['en', 'sq'] as const) {
      const other = await app.inject({
        method: 'GET',
        url: local(answer.redirectUrl ?? '').replace('lang=sl', `lang=${language}`),
      });
      expect(other.body).toContain(`<html lang="${language}">`);
    }
    expect((await app.inject({ method: 'GET', url: '/sandbox-bank/bank.css' })).statusCode).toBe(
      200,
    );
  });

  it('a wrong password stays on the bank’s page, its error at the field; the portal hears nothing', async () => {
    const applicant = await loanApplicant();
    const bank = await openBank(applicant, 'sandbox_banka_si');
    const wrong = await logIn(bank, { login: 'demo', password: 'wrong-one' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain('id="bank-password-error"');
    expect(wrong.body).not.toContain('wrong-one');
    const [row] = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(row?.state).toBe('PENDING');
  });

  it('a cancel at the bank comes back as BANK_DENIED, the connection failed', async () => {
    const applicant = await loanApplicant();
    const bank = await openBank(applicant, 'sandbox_banka_si');
    const cancel = await logIn(bank, {}, 'cancel');
    expect(cancel.statusCode).toBe(303);
    const back = portalQuery(
      await backToPortal(applicant, String(cancel.headers.location), bank.stateCookie),
    );
    expect(back.get('bankError')).toBe('BANK_DENIED');
    const [row] = await app.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.prospectId, applicant.prospectId));
    expect(row).toMatchObject({ state: 'FAILED', failure: 'DENIED' });
  });

  it('the SMS bank asks its code on its own page, refuses a wrong one, and connects', async () => {
    const applicant = await loanApplicant();
    const bank = await openBank(applicant, 'sandbox_banka_sms_si');
    const sms = await logIn(bank);
    expect(sms.statusCode).toBe(200);
    expect(sms.body).toContain('autocomplete="one-time-code"');
    const grant = hiddenOf(sms.body, 'grant');
    const wrong = await bankForm('sms', { grant, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('id="bank-code-error"');
    const right = await bankForm('sms', { grant, code: '123456' });
    expect(right.statusCode).toBe(303);
    const back = portalQuery(
      await backToPortal(applicant, String(right.headers.location), bank.stateCookie),
    );
    const read = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `${BASE}/connection?prospectId=${applicant.prospectId}&connectionId=${back.get('bankConnection') ?? ''}`,
    );
    const connection = ZBankConnection.parse(read.json());
    expect(connection.status).toBe('CONNECTED');
    // The portal's own second step has nothing to answer now.
    const code = await post(applicant, '/interactivelogin', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      code: '123456',
    });
    expect(code.statusCode).toBe(409);
    expect(errorOf(code).mainError.code).toBe('CONNECTION_STATE_CONFLICT');
    const finish = await post(applicant, '/finishselection', {
      prospectId: applicant.prospectId,
      connectionId: connection.connectionId,
      accountId: connection.accounts?.[0]?.id,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    // "OD mm/yyyy" from the same payer every month, no loan.
    const income = ZIncomeFound.parse(finish.json());
    expect(income.months.every((month) => month.salaryCents > 140_000)).toBe(true);
    expect(income.existingMonthlyObligationsCents).toBe(0);
  });

  it('refuses a return address the portal did not register: the bank’s error page, no redirect', async () => {
    const applicant = await loanApplicant();
    const answer = ZBankConnection.parse((await createLogin(applicant, 'sandbox_banka_si')).json());
    const url = new URL(answer.redirectUrl ?? '');
    url.searchParams.set('redirect_uri', 'https://attacker.example/steal');
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).not.toContain('attacker.example');
  });
});

describe('open banking: the way back is checked (decision 250)', () => {
  /** Logged in at the simple bank: the redirect back's address, not yet followed. */
  async function codeFor(applicant: Applicant) {
    const bank = await openBank(applicant, 'sandbox_banka_si');
    const login = await logIn(bank);
    expect(login.statusCode).toBe(303);
    return { bank, location: String(login.headers.location) };
  }

  it('without the browser’s state cookie, or in another applicant’s session: BANK_STATE_MISMATCH', async () => {
    const applicant = await loanApplicant();
    const { bank, location } = await codeFor(applicant);
    const noCookie = portalQuery(await backToPortal(applicant, location, undefined));
    expect(noCookie.get('bankError')).toBe('BANK_STATE_MISMATCH');
    const other = await loanApplicant();
    const foreign = portalQuery(await backToPortal(other, location, bank.stateCookie));
    expect(foreign.get('bankError')).toBe('BANK_STATE_MISMATCH');
    const forged = portalQuery(
      await backToPortal(
        applicant,
        location.replace(/state=[^&]+/, 'state=forged-state-0000000000'),
        bank.stateCookie,
      ),
    );
    expect(forged.get('bankError')).toBe('BANK_STATE_MISMATCH');
    // A repeated or oversized parameter still ends on the portal's page.
    const odd = portalQuery(
      await backToPortal(applicant, `${location}&state=again&code=${'x'.repeat(3000)}`, undefined),
    );
    expect(odd.get('bankError')).toBe('BANK_STATE_MISMATCH');
    // The right browser still comes back once; the second time finds nothing to finish.
    expect(
      portalQuery(await backToPortal(applicant, location, bank.stateCookie)).get('bankConnection'),
    ).toBe(bank.connectionId);
    expect(
      portalQuery(await backToPortal(applicant, location, bank.stateCookie)).get('bankError'),
    ).toBe('BANK_STATE_MISMATCH');
  });

  it('an expired code, or one issued for another connection, is BANK_CODE_EXPIRED', async () => {
    const applicant = await loanApplicant();
    const first = await codeFor(applicant);
    await app.database.db.update(sandboxBankGrants).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = portalQuery(
      await backToPortal(applicant, first.location, first.bank.stateCookie),
    );
    expect(expired.get('bankError')).toBe('BANK_CODE_EXPIRED');

    const second = await codeFor(applicant);
    const third = await openBank(applicant, 'sandbox_banka_si');
    // The second connection's code, brought back with the third's state.
    const code = new URL(second.location).searchParams.get('code') ?? '';
    const swapped = `${local(second.location).split('?')[0] ?? ''}?code=${code}&state=${hiddenOf(third.page, 'state')}`;
    const refused = portalQuery(
      await backToPortal(applicant, `http://localhost:3000${swapped}`, third.stateCookie),
    );
    expect(refused.get('bankError')).toBe('BANK_CODE_EXPIRED');
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
    const foreign = await createLogin(other, 'sandbox_banka_si', owner.prospectId);
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

  it('refuses credentials sent to the portal, unknown keys and a malformed code', async () => {
    const applicant = await loanApplicant();
    const extra = await post(applicant, '/createlogin', {
      prospectId: applicant.prospectId,
      providerCode: 'sandbox_banka_si',
      credentials: DEMO,
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
