import type { Page } from '@playwright/test';
import { formatIban, type Language, type TLoanPayoutView } from '@onboarding/domain';
import { formatDate } from '@onboarding/domain/format';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  chooseBranch,
  expectWelcome,
  requestCertificate,
  signContracts,
} from './support/after-identification';
import { chromiumLaunchOptions } from './support/browser';
import { checkHighContrast } from './support/contrast';
import { approveInCall, expectNoCardQuestions, intoTheCall, type Call } from './support/call';
import { expect, test } from './support/fixtures';
import {
  acceptConsentsAfterTheStatement,
  connectBankOnScreen,
  declareIncomeViaUpload,
  loanApplicantAtTheStatement,
} from './support/loan';
import { translatorFor, type Translate } from './support/translate';
import { FAKE_MEDIA_ARGS, screenChecker } from './support/video-identification';

// Decision 147: a loan from its salary statement to the chosen offer and on to the welcome;
// an alternate offer accepted; a loan that cannot be granted switched to an account. Sign-up,
// documents, personal data and consents are set up through the API (their journeys test them);
// the video identification goes through the operator console (the worker's signed-in operator).

const SHOTS = process.env.JOURNEY_SCREENSHOTS;

// Chromium's fake camera and microphone for both sides of the call.
test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

/** The stored product of the applicant's only process, as the status answers it. */
async function productOf(call: Call): Promise<{ processName: string; productState: string }> {
  const status = await call.applicantContext.request.get(
    `${call.baseUrl}/services/slo/onboarding/prospects/status?uid=${call.who.uid}`,
  );
  const [process] = (
    (await status.json()) as { processes: { processName: string; productState: string }[] }
  ).processes;
  return { processName: process?.processName ?? '', productState: process?.productState ?? '' };
}

/** The loan's payout as the server answers it after the choice (decision 233). */
async function payoutOf(call: Call): Promise<TLoanPayoutView> {
  const status = await call.applicantContext.request.get(
    `${call.baseUrl}/services/slo/onboarding/prospects/status?uid=${call.who.uid}`,
  );
  const [process] = ((await status.json()) as { processes: { productId: string }[] }).processes;
  const response = await call.applicantContext.request.get(
    `${call.baseUrl}/services/slo/onboarding/products/${process?.productId ?? ''}/payout`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as TLoanPayoutView;
}

/** The text of a PDF the applicant's session downloads. */
async function pdfText(call: Call, href: string): Promise<string> {
  const response = await call.applicantContext.request.get(
    new URL(href, call.applicant.url()).href,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(await response.body())),
    {
      mergePages: true,
    },
  );
  return text.replace(/\s+/g, ' ');
}

/**
 * /signcontract (decision 233): the credit agreement among the documents names the payout
 * account and the first instalment's day, and prints the repayment plan.
 */
