import { chromiumLaunchOptions } from './support/browser';
import {
  approveInCall,
  decide,
  intoTheCall as enterTheCall,
  expectNoCardQuestions,
  takeEvidence,
  type Sides,
} from './support/call';
import { expect, test } from './support/fixtures';
import type { StaffAccount, StaffSession } from './support/staff';
import {
  APPLICANT_REMOTE_VIDEO,
  FAKE_MEDIA_ARGS,
  OPERATOR_REMOTE_VIDEO,
  expectFramesFlowing,
  openConsole,
  passDeviceChecks,
  videoChatState,
} from './support/video-identification';

// Decisions 132, 135 and 136: the video identification with two browser contexts, the applicant on
// Chromium's fake camera and microphone and the operator in the console: queue, accept, media both
// ways, every interactive form, the decisions, a rejoin after a reload, a call already taken.
// The closed hours have their own server (video-identification-closed.e2e.ts).

/** Full-page screenshots of both sides at 320 and 1280 px when set (they add to the run time). */
const SHOTS = process.env.VIDEO_SCREENSHOTS;
/** For a screen an earlier journey already checked. */
const noScreenCheck = (): Promise<void> => Promise.resolve();

// Chromium's fake camera and microphone for both sides of the call.
test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

// The first journey signs its operator in through the console's screens (the `staffAccount`
// fixture: a TOTP code is accepted once, so an account enrols once); the others take the worker's
// signed-in operators (`operatorSession`). A CSP violation or an uncaught exception on either side
// fails the test (the `sides` fixture).
const intoTheCall = (
  sides: Sides,
  baseUrl: string,
  firstName: string,
  operatorAs: StaffAccount | StaffSession,
  shots = false,
) => enterTheCall(sides, baseUrl, firstName, operatorAs, shots ? { shotsDir: SHOTS } : {});

