import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { awaitOutboxMatch } from './support/applicant';
import { launchBrowser } from './support/browser';
import { approveInCall, createSides, intoTheCall, type Call, type Sides } from './support/call';
import { runAccount, type StaffAccount } from './support/staff';
import { translatorFor, type Translate } from './support/translate';
import { FAKE_MEDIA_ARGS, tabTo } from './support/video-identification';

// Issue 15 point 7: each process from its choice to the welcome page, the video identification
// through the operator console (two browser contexts), then the certificate, the contracts, the
// branch, the penny transfer where the process has one, and the welcome with the app's code.
// The earlier steps are set up through the API (their own journeys test their screens).

const baseUrl = inject('baseUrl');
const staff = inject('staffAccounts');
const SHOTS = process.env.JOURNEY_SCREENSHOTS;
const JOURNEY_TIMEOUT = 180_000;

/** The staff accounts after those of the video journeys (a TOTP code is accepted once). */
const account = (index: number): StaffAccount => runAccount(staff, index);

let browser: Browser;
let sides: Sides;

beforeAll(async () => {
  browser = await launchBrowser(FAKE_MEDIA_ARGS);
  sides = createSides(browser, baseUrl);
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  expect(await sides.close()).toEqual([]);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code of an SMS whose text is `key`'s, in any of the applicant's possible languages. */
function smsCode(key: 'signing.sms.CERTIFICATE' | 'signing.sms.CONTRACTS'): RegExp {
  const starts = (['sl', 'en'] as const).map(
    (language) => translatorFor(language)(key, { code: '' }).split(':')[0] ?? '',
  );
  return new RegExp(`(?:${starts.map(escapeRegExp).join('|')}): (\\d{6})`);
}

/** The certificate: confirm the data, the SMS code, issued; on to the contracts. */
async function requestCertificate(call: Call, t: Translate) {
  const { applicant } = call;
  await applicant.waitForURL(/#\/certificate$/, { timeout: 60_000 });
  await applicant.getByRole('heading', { name: t('signing.certificate.title') }).waitFor();
  await call.checkApplicant('certificate');
  const confirm = applicant.getByRole('checkbox', { name: t('signing.certificate.confirm') });
  await confirm.focus();
  await applicant.keyboard.press('Space');
  await applicant.getByRole('button', { name: t('signing.certificate.sendCode') }).press('Enter');
  const [, code] = await awaitOutboxMatch(
    call.applicantContext.request,
    baseUrl,
    call.who.phone,
    smsCode('signing.sms.CERTIFICATE'),
  );
  await applicant.getByRole('textbox', { name: t('signing.code.label') }).fill(code ?? '');
  await applicant.getByRole('button', { name: t('signing.certificate.issue') }).press('Enter');
  await applicant.getByRole('heading', { name: t('signing.certificate.issuedTitle') }).waitFor();
  await call.checkApplicant('certificate-issued');
  await applicant.getByRole('button', { name: t('signing.certificate.continue') }).press('Enter');
}

/** The contracts: each opened, the code bound to them, signed, a signed copy downloadable. */
async function signContracts(call: Call, t: Translate) {
  const { applicant, applicantContext } = call;
  await applicant.waitForURL(/#\/signcontract$/);
  await applicant.getByRole('heading', { name: t('signing.contracts.title') }).waitFor();
  await call.checkApplicant('contracts');
  const documents = applicant.getByRole('list', { name: t('signing.contracts.listLabel') });
  const openLinks = documents.getByRole('link', {
    name: new RegExp(`^${t('signing.contracts.open')}`),
  });
  const count = await openLinks.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    const opened = applicantContext.waitForEvent('page');
    await openLinks.nth(index).press('Enter');
    const tab = await opened;
    await tab.close();
  }
  await expect
    .poll(() => documents.getByText(t('signing.contracts.opened'), { exact: true }).count())
    .toBe(count);
  await applicant.getByRole('button', { name: t('signing.contracts.sendCode') }).press('Enter');
  const [, code] = await awaitOutboxMatch(
    applicantContext.request,
    baseUrl,
    call.who.phone,
    smsCode('signing.sms.CONTRACTS'),
  );
  await applicant.getByRole('textbox', { name: t('signing.code.label') }).fill(code ?? '');
  await applicant.getByRole('button', { name: t('signing.contracts.sign') }).press('Enter');
  await applicant.getByRole('heading', { name: t('signing.contracts.signedTitle') }).waitFor();
  await call.checkApplicant('contracts-signed');
  // A signed copy is there for the applicant (its signature is verified by pdfsig in the server
  // tests).
  const download = applicant.getByRole('link', {
    name: new RegExp(escapeRegExp(t('signing.contracts.downloadSigned', { name: '' }).trim())),
  });
  const href = await download.first().getAttribute('href');
  const signed = await applicantContext.request.get(new URL(href ?? '', applicant.url()).href);
  expect(signed.status()).toBe(200);
  expect((await signed.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await applicant.getByRole('button', { name: t('signing.contracts.continue') }).press('Enter');
}

/** The branch: found by postal code, chosen by keyboard. */
async function chooseBranch(call: Call, t: Translate) {
  const { applicant } = call;
  await applicant.waitForURL(/#\/choosebranch$/);
  await applicant.getByRole('heading', { name: t('chooseBranch.page.title') }).waitFor();
  await applicant.getByRole('textbox', { name: t('chooseBranch.search.label') }).fill('1000');
  await applicant.getByRole('button', { name: t('chooseBranch.search.button') }).press('Enter');
  await applicant.getByRole('status').getByText(/1000/).first().waitFor();
  await call.checkApplicant('choose-branch');
  const first = applicant.getByRole('radio').first();
  await applicant.locator('body').focus();
  await tabTo(applicant, first, 60);
  await applicant.keyboard.press('Space');
  await expect.poll(() => first.isChecked()).toBe(true);
  await applicant.getByRole('button', { name: t('chooseBranch.continue') }).press('Enter');
}

/** The welcome: the account number, the app's code and its QR, the conversion reported once. */
async function expectWelcome(
  applicant: Page,
  t: Translate,
  check: (name: string) => Promise<void>,
) {
  await applicant.waitForURL(/#\/welcome$/);
  await applicant.getByRole('heading', { name: t('welcome.title') }).waitFor();
  await applicant.getByText(/^SI56 \d{4} \d{4} \d{4} \d{3}$/).waitFor();
  await applicant.getByText(t('welcome.summary.branch'), { exact: true }).waitFor();
  // The code, shown in groups of four, and its QR, whose text alternative names the same code.
  const shown = (await applicant.locator('.welcome__code').textContent()) ?? '';
  const code = shown.replace(/[^A-Z0-9]/g, '');
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
  const grouped = code.replace(/(.{4})(?=.)/g, '$1-');
  await applicant
    .getByRole('img', { name: t('welcome.activation.qrAlt', { code: grouped }) })
    .waitFor();
  await expect
    .poll(() =>
      applicant.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'conversion',
          ).length,
      ),
    )
    .toBe(1);
  await check('welcome');
}

describe('account opening to the welcome page (issue 15)', () => {
  it(
    'CURRENTACCOUNT in Slovenian: operator, certificate, contracts, branch, welcome',
    async () => {
      const t = translatorFor('sl');
      const call = await intoTheCall(sides, baseUrl, 'Tina', account(5), {
        language: 'sl',
        productType: 'CURRENTACCOUNT',
        t,
        ...(SHOTS === undefined ? {} : { shotsDir: SHOTS }),
      });
      await approveInCall(call, baseUrl, t);
      await requestCertificate(call, t);
      await signContracts(call, t);
      await chooseBranch(call, t);
      await expectWelcome(call.applicant, t, call.checkApplicant);

      // The server agrees: the product is active and the welcome e-mail carries the code.
      const status = await call.applicantContext.request.get(
        `${baseUrl}/services/slo/onboarding/prospects/status?uid=${call.who.uid}`,
      );
      const [process] = ((await status.json()) as { processes: { productState: string }[] })
        .processes;
      expect(process?.productState).toBe('PRODUCT_ACTIVE');
      await awaitOutboxMatch(
        call.applicantContext.request,
        baseUrl,
        call.who.email,
        /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/,
      );
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'DAYPOSIT in English: … branch, penny transfer paid by the simulator, welcome',
    async () => {
      const t = translatorFor('en');
      const call = await intoTheCall(sides, baseUrl, 'Maja', account(6), {
        language: 'en',
        productType: 'DAYPOSIT',
        t,
      });
      await approveInCall(call, baseUrl, t);
      await requestCertificate(call, t);
      await signContracts(call, t);
      await chooseBranch(call, t);

      const { applicant, applicantContext } = call;
      await applicant.waitForURL(/#\/pennytransfer$/);
      await applicant.getByRole('heading', { name: t('pennyTransfer.title') }).waitFor();
      await applicant.getByText(t('pennyTransfer.waiting.status')).waitFor();
      await call.checkApplicant('penny-transfer');
      const reference =
        (await applicant
          .getByText(/^SI12 ?\d/)
          .first()
          .textContent()) ?? '';
      // The bank's payment feed, simulated: the applicant pays from their own account.
      const paid = await applicantContext.request.post(`${baseUrl}/services/slo/dev/payments`, {
        data: {
          reference: reference.replace(/\s/g, ''),
          payerName: call.who.fullName,
          amount: '1.00',
        },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await applicant
        .getByRole('heading', { name: t('pennyTransfer.paid.heading') })
        .waitFor({ timeout: 20_000 });
      await applicant
        .getByRole('button', { name: t('pennyTransfer.paid.continue') })
        .press('Enter');
      await expectWelcome(applicant, t, call.checkApplicant);
    },
    JOURNEY_TIMEOUT,
  );
});
