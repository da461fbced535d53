import { chromiumLaunchOptions } from './support/browser';
import { decide, intoTheCall, type Call } from './support/call';
import { uploadIdentityDocumentsViaApi } from './support/documents';
import { expect, test } from './support/fixtures';
import {
  FAKE_MEDIA_ARGS,
  openConsole,
  passDeviceChecks,
  screenChecker,
} from './support/video-identification';

// Decision 244: a correction in the video call keeps the application. The operator sends the
// applicant back to fix one part; only that part is asked for, with the operator's reason, and the
// applicant returns to the call first in line, offered to the same operator. A rejection ends it.
// Lean on purpose: the screens of the call itself are checked by video-identification.e2e.ts, so
// axe-core runs here only on the screens this decision adds.

test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

/** The screens of the call are video-identification.e2e.ts's to check. */
const notTheCallsScreens = { axeOn: () => false } as const;

/**
 * The applicant back from the step they fixed: through the device checks into the queue, where
 * the operator who sent them back sees them first, marked as returning to them, and takes them.
 */
async function backToTheSameOperator(call: Call): Promise<void> {
  const { applicant, operator, who } = call;
  await openConsole(operator, call.baseUrl);
  await applicant.waitForURL(/#\/videochat$/);
  await passDeviceChecks(applicant, () => Promise.resolve());
  const row = operator.getByRole('row', { name: new RegExp(who.fullName) });
  await expect(row.getByText(/^Returning to you: you sent them back\./)).toBeVisible();
  await expect(operator.getByRole('row').nth(1)).toContainText(who.fullName);
  await screenChecker(operator, 'operator', undefined)('console-queue-returning');
  await row.getByRole('button', { name: `Accept ${who.fullName}` }).press('Enter');
  await expect(
    operator.getByRole('heading', { name: `Video identification: ${who.fullName}` }),
  ).toBeVisible({ timeout: 15_000 });
  // The call is closed, so that this worker's operator is free when the next journey's applicant
  // returns (a returning applicant is held only for a free operator, decision 244).
  await decide(operator, 'Reject', 'The journey ends here.');
  await expect(operator.getByText('The identification is finished: Rejected.')).toBeVisible();
}

test.describe('corrections in the video call (decision 244)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('documents sent back: only the documents are asked for, then back to the same operator', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const call = await intoTheCall(
      sides,
      baseUrl,
      'Tina',
      await operatorSession(),
      notTheCallsScreens,
    );
    const { applicant, applicantContext, operator, who } = call;
    const reason = 'The back of the card is blurred; please photograph it again.';
    await decide(operator, 'Send back to redo', reason, 'Identity documents');
    await expect(
      operator.getByText('The identification is finished: Sent back to redo.'),
    ).toBeVisible();
    await applicant.getByRole('button', { name: 'Continue' }).press('Enter');
    await applicant.waitForURL(/#\/documentsupload$/);

    // My application says what is to be fixed and why.
    await applicant.goto(`${baseUrl}/onboarding/?language=en#/myapplication`);
    const toFix = applicant.getByRole('region', { name: 'To be corrected' });
    await expect(
      toFix.getByText('The adviser asked you to upload your identity document again.'),
    ).toBeVisible();
    await expect(toFix.getByText(`The adviser’s reason: ${reason}`)).toBeVisible();
    await screenChecker(applicant, 'applicant', undefined)('my-application-correction');

    // The documents again (by the API: the upload screens have their own journey), and straight
    // back to the call: no personal data, consents or consent documents on the way.
    await uploadIdentityDocumentsViaApi(applicantContext, baseUrl, who);
    // A fresh load reads the state the server moved on (the page's status is from before).
    await applicant.goto(`${baseUrl}/onboarding/?language=en#/`);
    await applicant.reload();
    await backToTheSameOperator(call);
  });

  test('a data section sent back: only that section opens with the reason, then back to the call', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const call = await intoTheCall(
      sides,
      baseUrl,
      'Lara',
      await operatorSession(),
      notTheCallsScreens,
    );
    const { applicant, operator } = call;
    const reason = 'The house number does not match your document.';
    await decide(operator, 'Send back to redo', reason, 'Address');
    await expect(
      operator.getByText('The identification is finished: Sent back to redo.'),
    ).toBeVisible();
    await applicant.getByRole('button', { name: 'Continue' }).press('Enter');
    await applicant.waitForURL(/#\/personaldata$/);

    const note = applicant.getByRole('note', {
      name: 'The adviser asked you to correct this section',
    });
    await expect(note.getByText(`Their reason: ${reason}`)).toBeVisible();
    await expect(applicant.getByRole('heading', { name: 'Address' })).toBeVisible();
    await expect(applicant.getByRole('heading', { name: 'Employment' })).toHaveCount(0);
    await expect(applicant.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
    await screenChecker(applicant, 'applicant', undefined)('personal-data-correction');

    const house = applicant.getByRole('textbox', { name: 'House number' });
    await house.fill('12A');
    await applicant.getByRole('button', { name: 'Next' }).press('Enter');
    await backToTheSameOperator(call);
  });

  test('a rejection ends the application with the reason on both sides', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const { applicant, operator } = await intoTheCall(
      sides,
      baseUrl,
      'Maja',
      await operatorSession(),
      notTheCallsScreens,
    );
    const reason = 'The person in the call is not the one on the document.';
    await decide(operator, 'Reject', reason);
    await expect(operator.getByText('The identification is finished: Rejected.')).toBeVisible();
    await expect(
      applicant.getByRole('heading', { name: 'We could not confirm your identity' }),
    ).toBeVisible();
    await expect(applicant.getByText(`The adviser’s reason: ${reason}`)).toBeVisible();
  });
});