async function expectPayoutInTheAgreement(
  call: Call,
  t: Translate,
  language: Language,
  payout: TLoanPayoutView,
) {
  const { applicant } = call;
  await applicant.waitForURL(/#\/signcontract$/);
  const links = applicant
    .getByRole('list', { name: t('signing.contracts.listLabel') })
    .getByRole('link', { name: new RegExp(`^${t('signing.contracts.open')}`) });
  await expect(links.first()).toBeVisible();
  const texts = await Promise.all(
    (await links.all()).map(async (link) => pdfText(call, (await link.getAttribute('href')) ?? '')),
  );
  const agreement = texts.find((text) => text.includes(t('signing.pdf.credit.title')));
  expect(agreement).toBeDefined();
  expect(agreement).toContain(
    `${t('signing.pdf.credit.account')} ${formatIban(payout.account.iban)}`,
  );
  expect(agreement).toContain(
    `${t('signing.pdf.credit.firstInstalment')} ${formatDate(payout.firstInstalmentDate, language)}`,
  );
  expect(agreement).toContain(t('signing.pdf.credit.planHeading'));
}

/**
 * /welcome of a loan (decision 233): what is paid, into which account, when, the first
 * instalment, the repayment plan to download; no account number of ours, nothing "open". axe-core
 * in both contrast modes.
 */
async function expectLoanWelcome(
  call: Call,
  t: Translate,
  language: Language,
  payout: TLoanPayoutView,
) {
  const { applicant } = call;
  await applicant.waitForURL(/#\/welcome$/);
  await expect(applicant.getByRole('heading', { name: t('welcome.title') })).toBeVisible();
  await expect(applicant.getByText(t('welcome.loan.lead'))).toBeVisible();
  const summary = applicant.getByRole('region', {
    name: t('creditApproval.payoutSummary.heading'),
  });
  await expect(summary.getByText(formatIban(payout.account.iban), { exact: false })).toBeVisible();
  await expect(applicant.getByText(/^SI56 \d{4} \d{4} \d{4} \d{3}$/)).toHaveCount(0);
  await expect(applicant.locator('main')).not.toContainText(t('welcome.account.heading'));
  const plan = summary.getByRole('link', { name: t('creditApproval.payoutSummary.plan') });
  const text = await pdfText(call, (await plan.getAttribute('href')) ?? '');
  expect(text).toContain(t('signing.pdf.plan.title'));
  expect(text).toContain(formatIban(payout.account.iban));
  // The plan is a table: its days in the short form (decision 238).
  expect(text).toContain(formatDate(payout.firstInstalmentDate, language, { style: 'short' }));
  await call.checkApplicant('welcome-loan');
  await checkHighContrast(applicant, t('welcome.title'));

  // My application, from the header, tells the same payout.
  await applicant.getByRole('link', { name: t('header.myApplication') }).click();
  await expect(
    applicant.getByRole('heading', { name: t('page.myApplication.title') }),
  ).toBeVisible();
  const section = applicant.getByRole('region', {
    name: t('creditApproval.payoutSummary.heading'),
  });
  await expect(section.getByText(formatIban(payout.account.iban), { exact: false })).toBeVisible();
  await expect(
    section.getByText(t('creditApproval.payoutSummary.firstInstalment'), { exact: true }),
  ).toBeVisible();
  await call.checkApplicant('my-application-loan');
}

/** After the call the risk run decides on /shorttimeservice; offers lead to /creditapproval. */
async function throughTheAssessment(applicant: Page, to: RegExp) {
  await applicant.waitForURL(to, { timeout: 60_000 });
}

/** Where the loan is paid (decision 233): the bank connection's account, or an IBAN typed. */
type Payout = { readonly source: 'BANK_CONNECTION' } | { readonly source: 'TYPED'; iban: string };

/** The IBAN registry's Slovenian example: a valid IBAN of no applicant's bank connection. */
const TYPED_PAYOUT: Payout = { source: 'TYPED', iban: 'SI56 2633 0001 2039 086' };

async function givePayoutAccount(applicant: Page, t: Translate, payout: Payout) {
  const payoutSection = applicant.getByRole('region', { name: t('creditApproval.payout.title') });
  if (payout.source === 'BANK_CONNECTION') {
    // The account whose statement was shared is offered, and chosen unless another is.
    await expect(payoutSection.getByRole('radio').first()).toBeChecked();
  } else {
    await payoutSection
      .getByRole('textbox', { name: t('creditApproval.payout.iban') })
      .fill(payout.iban);
  }
  await payoutSection
    .getByRole('checkbox', { name: t('creditApproval.payout.declaration') })
    .check();
}

/**
 * /creditapproval: the SECCI for the offer shown is fetched and read (a PDF naming the APR), its
 * box ticked, the payout account given, the loan chosen; the long wait prepares the contracts and
 * the certificate follows.
 */
async function chooseTheOffer(call: Call, t: Translate, payout: Payout) {
  const { applicant, applicantContext } = call;
  await expect(applicant.getByRole('heading', { name: t('creditApproval.title') })).toBeVisible();
  await expect(applicant.getByText(t('creditApproval.quote.confirmed'))).toBeVisible();
  // decision 233: the offer says when the first instalment falls if signed today.
  await expect(applicant.getByText(t('creditApproval.figures.firstInstalment'))).toBeVisible();
  await call.checkApplicant('credit-approval');
  await checkHighContrast(applicant, t('creditApproval.title'));
  await expect(applicant.getByText(t('creditApproval.quote.confirmed'))).toBeVisible();
  await applicant.getByRole('button', { name: t('creditApproval.secci.get') }).click();
  const open = applicant.getByRole('link', { name: t('creditApproval.secci.open') });
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  const secci = await applicantContext.request.get(new URL(href ?? '', applicant.url()).href);
  expect(secci.status()).toBe(200);
  expect(secci.headers()['content-type']).toContain('application/pdf');
  expect((await secci.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await applicant.getByRole('checkbox', { name: t('creditApproval.secci.read') }).check();
  await givePayoutAccount(applicant, t, payout);
  await call.checkApplicant('credit-approval-secci');
  await applicant.getByRole('button', { name: t('creditApproval.choose.action') }).click();
  await applicant.waitForURL(/#\/(longtimeservice|certificate)$/);
}

test.describe('the personal loan (decision 147)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('in English: bank connection, offer with its SECCI chosen, contracts signed, welcome', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('en');
    const call = await intoTheCall(sides, baseUrl, 'Lara', await operatorSession(), {
      language: 'en',
      t,
      ...(SHOTS === undefined ? {} : { shotsDir: SHOTS }),
      prepare: async (context, page) => {
        const who = await loanApplicantAtTheStatement(context, baseUrl, 'Lara', 'en');
        await page.goto(`${baseUrl}/onboarding/?language=en#/`);
        const check = screenChecker(page, 'applicant', SHOTS);
        await connectBankOnScreen(page, t, check, { amount: 8000, years: 5 });
        // The consents' own journey shows their screens; the call starts from a fresh load.
        await page.goto('about:blank');
        return acceptConsentsAfterTheStatement(context, baseUrl, who);
      },
    });
    // Decision 230: a loan has no debit card; the call asks no card name, ATM or 3-D Secure.
    await expectNoCardQuestions(call.operator);
    await call.checkOperator('console-call-loan');
    await approveInCall(call, t);
    await throughTheAssessment(call.applicant, /#\/creditapproval$/);
    expect((await productOf(call)).productState).toBe('PRODUCT_RISK_UPLOADED');
    await chooseTheOffer(call, t, { source: 'BANK_CONNECTION' });
    const payout = await payoutOf(call);
    expect(payout.account.source).toBe('BANK_CONNECTION');
    await requestCertificate(call, t);
    await expectPayoutInTheAgreement(call, t, 'en', payout);
    await signContracts(call, t);
    await chooseBranch(call, t);
    // Signed now: the payout is the next working day after the signing.
    await expectLoanWelcome(call, t, 'en', await payoutOf(call));
    expect(await productOf(call)).toEqual({
      processName: 'PERSONALLOAN',
      productState: 'PRODUCT_ACTIVE',
    });
  });

  test('in Slovenian: uploaded statements, the bank’s alternate offer accepted', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('sl');
    const call = await intoTheCall(sides, baseUrl, 'Nika', await operatorSession(), {
      language: 'sl',
      t,
      prepare: async (context) => {
        const who = await loanApplicantAtTheStatement(context, baseUrl, 'Nika', 'sl');
        // €30,000 over three years is not affordable on €1,400 a month; a longer tenor is.
        await declareIncomeViaUpload(context, baseUrl, who, {
          monthlyNetIncomeCents: 140_000,
          wish: { amount: 30_000, tenorMonths: 36, insurance: false },
        });
        return acceptConsentsAfterTheStatement(context, baseUrl, who);
      },
    });
    await approveInCall(call, t);
    await throughTheAssessment(call.applicant, /#\/creditapproval$/);
    expect((await productOf(call)).productState).toBe('PRODUCT_WAITING_OFFER_SELECTION');
    // The bank says what it can offer instead of what was asked.
    const alternate =
      t('creditApproval.alternate', { amount: '§', tenor: '§' }).split('§')[0] ?? '';
    await expect(call.applicant.getByText(alternate.trim(), { exact: false })).toBeVisible();
    await chooseTheOffer(call, t, TYPED_PAYOUT);
    await call.applicant.waitForURL(/#\/certificate$/, { timeout: 60_000 });
    expect((await productOf(call)).productState).toBe('PRODUCT_OFFER_SELECTED');
    expect((await payoutOf(call)).account).toEqual({
      source: 'TYPED',
      iban: 'SI56263300012039086',
      bankName: null,
    });
  });

  test('in English: a loan that cannot be granted continues as a current account to the welcome', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('en');
    const call = await intoTheCall(sides, baseUrl, 'Tara', await operatorSession(), {
      language: 'en',
      t,
      prepare: async (context) => {
        const who = await loanApplicantAtTheStatement(context, baseUrl, 'Tara', 'en');
        // €700 a month leaves less than the minimum that must remain: nothing is affordable.
        await declareIncomeViaUpload(context, baseUrl, who, {
          monthlyNetIncomeCents: 70_000,
          wish: { amount: 5_000, tenorMonths: 48, insurance: false },
        });
        return acceptConsentsAfterTheStatement(context, baseUrl, who);
      },
    });
    await approveInCall(call, t);
    const { applicant } = call;
    await throughTheAssessment(applicant, /#\/usermessages\/errorpage\/loannotdisemborsed$/);
    expect((await productOf(call)).productState).toBe('PRODUCT_WAITING_SWITCH_PRODUCT');
    await call.checkApplicant('loan-not-disbursed');
    await applicant
      .getByRole('button', { name: t('userMessages.loanNotDisbursed.openAccount') })
      .click();
    await requestCertificate(call, t);
    await signContracts(call, t);
    await chooseBranch(call, t);
    await expectWelcome(applicant, t, call.checkApplicant);
    expect(await productOf(call)).toEqual({
      processName: 'ACCOUNTOPENINGFROMLOAN',
      productState: 'PRODUCT_ACTIVE',
    });
  });
});
