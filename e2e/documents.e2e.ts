import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signedInApplicant, type SignedInApplicant } from './support/applicant';
import { chromiumLaunchOptions, expectNoAxeViolations, watchPageErrors } from './support/browser';
import {
  FAKE_CAMERA_ARGS,
  documentFixture,
  holderCardFiles,
  uploadIdentityDocumentsViaApi,
  writeFakeCameraVideo,
} from './support/documents';
import { expect, test } from './support/fixtures';

/**
 * Screenshots of each screen at 320 and 1280 px for a person to look at, taken when
 * SCREENSHOT_DIR is set (they double the journey's time).
 */
const SHOTS = process.env.SCREENSHOT_DIR;
if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  const viewport = page.viewportSize();
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

async function desktopAt(context: BrowserContext, baseUrl: string, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/onboarding/?language=en#${route}`);
  return page;
}

function sideBox(page: Page, label: string) {
  return page.locator('.upload-box').filter({ has: page.getByText(label, { exact: true }) });
}

test.describe('identity documents (decision 085)', () => {
  test('uploads the ID card on the computer and continues at /personaldata', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { holder } = await signedInApplicant(context, baseUrl);
    // The applicant's own card: the server reads its MRZ and indexes its number (decision 288).
    const card = await holderCardFiles(holder);
    const page = await desktopAt(context, baseUrl, '/documentsupload');
    const errors = watchPageErrors(page);

    await expect(page.getByRole('heading', { name: 'Identity document' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upload on this computer' }).click();
    // Without a choice the page asks for it next to the radio buttons.
    await expect(page.getByText('Choose the document you will photograph.')).toBeVisible();
    await page.getByRole('radio', { name: 'Identity card' }).check();
    await shoot(page, 'documentsupload');
    await page.getByRole('button', { name: 'Upload on this computer' }).click();

    await page.waitForURL(/#\/documentsupload\/uploadphoto$/);
    await expect(page.getByRole('heading', { name: 'Upload document photos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'uploadphoto-empty');
    const confirm = page.getByRole('button', { name: 'Confirm and continue' });
    await expect(confirm).toBeDisabled();

    // Without a camera (no fake device here) the camera button says so plainly.
    const front = sideBox(page, 'Front of your identity card');
    await front.getByRole('button', { name: 'Use the camera' }).click();
    await expect(
      front.locator('.camera-capture__problem').filter({ hasText: /camera/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await front.locator('input[type=file]').setInputFiles(card.front);
    await expect(front.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();
    const back = sideBox(page, 'Back of your identity card');
    await back.locator('input[type=file]').setInputFiles(card.back);
    await expect(back.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, 'uploadphoto-done');

    // Replace: delete the front and upload it again.
    await page.getByRole('button', { name: 'Delete photo: Front of your identity card' }).click();
    await expect(front.getByText('Choose a file')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await front.locator('input[type=file]').setInputFiles(card.front);
    await expect(front.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();

    await confirm.click();
    await page.waitForURL(/#\/personaldata$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows the quality gate refusal next to the side', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signedInApplicant(context, baseUrl);
    const page = await desktopAt(context, baseUrl, '/documentsupload');
    await page.getByRole('radio', { name: 'Passport' }).check();
    await page.getByRole('button', { name: 'Upload on this computer' }).click();
    const photoPage = sideBox(page, 'Photo page of your passport');
    await expect(photoPage).toBeVisible();
    // A small, dark picture: refused on the spot with what to do.
    const dark = join(mkdtempSync(join(tmpdir(), 'dark-')), 'dark.png');
    const { default: sharp } = await import('sharp');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#050505' } })
      .png()
      .toFile(dark);
    await photoPage.locator('input[type=file]').setInputFiles(dark);
    await expect(
      photoPage.getByText(/The photo is too small to read|The photo is too dark/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'uploadphoto-refused');
    await context.close();
  });

  test('hands off to the phone: QR code, SMS link, a second mobile context, the desktop moves on', async ({
    browser,
    baseUrl,
    outbox,
  }) => {
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const applicant: SignedInApplicant = await signedInApplicant(desktop, baseUrl);
    const files = await holderCardFiles(applicant.holder);
    const page = await desktopAt(desktop, baseUrl, '/documentsupload');
    const errors = watchPageErrors(page);
    // The desktop follows the phone by websocket push (polling is only the fallback).
    const pushed: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('HANDOFF_STATUS')) pushed.push(payload);
      });
    });
    await expect(page.getByRole('radio', { name: 'Identity card' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue on my phone' }).click();
    await expect(page.getByText('Choose the document you will photograph.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue on my phone' }).click();
    await page.getByRole('radio', { name: 'Identity card' }).check();
    await page.getByRole('button', { name: 'Continue on my phone' }).click();

    await page.waitForURL(/#\/documentsupload\/mobileupload$/);
    const qr = page.getByRole('img', { name: 'QR code with the link for your phone' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expectNoAxeViolations(page);

    // The SMS form: the error next to the field, then the link to the applicant's phone.
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Enter your mobile phone number.')).toBeVisible();
    await page.getByLabel('Mobile phone number').fill(applicant.phone.replace('+386', '0'));
    await page.getByRole('button', { name: 'Send the link' }).click();
    // Typed with the trunk 0, printed in international grouping without it, the groups joined by
    // no-break spaces (decision 235).
    await expect(page.getByText(/We sent the link to \+386\s41\s\d{3}\s\d{3}\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'mobileupload');
    const [link] = await outbox.match(
      applicant.phone,
      // The type is chosen: the link names the front side (decision 297).
      /https?:\/\/\S+\/documentsupload\/mobile\/frontview\?idType=ID&token=[^\s"<>]+/,
    );

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const mobile = await phone.newPage();
    const mobileErrors = watchPageErrors(mobile);
    await mobile.goto(link);
    // The desktop already chose the identity card: the phone resumes at the first step not done.
    await mobile.waitForURL(/mobile\/frontview$/);
    await expect(
      mobile.getByRole('heading', { name: 'Front of your identity card' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'On your phone' })
        .locator('.handoff-progress__step--done')
        .filter({ hasText: 'Link opened' }),
    ).toBeVisible();
    // Both screens show the same state: the choice made on the desktop is checked on the phone.
    await mobile.getByRole('link', { name: 'Back' }).click();
    const card = mobile.getByRole('radio', { name: 'Identity card' });
    await expect(card).toBeVisible();
    await expect(card).toBeChecked();
    await expectNoAxeViolations(mobile);
    await shoot(mobile, 'mobile-idtype');
    await mobile.getByRole('button', { name: 'Next' }).click();

    await mobile.waitForURL(/mobile\/frontview$/);
    const frontInput = mobile.locator('input[type=file]');
    await expect(frontInput).toHaveAttribute('capture', 'environment');
    await frontInput.setInputFiles(files.front);
    await expect(mobile.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();
    await expectNoAxeViolations(mobile);
    await shoot(mobile, 'mobile-frontview');
    await mobile.getByRole('button', { name: 'Next' }).click();

    // A lost connection: the phone reloads and resumes at the back from the server's state.
    await mobile.waitForURL(/mobile\/backview$/);
    await mobile.reload();
    await expect(mobile.getByRole('heading', { name: 'Back of your identity card' })).toBeVisible();
    await mobile.locator('input[type=file]').setInputFiles(files.back);
    await expect(mobile.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();
    await mobile.getByRole('button', { name: 'Next' }).click();

    await mobile.waitForURL(/mobile\/finalize$/);
    await expect(mobile.getByRole('heading', { name: 'Check and send your photos' })).toBeVisible();
    await expectNoAxeViolations(mobile);
    await shoot(mobile, 'mobile-finalize');
    await expect(
      page
        .getByRole('list', { name: 'On your phone' })
        .locator('.handoff-progress__step--done')
        .filter({ hasText: 'Back photographed' }),
    ).toBeVisible();
    await mobile.getByRole('button', { name: 'Send the photos' }).click();
    await expect(
      mobile.getByRole('heading', { name: 'Thank you, your photos were sent' }),
    ).toBeVisible();
    await expectNoAxeViolations(mobile);
    await shoot(mobile, 'mobile-done');

    // The desktop moves on by itself.
    await page.waitForURL(/#\/personaldata$/);
    expect(pushed.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(mobileErrors).toEqual([]);
    await phone.close();
    await desktop.close();
  });

  test('leaves an applicant at PROSPECT_IDS_UPLOADED through the API (for later journeys)', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext();
    const applicant = await signedInApplicant(context, baseUrl);
    await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
    const status = await context.request.get(
      `${baseUrl}/services/slo/onboarding/prospects/status?uid=${applicant.uid}`,
    );
    const body = (await status.json()) as { processes: { prospectState: string }[] };
    expect(body.processes.map((process) => process.prospectState)).toEqual([
      'PROSPECT_IDS_UPLOADED',
    ]);
    await context.close();
  });
});

/** Chromium whose fake camera plays the specimen ID card's front. */
const cameraTest = test.extend<{ cameraBrowser: Browser }>({
  cameraBrowser: async ({ playwright }, use) => {
    const video = await writeFakeCameraVideo(
      documentFixture('id-front.jpg'),
      join(mkdtempSync(join(tmpdir(), 'fake-camera-')), 'id-front.y4m'),
    );
    const browser = await playwright.chromium.launch(
      chromiumLaunchOptions([...FAKE_CAMERA_ARGS, `--use-file-for-fake-video-capture=${video}`]),
    );
    await use(browser);
    await browser.close();
  },
});

cameraTest.describe('live capture with Chromium’s fake camera', () => {
  cameraTest(
    'takes the front with the computer camera and stores it',
    async ({ cameraBrowser, baseUrl }) => {
      const context = await cameraBrowser.newContext({ viewport: { width: 1280, height: 900 } });
      await signedInApplicant(context, baseUrl);
      const page = await desktopAt(context, baseUrl, '/documentsupload');
      await page.getByRole('radio', { name: 'Identity card' }).check();
      await page.getByRole('button', { name: 'Upload on this computer' }).click();
      const front = sideBox(page, 'Front of your identity card');
      await front.getByRole('button', { name: 'Use the camera' }).click();
      const video = front.getByLabel('Camera picture: Front of your identity card');
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth))
        .toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await shoot(page, 'uploadphoto-camera');
      await front.getByRole('button', { name: 'Take photo' }).click();
      await expect(front.getByRole('img', { name: 'Preview of the uploaded file' })).toBeVisible();
      await context.close();
    },
  );
});