test.describe('video identification (decision 132)', () => {
  // A journey through the device checks and a call takes 20 to 60 s on the two-core machine, and
  // up to 150 s while the lint lanes run beside it.
  test.describe.configure({ timeout: 180_000 });

  test('identifies the applicant with an operator, from the device check to /certificate', async ({
    sides,
    baseUrl,
    staffAccount,
  }) => {
    const call = await intoTheCall(sides, baseUrl, 'Vida', staffAccount(0), true);
    const { applicant, operator, who, checkApplicant, checkOperator } = call;

    // Media both ways: each remote picture has a size and its decoded frames keep coming.
    await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
    await expectFramesFlowing(operator, OPERATOR_REMOTE_VIDEO);
    await expect(operator.getByText('The video is connected.')).toBeVisible();
    await checkApplicant('video-call');
    await checkOperator('console-call');

    // The chat beside the video, both ways.
    await applicant.getByRole('textbox', { name: 'Your message' }).fill('Can you hear me?');
    await applicant.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(
      operator.getByRole('list', { name: 'Chat messages' }).getByText('Can you hear me?'),
    ).toBeVisible();
    await operator.getByRole('textbox', { name: 'Message' }).fill('Yes, loud and clear.');
    await operator.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(applicant.getByText('Yes, loud and clear.')).toBeVisible();

    const push = async (form: string) =>
      operator.getByRole('button', { name: form, exact: true }).press('Enter');
    const answers = operator.locator('ol.answers');

    // The phone number, read-only.
    await push('Show the phone number');
    const phone = applicant.getByRole('dialog', { name: 'Your mobile number' });
    await expect(phone).toBeVisible();
    const shown = await phone.getByRole('textbox', { name: 'Mobile number' }).inputValue();
    expect(shown.replace(/\D/g, '')).toContain(who.phone.slice('+386'.length));
    await checkApplicant('video-overlay-phone');
    await phone.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(phone).toHaveCount(0);

    // The SMS code: a wrong one is refused, the one from the SMS confirms the phone.
    await push('Confirm the phone with an SMS code');
    const otp = applicant.getByRole('dialog', { name: 'Confirm your mobile number' });
    await expect(otp).toBeVisible();
    const [, code] = await call.outbox.match(who.phone, /(\d{6})/);
    const codeField = otp.getByRole('textbox', { name: 'Code from the SMS' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await codeField.press('Enter');
    await expect(otp.getByText(/The code is not right\. You have \d+ more tr/)).toBeVisible();
    await expect(answers.getByText(/The code was wrong\. Attempts left: \d+\./)).toBeVisible();
    await checkApplicant('video-overlay-otp');
    await codeField.fill(code ?? '');
    await codeField.press('Enter');
    await expect(answers.getByText('The phone number is confirmed.')).toBeVisible();

    // The name on the card, confirmed as shown.
    await push('Confirm the name on the card');
    const card = applicant.getByRole('dialog', { name: 'Your name on the card' });
    await expect(card).toBeVisible();
    await checkApplicant('video-overlay-card');
    await card.getByRole('button', { name: 'Confirm the name' }).press('Enter');
    await expect.poll(() => answers.textContent()).toMatch(/Name on the card: VIDA ZAGAR CUK/);

    // The consents, one at a time; the operator sees each answer as it comes. Direct marketing
    // was answered on the consents page and is not asked again (decision 230): six of seven.
    await expect(
      operator.getByText('Direct marketing: answered on the consents page (no), not asked again.'),
    ).toBeVisible();
    await push('Ask the consents');
    for (let index = 1; index <= 6; index += 1) {
      const consent = applicant.getByRole('dialog', { name: `Consent ${index} of 6` });
      await expect(consent).toBeVisible();
      if (index === 1) await checkApplicant('video-overlay-consent');
      const choice = index === 4 ? 'No, I do not agree' : 'Yes, I agree';
      await consent.getByRole('button', { name: choice }).press('Enter');
      await expect(answers.getByText(/: (yes|no)$/)).toHaveCount(index);
    }
    await expect(applicant.getByRole('dialog')).toHaveCount(0);
    await expect(answers.getByText('Free cash withdrawal: no')).toHaveCount(1);
    await expect(answers.getByText(/Direct marketing/)).toHaveCount(0);

    // Evidence: a face snapshot and the checklist, by keyboard.
    await takeEvidence(operator);
    await checkOperator('console-call-answered');

    await decide(operator, 'Approve');
    await expect(operator.getByText('The identification is finished: Approved.')).toBeVisible();
    await expect(
      applicant.getByRole('heading', { name: 'Your identity is confirmed' }),
    ).toBeVisible();
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
  });

  test('a call whose applicant reloads the page connects again in the same identification', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const { applicant, applicantContext, operator, who } = await intoTheCall(
      sides,
      baseUrl,
      'Rada',
      await operatorSession(),
    );
    await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
    const before = await videoChatState(applicantContext, baseUrl, who);

    await applicant.reload();
    await applicant.waitForURL(/#\/videochat$/);
    await passDeviceChecks(applicant, noScreenCheck);
    await expect(applicant.getByRole('heading', { name: 'Video call' })).toBeVisible({
      timeout: 15_000,
    });
    await expectFramesFlowing(applicant, APPLICANT_REMOTE_VIDEO);
    await expectFramesFlowing(operator, OPERATOR_REMOTE_VIDEO);
    await expect(operator.getByText('The video is connected.')).toBeVisible();

    const after = await videoChatState(applicantContext, baseUrl, who);
    expect(after).toMatchObject({
      identificationId: before.identificationId,
      roomId: before.roomId,
      status: 'IN_CALL',
    });
    await decide(operator, 'Reject', 'Only closing the journey.');
    await expect(
      applicant.getByRole('heading', { name: 'We could not confirm your identity' }),
    ).toBeVisible();
  });

  test('a second operator cannot take the call; a rejection with a reason leads to the branch', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const first = await operatorSession(0);
    const { applicant, applicantContext, operator, who, checkApplicant } = await intoTheCall(
      sides,
      baseUrl,
      'Neja',
      first,
    );
    const { identificationId } = await videoChatState(applicantContext, baseUrl, who);

    // The second operator's queue says who has the call and offers no Accept; the API refuses.
    const secondSession = await operatorSession(1);
    const { context: secondContext, page: second } = await sides.open(secondSession);
    await openConsole(second, baseUrl);
    const row = second.getByRole('row', { name: new RegExp(who.fullName) });
    await expect(row.getByText(`In a call with ${first.account.fullName}`)).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    const taken = await secondContext.request.post(
      `${baseUrl}/services/operator/identifications/${identificationId}/accept`,
      // Bodyless, but JSON like the console's calls (decision 154).
      { headers: { 'content-type': 'application/json' } },
    );
    expect(taken.status()).toBe(409);
    expect(await taken.json()).toMatchObject({ mainError: { code: 'ALREADY_TAKEN' } });

    const reason = 'The document photo does not match the person in the call.';
    await decide(operator, 'Reject', reason);
    await expect(operator.getByText('The identification is finished: Rejected.')).toBeVisible();
    await expect(
      applicant.getByRole('heading', { name: 'We could not confirm your identity' }),
    ).toBeVisible();
    await expect(applicant.getByText(`The adviser’s reason: ${reason}`)).toBeVisible();
    await checkApplicant('video-rejected');
    await applicant.getByRole('button', { name: 'Go to the branch options' }).press('Enter');
    await applicant.waitForURL(/#\/usermessages\/errorpage/);
    await expect(
      applicant.getByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeVisible();
    await checkApplicant('video-rejected-branch');
  });

  test('a day deposit’s call asks no card: no card name, ATM or 3-D Secure; approved without', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    // Decision 230: the call's script follows the product; a deposit comes with no debit card.
    const call = await enterTheCall(sides, baseUrl, 'Pia', await operatorSession(), {
      productType: 'DAYPOSIT',
      ...(SHOTS === undefined ? {} : { shotsDir: SHOTS }),
    });
    const { operator, applicantContext, who } = call;
    await expectNoCardQuestions(operator);
    await expect(operator.locator('.script__consents > li')).toHaveText([
      'Data for claim recovery: not answered yet',
      'Sound recording: not answered yet',
      'Contact other than by post: not answered yet',
      'Credit bureau transfer: not answered yet',
    ]);
    await call.checkOperator('console-call-deposit');
    // The API refuses the card's form too, and nothing is shown to the applicant.
    const { identificationId } = await videoChatState(applicantContext, baseUrl, who);
    const pushed = await call.operatorContext.request.post(
      `${baseUrl}/services/operator/identifications/${identificationId}/actions`,
      { data: { action: 'SHOW_CONFIRM_CARD_NAME' } },
    );
    expect(pushed.status()).toBe(422);
    await expect(call.applicant.getByRole('dialog')).toHaveCount(0);
    await approveInCall(call);
  });

  test('"redo the documents" sends the applicant back to /documentsupload with the reason', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const { applicant, operator, checkApplicant } = await intoTheCall(
      sides,
      baseUrl,
      'Zala',
      await operatorSession(),
    );
    const reason = 'The back of the card is blurred; please photograph it again.';
    await decide(operator, 'Send back to redo', reason, 'Identity documents');
    await expect(
      operator.getByText('The identification is finished: Sent back to redo.'),
    ).toBeVisible();
    await expect(
      applicant.getByRole('heading', { name: 'Please correct one part of your application' }),
    ).toBeVisible();
    await expect(applicant.getByText(`The adviser’s reason: ${reason}`)).toBeVisible();
    await checkApplicant('video-redo');
    await applicant.getByRole('button', { name: 'Continue' }).press('Enter');
    await expect.poll(() => applicant.url()).toMatch(/#\/documentsupload$/);
    await expect(applicant.getByRole('heading', { name: 'Identity document' })).toBeVisible();
    await expect(
      applicant
        .locator('.notification-banner__text')
        .getByText('The adviser asked you to upload your identity document again.'),
    ).toBeVisible();
    await expect(
      applicant
        .locator('.notification-banner__description')
        .getByText(`The adviser’s reason: ${reason}`),
    ).toBeVisible();
    await checkApplicant('video-redo-documents');
  });
});
