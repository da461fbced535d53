import { inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  APPLICANT_REMOTE_VIDEO,
  FAKE_MEDIA_ARGS,
  OPERATOR_REMOTE_VIDEO,
  applicantBeforeTheCall,
  mediaContext,
  passDeviceChecks,
  signInToConsole,
} from '../support/video-identification';

// `npm run bench` runs this file (vitest.measure.config.ts) and prints its figure: the time from
// the operator's "Accept" to decoded video frames on both sides, on loopback, in Chromium with its
// fake camera and microphone. It asserts nothing: the target (under 2 s) is read off it.

const baseUrl = inject('baseUrl');
const accounts = inject('staffAccounts').filter((account) => account.role === 'OPERATOR');
const ROUNDS = Math.min(Number(process.env.BENCH_VIDEO_ROUNDS ?? 3), accounts.length);
const noCheck = () => Promise.resolve();

/** In the page: resolves with the time `target`'s video decoded its first frame, polled every animation frame. */
function firstFrameAt(target: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const poll = () => {
      const video = document.querySelector<HTMLVideoElement>(target);
      if (video !== null && video.getVideoPlaybackQuality().totalVideoFrames > 0) {
        resolve(performance.timeOrigin + performance.now());
      } else requestAnimationFrame(poll);
    };
    poll();
  });
}

it('measures accept to media both ways', { timeout: 60_000 * ROUNDS }, async () => {
  const browser = await launchBrowser(FAKE_MEDIA_ARGS);
  const figures: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const account = accounts[round];
      if (account === undefined) break;
      const applicantContext = await mediaContext(browser, baseUrl);
      const operatorContext = await mediaContext(browser, baseUrl);
      try {
        const applicantPage = await applicantContext.newPage();
        const operatorPage = await operatorContext.newPage();
        const applicant = await applicantBeforeTheCall(
          applicantContext,
          baseUrl,
          `Meritev${String.fromCharCode(65 + round)}`,
        );
        await applicantPage.goto(`${baseUrl}/onboarding/?language=en#/`);
        await applicantPage.waitForURL(/#\/videochat$/);
        await passDeviceChecks(applicantPage, noCheck);
        await applicantPage.getByText(/You are number \d+ in the queue/).waitFor();
        await signInToConsole(operatorPage, baseUrl, account, noCheck);
        const accept = operatorPage.getByRole('button', { name: `Accept ${applicant.fullName}` });
        await accept.waitFor();

        const applicantSees = applicantPage.evaluate(firstFrameAt, APPLICANT_REMOTE_VIDEO);
        const acceptedAt = await operatorPage.evaluate(
          () => performance.timeOrigin + performance.now(),
        );
        await accept.click();
        const operatorSees = operatorPage.evaluate(firstFrameAt, OPERATOR_REMOTE_VIDEO);
        const noMedia = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`round ${round}: no video within 20 s`)), 20_000),
        );
        const [seenByApplicant, seenByOperator] = await Promise.race([
          Promise.all([applicantSees, operatorSees]),
          noMedia,
        ]);
        figures.push(Math.max(seenByApplicant, seenByOperator) - acceptedAt);
      } finally {
        await applicantContext.close();
        await operatorContext.close();
      }
    }
  } finally {
    await browser.close();
  }
  const sorted = [...figures].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `VIDEO_FIGURE accept to media both ways: median ${median.toFixed(0)} ms of ${figures.length} ` +
      `(${figures.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );
});
