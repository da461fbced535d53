import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_OPERATOR } from '@onboarding/domain';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageErrors } from './support/browser';
import { withContrast } from './support/contrast';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import {
  createFirstSupervisor,
  createStaffAccounts,
  signInStaff,
  STAFF_PASSWORD,
  type StaffAccount,
} from './support/staff';
import { applicantBeforeTheCall } from './support/video-identification';

// Decision 269: a sampled identification is reviewed. A server of the file's own draws every
// decided call (QUALITY_REVIEW_SHARE_PERCENT=100); the call is seeded through the API (the call
// itself has its own journeys), then a supervisor opens the review queue, records a finding on the
// call's review screen and finds it in the month's report. Each new screen is checked by axe-core
// in both contrast modes.

const SUPERVISOR: StaffAccount = {
  email: 'quality.supervisor@bank.example',
  password: STAFF_PASSWORD,
  fullName: 'Vida Nadzornik',
  role: 'SUPERVISOR',
};
const OPERATOR: StaffAccount = {
  email: 'quality.operator@bank.example',
  password: STAFF_PASSWORD,
  fullName: 'Olga Kakovost',
  role: 'OPERATOR',
};
const FRAME = readFileSync(new URL('./fixtures/documents/id-front.jpg', import.meta.url));
const GOOD_DEVICE = {
  browser: 'Chromium',
  webrtc: true,
  microphone: true,
  camera: { width: 1280, height: 720, frameRate: 30 },
  network: {
    download: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
    upload: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
  },
};

// JOURNEY_SCREENSHOTS names a folder: each screen is kept there in both contrast modes.
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

let server: RunningServer;
let supervisorApi: APIRequestContext;
let operatorApi: APIRequestContext;

test.use({ ignoredPageErrors: QUIET_WHOAMI });

test.beforeAll(async () => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
  // Starting a server of the file's own takes up to a minute on the two-core machine.
  test.setTimeout(120_000);
  server = await startServer(
    { OPERATOR_HOURS: 'always', QUALITY_REVIEW_SHARE_PERCENT: '100' },
    (dataDir) => createFirstSupervisor(dataDir, SUPERVISOR),
  );
  supervisorApi = await playwrightRequest.newContext();
  await signInStaff(supervisorApi, server.baseUrl, SUPERVISOR);
  await createStaffAccounts(supervisorApi, server.baseUrl, [OPERATOR]);
  operatorApi = await playwrightRequest.newContext();
  await signInStaff(operatorApi, server.baseUrl, OPERATOR);
});

test.afterAll(async () => {
  await supervisorApi?.dispose();
  await operatorApi?.dispose();
  await server?.stop();
});

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
  }) => {
    const base = server.baseUrl;
    const operatorBase = `${base}${API_BASE_OPERATOR}`;

    // The call, seeded: the applicant joins the queue, the operator takes it, keeps a frame of the
    // document and rejects it. The decision draws it for review.
    const applicant = await applicantBeforeTheCall(context, base, 'Vesna');
    const start = await context.request.patch(
      `${base}/services/slo/onboarding/prospects/${applicant.prospectId}/videochat/start`,
      { data: { recordingConsent: true, device: GOOD_DEVICE } },
    );
    expect(start.status(), await start.text()).toBe(200);
    const { identificationId } = (await start.json()) as { identificationId: string };
    const call = `${operatorBase}/identifications/${identificationId}`;
    expect((await operatorApi.post(`${call}/accept`, { data: {} })).status()).toBe(200);
    const snapshot = await operatorApi.post(`${call}/snapshots?kind=DOCUMENT_FRONT`, {
      headers: { 'content-type': 'image/jpeg' },
      data: FRAME,
    });
    expect(snapshot.status(), await snapshot.text()).toBe(200);
    const decided = await operatorApi.post(`${call}/decision`, {
      data: { outcome: 'REJECT', reason: 'The document photo does not match the applicant.' },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    // The supervisor's console, signed in.
    const supervisorContext = await browser.newContext({
      storageState: await supervisorApi.storageState(),
    });
    const page = await supervisorContext.newPage();
    // No console errors on load (issue's screens: point 7).
    const errors = watchPageErrors(page);
    try {
      await page.goto(`${base}/operator/?language=en#/quality-reviews`);
      const row = page.getByRole('row').filter({ hasText: applicant.fullName });
      await expect(row).toContainText('Olga Kakovost');
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
      expect(await frame.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
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
      const line = page.getByRole('row').filter({ hasText: 'Olga Kakovost' });
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
