import {
  lastThreeFullMonths,
  localTimeIn,
  type TIncomeConfirmation,
  type TLoanWish,
} from '@onboarding/domain';
import { existsSync, readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signedInApplicant } from './applicant';
import { acceptConsentsViaApi } from './consents';
import { uploadIdentityDocumentsViaApi } from './documents';
import { holderFullName, newHolder } from './holder';
import { submitPersonalDataViaApi } from './personal-data';
import type { Translate } from './translate';
import type { VideoApplicant } from './video-identification';

// A personal loan's applicant before the video call (decision 147): the salary statement comes
// after the personal data, so the loan's preparation differs from the accounts' at that point.

const TIME_ZONE = 'Europe/Ljubljana';

/** Signed in with the loan chosen, documents and personal data given: the wizard shows /salarystatement. */
export async function loanApplicantAtTheStatement(
  context: BrowserContext,
  baseUrl: string,
  firstName: string,
  language: 'sl' | 'en',
): Promise<VideoApplicant> {
  const applicant = await signedInApplicant(context, baseUrl, {
    language,
    productType: 'PERSONALLOAN',
    holder: newHolder({ firstName }),
  });
  await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
  await submitPersonalDataViaApi(context, baseUrl, applicant, {
    mobilePhoneNumber: `0${applicant.phone.slice('+386'.length)}`,
  });
  return { ...applicant, fullName: holderFullName(applicant.holder) };
}

/** A one-page PDF: the statement's content is the applicant's word (decision 149). */
function statementPdf(): string {
  const text = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  return Buffer.from(text, 'latin1').toString('base64');
}

/**
 * The statements of the last three months uploaded through the cib calls and finalized, then the
 * income declared with the loan wished for (`PATCH products/{id}/risk?bank=`): the applicant
 * stands before the consents.
 */
export async function declareIncomeViaUpload(
  context: BrowserContext,
  baseUrl: string,
  applicant: VideoApplicant,
  income: { readonly monthlyNetIncomeCents: number; readonly wish: TLoanWish },
): Promise<void> {
  const { request } = context;
  const bank = '02';
  const today = localTimeIn(new Date(), TIME_ZONE).date;
  const uploaded = await request.post(`${baseUrl}/services/cib/documents/uploadriskdocument`, {
    data: {
      prospectId: applicant.prospectId,
      content: statementPdf(),
      type: 'application/pdf',
      fileType: 'pdf',
      documentName: 'izpiski.pdf',
      bank,
      months: [...lastThreeFullMonths(today)],
    },
  });
  expect(uploaded.status(), `upload: ${await uploaded.text()}`).toBe(200);
  const finalized = await request.post(
    `${baseUrl}/services/cib/documents/finalizeriskdocumentsupload`,
    { data: { prospectId: applicant.prospectId } },
  );
  expect(finalized.status(), `finalize: ${await finalized.text()}`).toBe(200);
  const body: TIncomeConfirmation = {
    source: 'UPLOAD',
    monthlyNetIncomeCents: income.monthlyNetIncomeCents,
    existingMonthlyObligationsCents: 0,
    dependants: 0,
    wish: income.wish,
  };
  const confirmed = await request.patch(
    `${baseUrl}/services/slo/onboarding/products/${applicant.productId}/risk?bank=${bank}`,
    { data: body },
  );
  expect(confirmed.status(), `risk: ${await confirmed.text()}`).toBe(200);
}

/** The consents through the API, after the statement: the applicant is ready for the call. */
export async function acceptConsentsAfterTheStatement(
  context: BrowserContext,
  baseUrl: string,
  applicant: VideoApplicant,
): Promise<VideoApplicant> {
  const accepted = await acceptConsentsViaApi(context, baseUrl, applicant);
  expect(accepted.prospectState).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
  return applicant;
}

/** The sandbox bank's test password: typed on the bank's own page only (decision 250). */
const BANK_PASSWORD = 'demo1234';

/**
 * Where the bank password went: every request the page made that carried it, by path. Only the
 * sandbox bank's own endpoint may be among them (decision 250).
 */
function recordPasswordRequests(page: Page): string[] {
  const carried: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const sent = `${request.url()}\n${request.postData() ?? ''}\n${JSON.stringify(request.headers())}`;
    if (sent.includes(BANK_PASSWORD)) carried.push(`${request.method()} ${url.pathname}`);
  });
  return carried;
}

/**
 * /salarystatement by keyboard and mouse as an applicant: the sandbox bank connected on the
 * bank's own page (a redirect there and back, decision 250), the salary account read, the income
 * confirmed with the loan wished for; the wizard moves on to /consents. The bank password reaches
 * the sandbox bank's login endpoint and no portal request, nor the server's log.
 */
export async function connectBankOnScreen(
  page: Page,
  t: Translate,
  check: (name: string) => Promise<void>,
  wish: { readonly amount: number; readonly years: number },
): Promise<void> {
  await page.waitForURL(/#\/salarystatement$/);
  await expect(
    page.getByRole('heading', { name: t('salaryStatement.title'), exact: true }),
  ).toBeVisible();
  await check('salary-statement');
  const carried = recordPasswordRequests(page);
  await page.getByRole('button', { name: t('salaryStatement.choose.bank.action') }).click();
  await page.getByRole('radio', { name: /^Sandbox banka$/ }).check();
  await page.getByRole('button', { name: t('salaryStatement.bank.choose.submit') }).click();
  // The bank's own page, at its own address, in the applicant's language.
  await page.waitForURL(/\/sandbox-bank\/authorize\?/);
  await page.getByRole('textbox', { name: t('sandboxBank.login.user') }).fill('demo');
  await page.getByLabel(t('sandboxBank.login.password'), { exact: true }).fill(BANK_PASSWORD);
  await check('sandbox-bank-login');
  await page.getByRole('button', { name: t('sandboxBank.login.submit') }).click();
  await page.waitForURL(/#\/salarystatement/);
  expect(carried).toEqual(['POST /sandbox-bank/login']);
  const serverLog = process.env.E2E_SERVER_LOG;
  if (serverLog !== undefined && existsSync(serverLog)) {
    expect(readFileSync(serverLog, 'utf8')).not.toContain(BANK_PASSWORD);
  }
  await expect(
    page.getByRole('heading', { name: t('salaryStatement.bank.account.heading') }),
  ).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t('salaryStatement.bank.account.submit') }).click();
  await expect(
    page.getByRole('heading', { name: t('salaryStatement.confirm.heading') }),
  ).toBeVisible();
  await page
    .getByRole('textbox', {
      name: t('salaryStatement.confirm.wish.amount.label', { currency: '€' }),
    })
    .fill(String(wish.amount));
  await page
    .getByRole('textbox', { name: t('salaryStatement.confirm.wish.tenor.years'), exact: true })
    .fill(String(wish.years));
  await page
    .getByRole('textbox', { name: t('salaryStatement.confirm.wish.tenor.months'), exact: true })
    .fill('0');
  await page.getByRole('radio', { name: t('salaryStatement.confirm.wish.insurance.no') }).check();
  await check('salary-statement-confirm');
  await page.getByRole('button', { name: t('salaryStatement.confirm.submit') }).click();
  await page.waitForURL(/#\/consents$/);
}
