import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  chooseBranch,
  expectWelcome,
  requestCertificate,
  signContracts,
} from './support/after-identification';
import { signedInApplicant } from './support/applicant';
import { chromiumLaunchOptions, expectNoAxeViolations } from './support/browser';
import { approveInCall, intoTheCall } from './support/call';
import { withContrast } from './support/contrast';
import { acceptConsentsViaApi } from './support/consents';
import { JOURNEY_DEPOSIT } from './support/deposit';
import { uploadIdentityDocumentsViaApi } from './support/documents';
import { holderFullName, newHolder } from './support/holder';
import { expect, test } from './support/fixtures';
import { submitPersonalDataViaApi } from './support/personal-data';
import { translatorFor, type Translate } from './support/translate';
import { FAKE_MEDIA_ARGS, screenChecker, tabTo } from './support/video-identification';

// Decisions 231 and 232: a day deposit from its amount and term to a funded deposit on the
// welcome page. Sign-up, documents, personal data and consents are set up through the API (their
// journeys test their screens); the deposit step is driven by keyboard, the video identification
// goes through the operator console, the money arrives through the development payment feed.

/**
 * Full-page screenshots of every screen at 320 and 1280 px here when set, for a person to look at.
 * Not by default: taking them (and axe-core once more at 320 px) on every screen doubled this
 * journey's time, and every screen is checked by axe-core either way (decision 256).
 */
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

/** This process's own screens, checked by axe-core at a 320 px phone's width too. */
const OWN_SCREENS = new Set([
  'applicant deposit-terms',
  'applicant deposit-payment',
  'applicant welcome',
  'applicant my-application-deposit',
]);

/**
 * axe-core at 320 px on the deposit's own screens (with SHOTS, the screenshots check every screen
 * at that width already), then back to the page's width.
 */
async function alsoOnAPhone(page: Page, name: string) {
  if (SHOTS !== undefined || !OWN_SCREENS.has(name)) return;
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 320, height: viewport.height });
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewport);
}

test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

/** axe-core in high contrast too (a screenshot of it when asked), then back to the normal look. */
async function checkHighContrast(page: Page, heading: string, shot?: string) {
  await withContrast(page, true);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shot !== undefined) await page.screenshot({ path: shot, fullPage: true });
  await withContrast(page, false);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The figure named `name` in a figure list, e.g. "Amount" → "€10,000.00". */
function figure(page: Page, scope: string, name: string) {
  return page
    .locator(scope)
    .locator('.figure-list__row')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) })
    .getByRole('definition');
}

