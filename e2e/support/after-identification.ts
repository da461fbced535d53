import { expect, type Page } from '@playwright/test';
import type { Call } from './call';
import { translatorFor, type Translate } from './translate';
import { tabTo } from './video-identification';

// After the identification, the same screens for every process (decision 140): the certificate, the
// contracts, the branch and the welcome, driven by keyboard as an applicant would.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type SigningSmsKey =
  'signing.sms.CERTIFICATE' | 'signing.sms.CONTRACTS' | 'signing.sms.LOAN' | 'signing.sms.DEPOSIT';

/**
 * The code of an SMS whose text is one of `keys`', in any of the applicant's possible languages:
 * the digits after the text that leads to `{{code}}` (the contracts' SMS name figures after it,
 * decision 252).
 */
function smsCode(...keys: SigningSmsKey[]): RegExp {
  const MARK = '\u0000';
  const values = { code: MARK, count: 3, amount: '', instalment: '', fingerprint: '' };
  const leads = (['sl', 'en', 'sq'] as const).flatMap((language) =>
    keys.map((key) => translatorFor(language)(key, values).split(MARK)[0] ?? ''),
  );
  return new RegExp(`(?:${leads.map(escapeRegExp).join('|')})(\\d{6})`);
}

/** The certificate: confirm the data, the SMS code, issued; on to the contracts. */
export async function requestCertificate(call: Call, t: Translate) {
  const { applicant } = call;
  await applicant.waitForURL(/#\/certificate$/, { timeout: 60_000 });
  await expect(
    applicant.getByRole('heading', { name: t('signing.certificate.title') }),
  ).toBeVisible();
  await call.checkApplicant('certificate');
  const confirm = applicant.getByRole('checkbox', { name: t('signing.certificate.confirm') });
  await confirm.focus();
  await applicant.keyboard.press('Space');
  await applicant.getByRole('button', { name: t('signing.certificate.sendCode') }).press('Enter');
  const [, code] = await call.outbox.match(call.who.phone, smsCode('signing.sms.CERTIFICATE'));
  await applicant.getByRole('textbox', { name: t('signing.code.label') }).fill(code ?? '');
  await applicant.getByRole('button', { name: t('signing.certificate.issue') }).press('Enter');
  await expect(
    applicant.getByRole('heading', { name: t('signing.certificate.issuedTitle') }),
  ).toBeVisible();
  await call.checkApplicant('certificate-issued');
  await applicant.getByRole('button', { name: t('signing.certificate.continue') }).press('Enter');
}

/** The contracts: each opened, the code bound to them, signed, a signed copy downloadable. */
export async function signContracts(call: Call, t: Translate) {
  const { applicant, applicantContext } = call;
  await applicant.waitForURL(/#\/signcontract$/);
  await expect(
    applicant.getByRole('heading', { name: t('signing.contracts.title') }),
  ).toBeVisible();
  await call.checkApplicant('contracts');
  const documents = applicant.getByRole('list', { name: t('signing.contracts.listLabel') });
  // Each link is named by its document: "Open {{name}} (PDF, …)", "Hap {{name}} (PDF, …)".
  const [opens = ''] = t('signing.contracts.openLabel', { name: '|', size: '' }).split('|');
  const openLinks = documents.getByRole('link', { name: new RegExp(`^${escapeRegExp(opens)}`) });
  // The list fills when the contracts' call answers: wait for a second link before counting (the
  // count was once taken from the empty list, in a loaded run).
  await expect(openLinks.nth(1)).toBeVisible();
  const count = await openLinks.count();
  for (let index = 0; index < count; index += 1) {
    const opened = applicantContext.waitForEvent('page');
    await openLinks.nth(index).press('Enter');
    const tab = await opened;
    await tab.close();
  }
  await expect(documents.getByText(t('signing.contracts.opened'), { exact: true })).toHaveCount(
    count,
  );
  await applicant.getByRole('button', { name: t('signing.contracts.sendCode') }).press('Enter');
  const [, code] = await call.outbox.match(
    call.who.phone,
    smsCode('signing.sms.CONTRACTS', 'signing.sms.LOAN', 'signing.sms.DEPOSIT'),
  );
  await applicant.getByRole('textbox', { name: t('signing.code.label') }).fill(code ?? '');
  await applicant.getByRole('button', { name: t('signing.contracts.sign') }).press('Enter');
  await expect(
    applicant.getByRole('heading', { name: t('signing.contracts.signedTitle') }),
  ).toBeVisible();
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

/** The branch: found by postal code (Ljubljana's unless given), chosen by keyboard. */
export async function chooseBranch(call: Call, t: Translate, postalCode = '1000') {
  const { applicant } = call;
  await applicant.waitForURL(/#\/choosebranch$/);
  await expect(
    applicant.getByRole('heading', { name: t('chooseBranch.page.title') }),
  ).toBeVisible();
  await applicant.getByRole('textbox', { name: t('chooseBranch.search.label') }).fill(postalCode);
  await applicant.getByRole('button', { name: t('chooseBranch.search.button') }).press('Enter');
  await expect(
    applicant
      .getByRole('status')
      .getByText(new RegExp(escapeRegExp(postalCode)))
      .first(),
  ).toBeVisible();
  await call.checkApplicant('choose-branch');
  const first = applicant.getByRole('radio').first();
  await applicant.locator('body').focus();
  await tabTo(applicant, first, 60);
  await applicant.keyboard.press('Space');
  await expect(first).toBeChecked();
  await applicant.getByRole('button', { name: t('chooseBranch.continue') }).press('Enter');
}

/** A Slovenian account number as the welcome page groups it. */
const SLOVENIAN_ACCOUNT = /^SI56 \d{4} \d{4} \d{4} \d{3}$/;

/**
 * The welcome: the account number (`accountNumber`, a Slovenian one unless given), the app's code
 * and its QR, the conversion reported once.
 */
export async function expectWelcome(
  applicant: Page,
  t: Translate,
  check: (name: string) => Promise<void>,
  accountNumber: RegExp = SLOVENIAN_ACCOUNT,
) {
  await applicant.waitForURL(/#\/welcome$/);
  await expect(applicant.getByRole('heading', { name: t('welcome.title') })).toBeVisible();
  // The account's own block: a day deposit's summary names the applicant's other account too.
  const account = applicant.getByRole('region', { name: t('welcome.account.heading') });
  await expect(account.getByText(accountNumber)).toBeVisible();
  await expect(applicant.getByText(t('welcome.summary.branch'), { exact: true })).toBeVisible();
  // The code, shown in groups of four, and its QR, whose text alternative names the same code.
  const shown = (await applicant.locator('.welcome__code').textContent()) ?? '';
  const code = shown.replace(/[^A-Z0-9]/g, '');
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
  const grouped = code.replace(/(.{4})(?=.)/g, '$1-');
  await expect(
    applicant.getByRole('img', { name: t('welcome.activation.qrAlt', { code: grouped }) }),
  ).toBeVisible();
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
