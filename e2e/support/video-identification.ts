import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_BASE_OPERATOR,
  sharesPersonalIdentifier,
  type TIdentificationDetail,
  type TOperatorQueue,
  type TVideoChatState,
} from '@onboarding/domain';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  signedInApplicant,
  type SignedInApplicant,
  type SignedInApplicantOptions,
} from './applicant';
import { expectNoAxeViolations } from './browser';
import { acceptConsentsViaApi } from './consents';
import { chooseDepositViaApi } from './deposit';
import { uploadIdentityDocumentsViaApi } from './documents';
import { holderFullName, newHolder } from './holder';
import { submitPersonalDataViaApi, type PersonalDataOptions } from './personal-data';
import type { Portrait } from './specimen-documents';
import { totpCode, type StaffAccount, type StaffSession } from './staff';
import { ENGLISH, type Translate } from './translate';

/** Chromium's own test camera and microphone, allowed without a prompt. */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
] as const;

export const APPLICANT_REMOTE_VIDEO = 'video[aria-label="The adviser’s video"]';
export const OPERATOR_REMOTE_VIDEO = 'video[aria-label="The applicant’s video"]';

export interface VideoApplicant extends SignedInApplicant {
  /** The name the operator's queue shows (the personal data's first name and surname). */
  readonly fullName: string;
}

/**
 * An applicant brought through documents, personal data and consents by the real API, so the
 * wizard stands at /videochat; the first name makes the queue row this journey's own, the mobile
 * number makes the SMS code this applicant's alone. One person throughout (support/holder.ts):
 * `portrait` only changes whose photo the card's front shows (the face match, decision 291).
 */
export async function applicantBeforeTheCall(
  context: BrowserContext,
  baseUrl: string,
  firstName: string,
  options: Pick<SignedInApplicantOptions, 'language' | 'productType'> &
    Pick<PersonalDataOptions, 'positionHeld'> & { readonly portrait?: Portrait } = {},
): Promise<VideoApplicant> {
  const { positionHeld, portrait, ...signUp } = options;
  const applicant = await signedInApplicant(context, baseUrl, {
    language: 'en',
    ...signUp,
    holder: newHolder({ firstName }),
  });
  await uploadIdentityDocumentsViaApi(context, baseUrl, applicant, portrait);
  const national = `0${applicant.phone.slice('+386'.length)}`;
  await submitPersonalDataViaApi(context, baseUrl, applicant, {
    mobilePhoneNumber: national,
    ...(positionHeld === undefined ? {} : { positionHeld }),
  });
  // A day deposit's amount and term come before the consents (decision 231).
  if (options.productType === 'DAYPOSIT') await chooseDepositViaApi(context, baseUrl, applicant);
  const accepted = await acceptConsentsViaApi(context, baseUrl, applicant);
  expect(accepted.prospectState).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
  return { ...applicant, fullName: holderFullName(applicant.holder) };
}