/** /deposit by keyboard: amount, the 91-day card, payout, own account; the live quote checked. */
async function chooseTheDeposit(
  page: Page,
  t: Translate,
  check: (name: string) => Promise<void>,
  shots: string | undefined,
) {
  await page.waitForURL(/#\/deposit$/);
  const title = t('page.depositTerms.title');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t('depositTerms.quote.incomplete'))).toBeVisible();
  await check('deposit-terms-empty');

  await page
    .getByRole('textbox', { name: new RegExp(`^${t('depositTerms.amount.label')}`) })
    .fill(JOURNEY_DEPOSIT.amount);
  const term = page.getByRole('radio', { name: t('depositTerms.term.days', { count: 91 }) });
  await tabTo(page, page.getByRole('radio').first(), 20);
  // Arrow keys move a radio group's choice: 31 → 91 days.
  await page.keyboard.press('ArrowRight');
  await expect(term).toBeChecked();
  const payout = page.getByRole('radio', { name: t('depositTerms.atMaturity.PAYOUT') });
  await tabTo(page, page.getByRole('radio', { name: t('depositTerms.atMaturity.PAYOUT') }), 10);
  await page.keyboard.press('Space');
  await expect(payout).toBeChecked();
  await page.getByRole('textbox', { name: /IBAN/ }).fill(JOURNEY_DEPOSIT.ownIban);

  // 10,000.00 EUR for 91 days in the example table's 1.70 % band (decision 232).
  const quote = page.getByRole('complementary', { name: t('depositTerms.quote.heading') });
  await expect(quote.getByText('1.70%')).toBeVisible();
  await expect(figure(page, '.deposit-terms__quote', t('depositTerms.summary.amount'))).toHaveText(
    '€10,000.00',
  );
  await expect(
    figure(page, '.deposit-terms__quote', t('depositTerms.summary.interest')),
  ).toHaveText(/^€4\d\.\d\d$/);
  await check('deposit-terms');
  await checkHighContrast(
    page,
    title,
    shots === undefined ? undefined : join(shots, 'applicant-deposit-terms-high-1280.png'),
  );

  // The reload of the contrast check kept nothing typed: the step is filled in again.
  await page
    .getByRole('textbox', { name: new RegExp(`^${t('depositTerms.amount.label')}`) })
    .fill('999');
  await page.getByRole('radio', { name: t('depositTerms.term.days', { count: 91 }) }).check();
  await page.getByRole('radio', { name: t('depositTerms.atMaturity.PAYOUT') }).check();
  await page.getByRole('textbox', { name: /IBAN/ }).fill(JOURNEY_DEPOSIT.ownIban);
  await page.getByRole('button', { name: t('depositTerms.next') }).press('Enter');
  // Below the smallest deposit: refused at its field, nothing sent.
  await expect(page.getByText(t('depositTerms.errors.amountBelowMin'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('textbox', { name: new RegExp(`^${t('depositTerms.amount.label')}`) })
    .fill(JOURNEY_DEPOSIT.amount);
  await page.getByRole('button', { name: t('depositTerms.next') }).press('Enter');
  await page.waitForURL(/#\/consents$/);
}

test.describe('a day deposit to its funded welcome (decisions 231 and 232)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('DAYPOSIT in English: amount and term, call, contracts, the chosen amount paid, welcome', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('en');
    const shots = SHOTS;
    const firstName = 'Nika';
    const call = await intoTheCall(sides, baseUrl, firstName, await operatorSession(), {
      language: 'en',
      productType: 'DAYPOSIT',
      t,
      ...(shots === undefined ? {} : { shotsDir: shots }),
      checkScreen: alsoOnAPhone,
      prepare: async (context, page) => {
        const applicant = await signedInApplicant(context, baseUrl, {
          language: 'en',
          productType: 'DAYPOSIT',
          holder: newHolder({ firstName }),
        });
        await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
        await submitPersonalDataViaApi(context, baseUrl, applicant, {
          mobilePhoneNumber: `0${applicant.phone.slice('+386'.length)}`,
        });
        // The wizard resumes the applicant at the deposit step.
        await page.goto(`${baseUrl}/onboarding/?language=en#/`);
        const axe = screenChecker(page, 'applicant', shots);
        const check = async (name: string) => {
          await axe(name);
          await alsoOnAPhone(page, `applicant ${name}`);
        };
        await chooseTheDeposit(page, t, check, shots);
        const accepted = await acceptConsentsViaApi(context, baseUrl, applicant);
        expect(accepted.prospectState).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
        // Leave the app, so the wizard loads the new state afresh (a hash change would not).
        await page.goto('about:blank');
        return { ...applicant, fullName: holderFullName(applicant.holder) };
      },
    });
    await approveInCall(call, t);
    await requestCertificate(call, t);
    await signContracts(call, t);
    await chooseBranch(call, t);

    // The payment instructions ask for the chosen amount, not the small proof payment.
    const { applicant, applicantContext } = call;
    await applicant.waitForURL(/#\/pennytransfer$/);
    await expect(
      applicant.getByText(t('pennyTransfer.lead', { amount: '€10,000.00' })),
    ).toBeVisible();
    await call.checkApplicant('deposit-payment');
    const reference =
      (await applicant
        .getByText(/^SI12 ?\d/)
        .first()
        .textContent()) ?? '';
    const paid = await applicantContext.request.post(`${baseUrl}/services/slo/dev/payments`, {
      data: {
        reference: reference.replace(/\s/g, ''),
        payerName: call.who.fullName,
        payerIban: JOURNEY_DEPOSIT.ownIban,
        amount: JOURNEY_DEPOSIT.amountPaid,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(((await paid.json()) as { outcome: string }).outcome).toBe('MATCHED');
    await expect(
      applicant.getByRole('heading', { name: t('pennyTransfer.paid.heading') }),
    ).toBeVisible({ timeout: 20_000 });
    await applicant.getByRole('button', { name: t('pennyTransfer.paid.continue') }).press('Enter');
    await expectWelcome(applicant, t, call.checkApplicant);

    // The funded deposit: amount, rate, the day it started, maturity and the interest to expect.
    const block = '.welcome__block:has(#welcome-deposit)';
    await expect(
      applicant.getByRole('heading', { name: t('depositTerms.summary.heading') }),
    ).toBeVisible();
    await expect(figure(applicant, block, t('depositTerms.summary.amount'))).toHaveText(
      '€10,000.00',
    );
    await expect(figure(applicant, block, t('depositTerms.summary.rate'))).toHaveText('1.70%');
    await expect(figure(applicant, block, t('depositTerms.summary.start'))).not.toHaveText(
      t('depositTerms.summary.startPending'),
    );
    await expect(figure(applicant, block, t('depositTerms.summary.interest'))).toHaveText(
      /^€4\d\.\d\d$/,
    );
    await expect(figure(applicant, block, t('depositTerms.summary.ownAccount'))).toHaveText(
      JOURNEY_DEPOSIT.ownIban,
    );
    // What comes next is the maturity, paid into the own account; no account "fully active".
    const next = applicant.locator('.welcome__block:has(#welcome-next)');
    await expect(next).toContainText(JOURNEY_DEPOSIT.ownIban);
    await expect(next).not.toContainText(t('welcome.next.accountActive', { count: 24 }));
    await checkHighContrast(
      applicant,
      t('welcome.title'),
      shots === undefined ? undefined : join(shots, 'applicant-welcome-deposit-high-1280.png'),
    );

    // My application shows the same deposit.
    await applicant.goto(`${baseUrl}/onboarding/?language=en#/myapplication`);
    await expect(
      applicant.getByRole('heading', { name: t('depositTerms.summary.heading') }),
    ).toBeVisible();
    await expect(
      figure(applicant, '.my-application__section', t('depositTerms.summary.amount')),
    ).toHaveText('€10,000.00');
    await call.checkApplicant('my-application-deposit');
    await checkHighContrast(applicant, t('page.myApplication.title'));
  });
});
