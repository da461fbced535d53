import { API_BASE_OPERATOR } from '@onboarding/domain';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions, expectNoAxeViolations } from './support/browser';
import { decide, intoTheCall, readyForApproval } from './support/call';
import { withContrast } from './support/contrast';
import { expect, test } from './support/fixtures';
import { ENGLISH as t } from './support/translate';
import { applicantBeforeTheCall, FAKE_MEDIA_ARGS } from './support/video-identification';

// Decision 267: a PEP applicant's approval waits for a second staff member. The applicant is put
// before the call through the API; the call, both approvals and the applicant's next step are
// driven in the browser. The device checks and the call's screens are checked by
// video-identification.e2e.ts; this journey checks its own screens only.

test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

test.describe('four eyes (decision 267)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a PEP applicant’s approval waits for a second operator', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const first = await operatorSession(0);
    const second = await operatorSession(1);
    const call = await intoTheCall(sides, baseUrl, 'Petra', first, {
      prepare: (context) =>
        applicantBeforeTheCall(context, baseUrl, 'Petra', {
          positionHeld: 'PUBLIC_SECTOR_INSTITUTION',
        }),
      axeOn: () => false,
    });
    const { applicant, operator, who } = call;

    // The first operator approves after the confirmation, which sums the decision up.
    await readyForApproval(call);
    await operator.getByRole('button', { name: 'Confirm the decision' }).press('Enter');
    const confirmation = operator.getByRole('dialog', { name: 'Approve this identification?' });
    await expect(confirmation.getByText(who.fullName)).toBeVisible();
    await expectNoAxeViolations(operator);
    await operator.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    await decide(operator, 'Approve');
    await expect(
      operator.getByText('The identification is finished: Waiting for a second approval.'),
    ).toBeVisible();
    await expect(
      operator.getByText('Why a second approval: Politically exposed person'),
    ).toBeVisible();
    await expect(operator.locator('.stage__status')).toContainText('Approved by you.');

    // The applicant's call ends with its own message; the next step is not open yet.
    const waiting = t('videoChat.outcome.AWAITING_SECOND_APPROVAL.title');
    await expect(applicant.getByRole('heading', { name: waiting })).toBeVisible();
    await expectNoAxeViolations(applicant);

    // The same operator cannot give the second approval: the list says so, the server refuses it.
    await operator.goto(`${baseUrl}/operator/?language=en#/four-eyes`);
    const own = operator.getByRole('row').filter({ hasText: who.fullName });
    await expect(own.getByText('Your approval: a colleague confirms it')).toBeVisible();
    await expect(own.getByRole('button', { name: `Approve ${who.fullName}` })).toHaveCount(0);
    const identificationId = await waitingIdentification(operator, baseUrl, who.fullName);
    const refused = await operator.request.post(
      `${baseUrl}${API_BASE_OPERATOR}/identifications/${identificationId}/second-decision`,
      { data: { outcome: 'APPROVE' } },
    );
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      mainError: { code: 'SECOND_APPROVER_SAME_AS_FIRST' },
    });

    // A second staff member approves from the list, in both contrast modes, by keyboard.
    const { page: desk } = await sides.open(second);
    await desk.goto(`${baseUrl}/operator/?language=en#/four-eyes`);
    const heading = desk.getByRole('heading', {
      name: 'Approvals waiting for a second pair of eyes',
    });
    await expect(heading).toBeVisible();
    const row = desk.getByRole('row').filter({ hasText: who.fullName });
    await expect(row.getByText('Politically exposed person')).toBeVisible();
    await expectNoAxeViolations(desk);
    await withContrast(desk, true);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(desk);
    await withContrast(desk, false);
    await row.getByRole('button', { name: `Approve ${who.fullName}` }).press('Enter');
    const dialog = desk.getByRole('dialog', { name: 'Give the second approval?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).press('Enter');
    await expect(
      desk.getByText(`${who.fullName} is approved. The applicant continues with the next step.`),
    ).toBeVisible();

    // The applicant's next step opens.
    await applicant
      .getByRole('button', { name: t('videoChat.outcome.AWAITING_SECOND_APPROVAL.check') })
      .press('Enter');
    await expect(
      applicant.getByRole('heading', { name: t('videoChat.outcome.APPROVED.title') }),
    ).toBeVisible();
    await applicant.getByRole('button', { name: t('videoChat.continue') }).press('Enter');
    await applicant.waitForURL(/#\/certificate$/);
  });
});

/** The waiting identification of `fullName`, as the four-eyes list answers it. */
async function waitingIdentification(
  page: Page,
  baseUrl: string,
  fullName: string,
): Promise<string> {
  const response = await page.request.get(`${baseUrl}${API_BASE_OPERATOR}/four-eyes`);
  expect(response.status()).toBe(200);
  const { approvals } = (await response.json()) as {
    approvals: { identificationId: string; fullName: string }[];
  };
  const found = approvals.find((approval) => approval.fullName === fullName);
  if (found === undefined) throw new Error(`${fullName} is not waiting for a second approval`);
  return found.identificationId;
}
