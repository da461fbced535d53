import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageErrors } from './support/browser';
import { withContrast } from './support/contrast';
import { rejectedCallViaApi } from './support/decided-call';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';

// A supervisor finds a case by a name typed without accents, opens its case page, reads its
// timeline and downloads its evidence (decisions 263–266). The case is seeded through the API up
// to a decided call (the call has journeys of its own), on the run's server with the worker's
// signed-in operator and supervisor. The case page is checked by axe-core in both contrast modes
// (the search screen has its own check).

test.use({ ignoredPageErrors: QUIET_WHOAMI });

/** Checks a console screen with axe-core in the normal look and in high contrast. */
async function checkBothContrasts(page: Page, heading: RegExp) {
  await expectNoAxeViolations(page);
  await withContrast(page, true);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await withContrast(page, false);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('a case found and read (decisions 263–266)', () => {
  test('a supervisor finds a case by a name typed without accents, reads its timeline and downloads its evidence', async ({
    browser,
    context,
    baseUrl: base,
    operatorSession,
    supervisorSession,
  }) => {
    const operator = await operatorSession(0);
    const supervisor = await supervisorSession();

    // The case, seeded: personal data with Š, Ž and Č in the name, then a call the operator
    // takes and rejects, so the timeline holds the applicant's steps and a staff decision.
    const { applicant } = await rejectedCallViaApi(context, base, operator, 'Špela', {
      snapshotKind: 'FACE',
      reason: 'The face does not match the document.',
    });

    const supervisorContext = await browser.newContext({
      storageState: supervisor.storageState,
      acceptDownloads: true,
    });
    const page = await supervisorContext.newPage();
    const errors = watchPageErrors(page);
    try {
      // The search, by the name as typed on a keyboard without č, š, ž.
      await page.goto(`${base}/operator/?language=en#/cases`);
      await page.getByRole('textbox', { name: 'Name' }).fill('spela zagar cuk');
      await page.getByRole('button', { name: 'Search' }).click();
      const results = page.getByRole('table');
      // The list names the case by its sign-up name (the personal data stay sealed, decision
      // 263): the row is the one that links to this case.
      const row = results
        .getByRole('row')
        .filter({ has: page.locator(`a[href="#/cases/${applicant.prospectId}"]`) });
      await expect(row).toHaveCount(1);
      await row.getByRole('link').click();

      // The case page: the header, the data in words, the timeline with who and what.
      await expect(page).toHaveURL(new RegExp(`#/cases/${applicant.prospectId}$`));
      const heading = new RegExp(`^Application \\d{4}-\\d{6,}: ${applicant.fullName}$`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(
        timeline.getByText('Identification decided: rejected', { exact: true }),
      ).toBeVisible();
      await expect(timeline.getByText(operator.account.fullName).first()).toBeVisible();
      await expect(timeline.getByText('Personal data submitted').first()).toBeVisible();
      await expect(timeline.getByText('The applicant').first()).toBeVisible();
      const data = page.getByRole('region', { name: 'Data as the applicant gave it' });
      await expect(data.getByText('Female', { exact: true })).toBeVisible();
      await expect(data.getByText('FEMALE', { exact: true })).toHaveCount(0);
      await checkBothContrasts(page, heading);

      // The evidence: one click, a ZIP of this case with its sealed manifest.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the evidence' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`case-${applicant.prospectId}.zip`);
      const path = await download.path();
      const zip = readFileSync(path);
      // A ZIP (its local file header) holding the sealed manifest and the timeline by name.
      expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      for (const name of ['manifest.json', 'manifest.json.p7s', 'timeline.json']) {
        expect(zip.includes(Buffer.from(name)), name).toBe(true);
      }
      await expect(
        page.getByText(`The evidence was downloaded as case-${applicant.prospectId}.zip.`),
      ).toBeVisible();
      expect(errors, 'console errors of the supervisor’s page').toEqual([]);
    } finally {
      await supervisorContext.close();
    }
  });
});
