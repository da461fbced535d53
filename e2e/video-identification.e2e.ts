import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { awaitOutboxMatch } from './support/applicant';
import { launchBrowser } from './support/browser';
import {
  createSides,
  decide,
  intoTheCall as enterTheCall,
  takeEvidence,
  type Sides,
} from './support/call';
import { runAccount, type StaffAccount } from './support/staff';
import {
  APPLICANT_REMOTE_VIDEO,
  FAKE_MEDIA_ARGS,
  OPERATOR_REMOTE_VIDEO,
  expectFramesFlowing,
  passDeviceChecks,
  signInToConsole,
  videoChatState,
} from './support/video-identification';

// Issue 13 point 9: the video identification with two browser contexts, the applicant on
// Chromium's fake camera and microphone and the operator in the console: queue, accept, media both
// ways, every interactive form, the decisions, a rejoin after a reload, a call already taken.
// The closed hours have their own server (video-identification-closed.e2e.ts).

const baseUrl = inject('baseUrl');
const staff = inject('staffAccounts');
/** Full-page screenshots of both sides at 320 and 1280 px when set (they add to the run time). */
const SHOTS = process.env.VIDEO_SCREENSHOTS;
/** A journey through the device checks and a call takes 20 to 60 s on the two-core machine. */
const CALL_TIMEOUT = 120_000;

/** Each journey its own operators (a TOTP code is accepted once, so an account signs in once). */
const account = (index: number): StaffAccount => runAccount(staff, index);

/** For a screen an earlier journey already checked. */
const noScreenCheck = (): Promise<void> => Promise.resolve();

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
  // A CSP violation or an uncaught exception on either side shows up here.
  expect(await sides.close()).toEqual([]);
});

const openSide = () => sides.open();
const intoTheCall = (firstName: string, operatorAccount: StaffAccount, shots = false) =>
  enterTheCall(sides, baseUrl, firstName, operatorAccount, shots ? { shotsDir: SHOTS } : {});