/** The applicant's identification as the server holds it (`GET prospects/{id}/videochat`). */
export async function videoChatState(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'prospectId'>,
): Promise<TVideoChatState> {
  const response = await context.request.get(
    `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/videochat`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TVideoChatState;
}

/**
 * The applicant is one consistent person of their own (support/holder.ts), as the operator is
 * told: the queue's entry and the call's detail carry no cross-check finding (decision 287) and
 * no other account sharing the document or the national number (decision 288). Either would make
 * an approval wait for a second staff member (decision 267). `operator`: a signed-in staff
 * member's requests; the identification is in the queue or in a call.
 */
export async function expectNoIdentityFindings(
  operator: APIRequestContext,
  baseUrl: string,
  identificationId: string,
): Promise<void> {
  const queue = await operator.get(`${baseUrl}${API_BASE_OPERATOR}/queue`);
  expect(queue.status(), await queue.text()).toBe(200);
  const { entries } = (await queue.json()) as TOperatorQueue;
  const entry = entries.find((candidate) => candidate.identificationId === identificationId);
  expect(entry?.attention?.crossChecks, 'the queue’s cross-check findings').toEqual([]);
  const detail = await operator.get(
    `${baseUrl}${API_BASE_OPERATOR}/identifications/${identificationId}`,
  );
  expect(detail.status(), await detail.text()).toBe(200);
  const { crossChecks, possibleDuplicates } = (await detail.json()) as TIdentificationDetail;
  expect(crossChecks, 'the call’s cross-check findings').toEqual([]);
  const sharingIdentifiers = (possibleDuplicates?.shown ?? []).filter(sharesPersonalIdentifier);
  expect(sharingIdentifiers, 'other accounts sharing a personal identifier').toEqual([]);
}

/**
 * A context with the camera and microphone granted (the browser runs with FAKE_MEDIA_ARGS), with
 * the cookies of `storageState` when given (a signed-in operator).
 */
export async function mediaContext(
  browser: Browser,
  baseUrl: string,
  storageState?: StaffSession['storageState'],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(storageState === undefined ? {} : { storageState }),
  });
  await context.grantPermissions(['camera', 'microphone'], { origin: baseUrl });
  return context;
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * The steps before the call by keyboard, from the recording consent (and, when asked, the face
 * comparison's) to the network check, with axe-core on each (`check` also takes the screenshots),
 * up to the queue.
 */
export async function passDeviceChecks(
  page: Page,
  check: (name: string) => Promise<void>,
  t: Translate = ENGLISH,
  { faceComparison = false }: { readonly faceComparison?: boolean } = {},
): Promise<void> {
  const next = page.getByRole('button', { name: t('videoChat.continue') });
  await page.getByRole('heading', { name: t('videoChat.consent.title') }).waitFor();
  await check('video-consent');
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('checkbox', { name: t('videoChat.consent.checkbox') }));
  await page.keyboard.press('Space');
  if (faceComparison) {
    // Decision 291: the optional consent to the face match hint, apart from the recording.
    await tabTo(page, page.getByRole('checkbox', { name: t('videoChat.consent.faceComparison') }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await page.getByText(t('videoChat.browser.ok')).waitFor();
  await check('video-browser');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // The fake microphone beeps: the meter moves and the step says so.
  await page.getByRole('meter', { name: t('videoChat.microphone.meter') }).waitFor();
  await page.getByText(t('videoChat.microphone.heard')).waitFor({ timeout: 15_000 });
  await check('video-microphone');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  const [pictureStart] = t('videoChat.camera.figures').split('{{');
  await page.getByText(new RegExp(`^${pictureStart}\\d+`)).waitFor({ timeout: 15_000 });
  await check('video-camera');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await page.getByText(t('videoChat.network.ok')).waitFor({ timeout: 30_000 });
  await check('video-network');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
}

/**
 * Signs a staff account in through the console: e-mail and password, then the enrolment screen of a
 * first sign-in shows the key; the code computed from it is typed like an authenticator app's.
 */
export async function signInToConsole(
  page: Page,
  baseUrl: string,
  account: StaffAccount,
  check: (name: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}/operator/?language=en`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await check('console-sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await page.getByRole('heading', { name: 'Set up the second factor' }).waitFor();
  await check('console-enrolment');
  const key = (await page.locator('.sign-in__secret-value').textContent()) ?? '';
  await page
    .getByRole('textbox', { name: 'Six-digit code' })
    .fill(await totpCode(key.replace(/\s/g, '')));
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await page.getByRole('heading', { name: 'Applicants waiting' }).waitFor();
}

/** A signed-in operator's console, on the queue (support/fixtures.ts `operatorSession`). */
export async function openConsole(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/operator/?language=en`);
  await page.getByRole('heading', { name: 'Applicants waiting' }).waitFor();
}

/**
 * Media flows into `video`: it has a picture size, and its decoded frame count grows between two
 * readings (a frozen or black-holed stream keeps the count).
 */
export async function expectFramesFlowing(page: Page, selector: string): Promise<void> {
  const video = page.locator(selector);
  const frames = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      width: element.videoWidth,
      frames: element.getVideoPlaybackQuality().totalVideoFrames,
    }));
  await expect.poll(async () => (await frames()).width, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await frames()).frames, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = (await frames()).frames;
  await expect
    .poll(async () => (await frames()).frames, { timeout: 10_000 })
    .toBeGreaterThan(first);
}

/**
 * The screens before the call and the console's queue are the same for every process: axe-core
 * checks each once a run (per side and language) instead of in every journey (decision 227). The
 * call and the screens after it differ by process and are checked each time.
 */
const SAME_FOR_EVERY_PROCESS = new Set([
  'video-consent',
  'video-browser',
  'video-microphone',
  'video-camera',
  'video-network',
  'video-queue',
  'console-queue',
]);
const checkedThisRun = new Set<string>();

/**
 * axe-core at desktop and phone width; with `dir`, also a full-page screenshot at each width for a
 * person to look at.
 */
export function screenChecker(page: Page, side: string, dir: string | undefined) {
  if (dir !== undefined) mkdirSync(dir, { recursive: true });
  return async (name: string): Promise<void> => {
    if (dir === undefined && SAME_FOR_EVERY_PROCESS.has(name)) {
      const language = new URL(page.url()).searchParams.get('language') ?? '';
      const key = `${side} ${name} ${language}`;
      if (checkedThisRun.has(key)) return;
      await expectNoAxeViolations(page);
      checkedThisRun.add(key);
      return;
    }
    await expectNoAxeViolations(page);
    if (dir === undefined) return;
    const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 320) await expectNoAxeViolations(page);
      await page.screenshot({ path: join(dir, `${side}-${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(viewport);
  };
}
