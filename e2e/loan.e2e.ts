import type { Page } from '@playwright/test';
import {
  chooseBranch,
  expectWelcome,
  requestCertificate,
  signContracts,
} from './support/after-identification';
import { chromiumLaunchOptions } from './support/browser';
import { approveInCall, intoTheCall, type Call } from './support/call';
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

/** After the call the risk run decides on /shorttimeservice; offers lead to /creditapproval. */
async function throughTheAssessment(applicant: Page, to: RegExp) {
  await applicant.waitForURL(to, { timeout: 60_000 });
}

/**
 * /creditapproval: the SECCI for the offer shown is fetched and read (a PDF naming the APR), its
 * box ticked, the loan chosen; the long wait prepares the contracts and the certificate follows.
 */
async function chooseTheOffer(call: Call, t: Translate) {
  const { applicant, applicantContext } = call;
  await expect(applicant.getByRole('heading', { name: t('creditApproval.title') })).toBeVisible();
  await expect(applicant.getByText(t('creditApproval.quote.confirmed'))).toBeVisible();
  await call.checkApplicant('credit-approval');
  await applicant.getByRole('button', { name: t('creditApproval.secci.get') }).click();
  const open = applicant.getByRole('link', { name: t('creditApproval.secci.open') });
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  const secci = await applicantContext.request.get(new URL(href ?? '', applicant.url()).href);
  expect(secci.status()).toBe(200);
  expect(secci.headers()['content-type']).toContain('application/pdf');
  expect((await secci.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await applicant.getByRole('checkbox', { name: t('creditApproval.secci.read') }).check();
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
    await approveInCall(call, t);
    await throughTheAssessment(call.applicant, /#\/creditapproval$/);
    expect((await productOf(call)).productState).toBe('PRODUCT_RISK_UPLOADED');
    await chooseTheOffer(call, t);
    await requestCertificate(call, t);
    await signContracts(call, t);
    await chooseBranch(call, t);
    await expectWelcome(call.applicant, t, call.checkApplicant);
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
    await chooseTheOffer(call, t);
    await call.applicant.waitForURL(/#\/certificate$/, { timeout: 60_000 });
    expect((await productOf(call)).productState).toBe('PRODUCT_OFFER_SELECTED');
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
