import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageErrors } from './support/browser';
import { withContrast } from './support/contrast';
import { rejectedCallViaApi } from './support/decided-call';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { newStaffSession, STAFF_PASSWORD, type StaffAccount } from './support/staff';

// Decision 269: a sampled identification is reviewed. The run's server draws every decided call
// (QUALITY_REVIEW_SHARE_PERCENT=100, support/journey-server.ts); the call is seeded through the
// API (the call itself has its own journeys) by an operator of the test's own, so the month's
// report line is this call's alone. Then the worker's supervisor opens the review queue, records a
// finding on the call's review screen and finds it in the month's report. Each new screen is
// checked by axe-core in both contrast modes.

/** The test's own operator, one per attempt: an account enrols once, and the report is per name. */
const OPERATORS: readonly StaffAccount[] = ['Olga Kakovost', 'Olga Ponovitev'].map(
  (fullName, attempt) => ({
    email: `quality.operator${attempt}@bank.example`,
    password: STAFF_PASSWORD,
    fullName,
    role: 'OPERATOR',
  }),
);

// JOURNEY_SCREENSHOTS names a folder: each screen is kept there in both contrast modes.
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

test.use({ ignoredPageErrors: QUIET_WHOAMI });

/** Checks a console screen with axe-core in the normal look and in high contrast. */
async function checkBothContrasts(page: Page, heading: string, name: string) {
  await expectNoAxeViolations(page);
  if (SHOTS !== undefined) {
    await page.screenshot({ path: join(SHOTS, `quality-${name}.png`), fullPage: true });
  }
  await withContrast(page, true);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS !== undefined) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(SHOTS, `quality-${name}-390-high.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await withContrast(page, false);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('quality review (decision 269)', () => {
  test('a sampled identification is reviewed with a finding, and the report shows it', async ({
    browser,
    context,
    baseUrl: base,
    supervisorSession,
  }, testInfo) => {
    if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
    const supervisor = await supervisorSession();
    const account = OPERATORS[testInfo.retry];
    if (account === undefined) throw new Error(`no operator for retry ${testInfo.retry}`);
    const operator = await newStaffSession(base, supervisor, account);

    // The call, seeded: the applicant joins the queue, the operator takes it, keeps a frame of the
    // document and rejects it. The decision draws it for review.
    const { applicant } = await rejectedCallViaApi(context, base, operator, 'Vesna', {
      snapshotKind: 'DOCUMENT_FRONT',
      reason: 'The document photo does not match the applicant.',
    });

    // The supervisor's console, signed in.
    const supervisorContext = await browser.newContext({
      storageState: supervisor.storageState,
    });
    const page = await supervisorContext.newPage();
    // No console errors on load (issue's screens: point 7).
    const errors = watchPageErrors(page);
    try {
      await page.goto(`${base}/operator/?language=en#/quality-reviews`);
      // This attempt's call: a retried test finds the first attempt's call of the same name too,
      // decided by another operator.
      const row = page
        .getByRole('row')
        .filter({ hasText: applicant.fullName })
        .filter({ hasText: account.fullName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Random draw');
      await expect(
        row.getByRole('link', { name: applicant.fullName, exact: true }),
      ).toHaveAttribute('href', `#/cases/${applicant.prospectId}`);
      await checkBothContrasts(page, 'Identifications to review', 'queue');

      await row.getByRole('link', { name: `Review the call of ${applicant.fullName}` }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Review: ${applicant.fullName}` }),
      ).toBeVisible();
      const frame = page.getByRole('img', { name: /^Snapshot: Document front/ });
      await expect(frame).toBeVisible();
      // Its alt text shows before the picture has loaded: wait for the picture itself.
      await expect
        .poll(() =>
          frame.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: 'The operator’s checklist' })).toBeVisible();
      await checkBothContrasts(page, `Review: ${applicant.fullName}`, 'review');

      // By keyboard: the verdict, the category and the note, then the review is recorded.
      await page.getByRole('radio', { name: 'Finding' }).check();
      await page
        .getByRole('combobox', { name: 'Category of the finding' })
        .selectOption('DOCUMENT_CHECKS_INCOMPLETE');
      await page
        .getByRole('textbox', { name: 'Note' })
        .fill('The security features of the card were not shown.');
      await page.getByRole('button', { name: 'Record the review' }).press('Enter');
      await expect(page.getByText('The review is recorded.')).toBeVisible();

      await page.getByRole('link', { name: 'Back to the review queue' }).click();
      await page.getByRole('link', { name: 'Monthly report' }).click();
      const line = page.getByRole('row').filter({ hasText: account.fullName });
      // Finished, drawn, reviewed, in order, then the findings per category.
      await expect(line.getByRole('cell')).toHaveText([
        '1',
        '1',
        '1',
        '0',
        '0',
        '1',
        '0',
        '0',
        '0',
      ]);
      await checkBothContrasts(page, 'Findings per operator', 'report');
      expect(errors, 'console errors of the supervisor’s page').toEqual([]);
    } finally {
      await supervisorContext.close();
    }
  });
});
