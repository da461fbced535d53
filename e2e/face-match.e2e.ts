import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_OPERATOR, type TIdentificationDetail } from '@onboarding/domain';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { createSides, intoTheCall, type Call, type Sides } from './support/call';
import { writeFakeCameraVideo } from './support/documents';
import { expect, test } from './support/fixtures';
import type { Portrait } from './support/specimen-documents';
import type { StaffSession } from './support/staff';
import {
  applicantBeforeTheCall,
  expectFramesFlowing,
  FAKE_MEDIA_ARGS,
  OPERATOR_REMOTE_VIDEO,
  videoChatState,
} from './support/video-identification';

// Decision 291: the face match hint of the call, in the operator's browser, on real faces. The
// applicant's camera plays the holder's portrait (e2e/fixtures/faces/astronaut.png); the document
// front carries the same portrait, or another person's (camera.png), on the applicant's own card.

/** Full-page screenshots of both sides at 320 and 1280 px when set. */
const SHOTS = process.env.VIDEO_SCREENSHOTS;
const FACES = join(import.meta.dirname, 'fixtures', 'faces');

/** Both sides on Chromium whose fake camera plays the holder's portrait. */
const faceTest = test.extend<{ faceSides: Sides }>({
  faceSides: async ({ playwright, baseUrl }, use) => {
    const video = await writeFakeCameraVideo(
      join(FACES, 'astronaut.png'),
      join(mkdtempSync(join(tmpdir(), 'face-camera-')), 'astronaut.y4m'),
    );
    const browser = await playwright.chromium.launch(
      chromiumLaunchOptions([...FAKE_MEDIA_ARGS, `--use-file-for-fake-video-capture=${video}`]),
    );
    const sides = createSides(browser, baseUrl);
    await use(sides);
    // A CSP violation (the runtime's WebAssembly) or an uncaught error on either side fails.
    expect(await sides.close(), 'page errors of the call’s sides').toEqual([]);
    await browser.close();
  },
});

/** The requests of `page` for the face match's code, models and runtime. */
function faceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/face-models|face-analysis\.worker/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** The applicant, whose document front shows `portrait`, in a call with `operatorAs`. */
function callWithFront(
  sides: Sides,
  baseUrl: string,
  name: string,
  portrait: Portrait,
  operatorAs: StaffSession,
) {
  return intoTheCall(sides, baseUrl, name, operatorAs, {
    ...(SHOTS === undefined ? {} : { shotsDir: SHOTS }),
    faceComparisonConsent: true,
    prepare: (context) => applicantBeforeTheCall(context, baseUrl, name, { portrait }),
  });
}

async function compare(call: Call) {
  const { operator } = call;
  // The applicant's picture first: asked before it arrives, the hint says there is none yet.
  await expectFramesFlowing(operator, OPERATOR_REMOTE_VIDEO);
  const run = operator.getByRole('button', { name: 'Compare the face with the document photo' });
  await expect(run).toBeVisible();
  await run.press('Enter');
  await expect(
    operator.getByText('Comparing the face in the call with the document photo…'),
  ).toBeVisible();
  // The models load on the first comparison: a few seconds on the two-core machine.
  await expect(operator.getByRole('button', { name: 'Compare again' })).toBeVisible({
    timeout: 90_000,
  });
  const { identificationId } = await videoChatState(call.applicantContext, call.baseUrl, call.who);
  const detail = await call.operatorContext.request.get(
    `${call.baseUrl}${API_BASE_OPERATOR}/identifications/${identificationId}`,
  );
  return (await detail.json()) as TIdentificationDetail;
}

faceTest.describe('the face match hint (decision 291)', () => {
  faceTest.describe.configure({ timeout: 240_000 });

  faceTest(
    'the same face as the document photo is a strong match, computed in the operator’s browser',
    async ({ faceSides, baseUrl, operatorSession }) => {
      const call = await callWithFront(
        faceSides,
        baseUrl,
        'Eila',
        'holder',
        await operatorSession(),
      );
      const requests = faceRequests(call.operator);
      // Nothing of the analysis before the operator asks, the call's picture flowing.
      await expectFramesFlowing(call.operator, OPERATOR_REMOTE_VIDEO);
      expect(requests).toEqual([]);

      const detail = await compare(call);
      const faceMatch = detail.faceAnalysis?.faceMatch;
      expect(faceMatch?.band).toBe('STRONG');
      expect(faceMatch?.measurement).toMatchObject({
        documentFaceFound: true,
        model: { library: '@vladmandic/human', backend: 'wasm' },
      });
      expect(faceMatch?.measurement.framesWithFace).toBeGreaterThan(0);
      await expect(call.operator.getByText('Strong match.')).toBeVisible();
      await expect(
        call.operator.getByText(/^Liveness hints: anti-spoof \d\.\d\d, liveness \d\.\d\d\.$/),
      ).toBeVisible();
      // Everything came from our own origin, the worker's code and the models.
      expect(requests.length).toBeGreaterThan(5);
      for (const url of requests) expect(new URL(url).origin).toBe(new URL(baseUrl).origin);

      // The liveness challenge on a still portrait: faces found, neither a head turn nor a blink.
      await call.operator
        .getByRole('button', { name: 'Start the liveness challenge' })
        .press('Enter');
      await expect(
        call.operator.getByText(
          /^No head turn seen\. No blink seen\. A face in \d+ of 30 frames\.$/,
        ),
      ).toBeVisible({ timeout: 60_000 });
      const { identificationId } = await videoChatState(call.applicantContext, baseUrl, call.who);
      const after = (await (
        await call.operatorContext.request.get(
          `${baseUrl}${API_BASE_OPERATOR}/identifications/${identificationId}`,
        )
      ).json()) as TIdentificationDetail;
      const challenge = after.faceAnalysis?.livenessChallenge;
      expect(challenge?.framesWithFace).toBeGreaterThan(20);
      // Open eyes, looking ahead: what a blink and a turn are read against.
      for (const frame of challenge?.measurement.frames ?? []) {
        if (frame === null) continue;
        expect(Math.abs(frame.yaw)).toBeLessThan(0.35);
        expect(frame.eyeOpenness).toBeGreaterThan(0.12);
      }
      // A comparison after the challenge reads the descriptor again: still strong.
      await call.operator.getByRole('button', { name: 'Compare again' }).press('Enter');
      const comparing = call.operator.getByText(
        'Comparing the face in the call with the document photo…',
      );
      await expect(comparing).toBeVisible();
      await expect(comparing).toBeHidden({ timeout: 60_000 });
      await expect(call.operator.getByText('Strong match.')).toBeVisible();
      await call.checkOperator('console-call-face-match');
    },
  );

  faceTest(
    'another person’s photo on the document is not a strong match',
    async ({ faceSides, baseUrl, operatorSession }) => {
      const call = await callWithFront(
        faceSides,
        baseUrl,
        'Tine',
        'another person',
        await operatorSession(),
      );
      const detail = await compare(call);
      const band = detail.faceAnalysis?.faceMatch?.band;
      expect(['UNCERTAIN', 'WEAK', 'NO_FACE']).toContain(band);
      await expect(call.operator.getByText('Strong match.')).toHaveCount(0);
    },
  );
});