describe('video identification (issue 13)', () => {
  it(
    'identifies the applicant with an operator, from the device check to /certificate',
    async () => {
      const call = await intoTheCall('Vida', account(0), true);
      const { applicant, operator, who, checkApplicant, checkOperator } = call;

      // Media both ways: each remote picture has a size and its decoded frames keep coming.
      await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
      await expectFramesFlowing(operator, OPERATOR_REMOTE_VIDEO);
      await operator.getByText('The video is connected.').waitFor();
      await checkApplicant('video-call');
      await checkOperator('console-call');

      // The chat beside the video, both ways.
      await applicant.getByRole('textbox', { name: 'Your message' }).fill('Can you hear me?');
      await applicant.getByRole('button', { name: 'Send' }).press('Enter');
      await operator
        .getByRole('list', { name: 'Chat messages' })
        .getByText('Can you hear me?')
        .waitFor();
      await operator.getByRole('textbox', { name: 'Message' }).fill('Yes, loud and clear.');
      await operator.getByRole('button', { name: 'Send' }).press('Enter');
      await applicant.getByText('Yes, loud and clear.').waitFor();

      const push = async (form: string) =>
        operator.getByRole('button', { name: form, exact: true }).press('Enter');
      const answers = operator.locator('ol.answers');

      // The phone number, read-only.
      await push('Show the phone number');
      const phone = applicant.getByRole('dialog', { name: 'Your mobile number' });
      await phone.waitFor();
      const shown = await phone.getByRole('textbox', { name: 'Mobile number' }).inputValue();
      expect(shown.replace(/\D/g, '')).toContain(who.phone.slice('+386'.length));
      await checkApplicant('video-overlay-phone');
      await phone.getByRole('button', { name: 'Close' }).press('Enter');
      await phone.waitFor({ state: 'detached' });

      // The SMS code: a wrong one is refused, the one from the SMS confirms the phone.
      await push('Confirm the phone with an SMS code');
      const otp = applicant.getByRole('dialog', { name: 'Confirm your mobile number' });
      await otp.waitFor();
      const [, code] = await awaitOutboxMatch(
        call.applicantContext.request,
        baseUrl,
        who.phone,
        /(\d{6})/,
      );
      const codeField = otp.getByRole('textbox', { name: 'Code from the SMS' });
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await codeField.press('Enter');
      await otp.getByText(/The code is not right\. You have \d+ more tr/).waitFor();
      await answers.getByText(/The code was wrong\. Attempts left: \d+\./).waitFor();
      await checkApplicant('video-overlay-otp');
      await codeField.fill(code ?? '');
      await codeField.press('Enter');
      await answers.getByText('The phone number is confirmed.').waitFor();

      // The name on the card, confirmed as shown.
      await push('Confirm the name on the card');
      const card = applicant.getByRole('dialog', { name: 'Your name on the card' });
      await card.waitFor();
      await checkApplicant('video-overlay-card');
      await card.getByRole('button', { name: 'Confirm the name' }).press('Enter');
      await expect.poll(() => answers.textContent()).toMatch(/Name on the card: VIDA ZAGAR CUK/);

      // The seven consents, one at a time; the operator sees each answer as it comes.
      await push('Ask the consents');
      for (let index = 1; index <= 7; index += 1) {
        const consent = applicant.getByRole('dialog', { name: `Consent ${index} of 7` });
        await consent.waitFor();
        if (index === 1) await checkApplicant('video-overlay-consent');
        const choice = index === 4 ? 'No, I do not agree' : 'Yes, I agree';
        await consent.getByRole('button', { name: choice }).press('Enter');
        await expect.poll(() => answers.getByText(/: (yes|no)$/).count()).toBe(index);
      }
      await applicant.getByRole('dialog').waitFor({ state: 'detached' });
      await expect(answers.getByText('Direct marketing: no').count()).resolves.toBe(1);

      // Evidence: a face snapshot and the checklist, by keyboard.
      await takeEvidence(operator);
      await checkOperator('console-call-answered');

      await decide(operator, 'Approve');
      await operator.getByText('The identification is finished: Approved.').waitFor();
      await applicant.getByRole('heading', { name: 'Your identity is confirmed' }).waitFor();
      await checkApplicant('video-approved');
      await checkOperator('console-approved');
      await applicant.getByRole('button', { name: 'Continue' }).press('Enter');
      await applicant.waitForURL(/#\/certificate$/);

      // The applicant's session reaches nothing of the console.
      const { request } = call.applicantContext;
      const state = await videoChatState(call.applicantContext, baseUrl, who);
      expect(state.status).toBe('APPROVED');
      const queue = await request.get(`${baseUrl}/services/operator/queue`);
      expect(queue.status()).toBe(401);
      const accept = await request.post(
        `${baseUrl}/services/operator/identifications/${state.identificationId}/accept`,
        // Bodyless, but JSON like the console's calls (decision 154).
        { headers: { 'content-type': 'application/json' } },
      );
      expect(accept.status()).toBe(401);
    },
    CALL_TIMEOUT,
  );

  it(
    'a call whose applicant reloads the page connects again in the same identification',
    async () => {
      const { applicant, applicantContext, operator, who } = await intoTheCall('Rada', account(1));
      await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
      const before = await videoChatState(applicantContext, baseUrl, who);

      await applicant.reload();
      await applicant.waitForURL(/#\/videochat$/);
      await passDeviceChecks(applicant, noScreenCheck);
      await applicant.getByRole('heading', { name: 'Video call' }).waitFor({ timeout: 15_000 });
      await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
      await expectFramesFlowing(operator, OPERATOR_REMOTE_VIDEO);
      await operator.getByText('The video is connected.').waitFor();

      const after = await videoChatState(applicantContext, baseUrl, who);
      expect(after).toMatchObject({
        identificationId: before.identificationId,
        roomId: before.roomId,
        status: 'IN_CALL',
      });
      await decide(operator, 'Reject', 'Only closing the journey.');
      await applicant
        .getByRole('heading', { name: 'We could not confirm your identity' })
        .waitFor();
    },
    CALL_TIMEOUT,
  );

  it(
    'a second operator cannot take the call; a rejection with a reason leads to the branch',
    async () => {
      const { applicant, applicantContext, operator, who, checkApplicant } = await intoTheCall(
        'Nika',
        account(2),
      );
      const { identificationId } = await videoChatState(applicantContext, baseUrl, who);

      // The second operator's queue says who has the call and offers no Accept; the API refuses.
      const { context: secondContext, page: second } = await openSide();
      await signInToConsole(second, baseUrl, account(3), noScreenCheck);
      const row = second.getByRole('row', { name: new RegExp(who.fullName) });
      await row.getByText(`In a call with ${account(2).fullName}`).waitFor();
      await expect(row.getByRole('button').count()).resolves.toBe(0);
      const taken = await secondContext.request.post(
        `${baseUrl}/services/operator/identifications/${identificationId}/accept`,
        // Bodyless, but JSON like the console's calls (decision 154).
        { headers: { 'content-type': 'application/json' } },
      );
      expect(taken.status()).toBe(409);
      expect(await taken.json()).toMatchObject({ mainError: { code: 'ALREADY_TAKEN' } });

      const reason = 'The document photo does not match the person in the call.';
      await decide(operator, 'Reject', reason);
      await operator.getByText('The identification is finished: Rejected.').waitFor();
      await applicant
        .getByRole('heading', { name: 'We could not confirm your identity' })
        .waitFor();
      await applicant.getByText(`The adviser’s reason: ${reason}`).waitFor();
      await checkApplicant('video-rejected');
      await applicant.getByRole('button', { name: 'Go to the branch options' }).press('Enter');
      await applicant.waitForURL(/#\/usermessages\/errorpage/);
      await applicant.getByRole('heading', { name: 'Book an appointment at a branch' }).waitFor();
      await checkApplicant('video-rejected-branch');
    },
    CALL_TIMEOUT,
  );

  it(
    '"redo the documents" sends the applicant back to /documentsupload with the reason',
    async () => {
      const { applicant, operator, checkApplicant } = await intoTheCall('Zala', account(4));
      const reason = 'The back of the card is blurred; please photograph it again.';
      await decide(operator, 'Send back to redo', reason, 'Identity documents');
      await operator.getByText('The identification is finished: Sent back to redo.').waitFor();
      await applicant
        .getByRole('heading', { name: 'Please correct one part of your application' })
        .waitFor();
      await applicant.getByText(`The adviser’s reason: ${reason}`).waitFor();
      await checkApplicant('video-redo');
      await applicant.getByRole('button', { name: 'Continue' }).press('Enter');
      await expect.poll(() => applicant.url()).toMatch(/#\/documentsupload$/);
      await applicant.getByRole('heading', { name: 'Identity document' }).waitFor();
      await applicant
        .locator('.notification-banner__text')
        .getByText('The adviser asked you to upload your identity document again.')
        .waitFor();
      await applicant
        .locator('.notification-banner__description')
        .getByText(`The adviser’s reason: ${reason}`)
        .waitFor();
      await checkApplicant('video-redo-documents');
    },
    CALL_TIMEOUT,
  );
});
