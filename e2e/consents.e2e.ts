import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { signedInApplicant, type SignedInApplicant } from './support/applicant';
import { expectNoAxeViolations } from './support/browser';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { uploadIdentityDocumentsViaApi } from './support/documents';
import { personalDataRequestBody, submitPersonalDataViaApi } from './support/personal-data';

// Decisions 110 and 113: from the end state of /personaldata through the legal consents and the
// consent documents to the video call, by keyboard; a PEP yes that ends at the branch
// appointment; axe-core on every screen and both widths.

const SCREENSHOTS = process.env.CONSENTS_SCREENSHOTS;

test.use({ ignoredPageErrors: QUIET_WHOAMI });

async function atConsents(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
): Promise<SignedInApplicant> {
  const applicant = await signedInApplicant(context, baseUrl, { language: 'en' });
  await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
  await submitPersonalDataViaApi(context, baseUrl, applicant);
  await page.goto(`${baseUrl}/onboarding/?language=en#/`);
  await page.waitForURL(/#\/consents$/);
  await expect(page.getByRole('heading', { name: 'Legal questions and consents' })).toBeVisible();
  return applicant;
}

/** A radio group by its legend: Tab until one of its radios has focus, then Space on the option. */
async function answer(page: Page, legend: string, option: string): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  const target = group.getByRole('radio', { name: option, exact: true });
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const inGroup = await group.evaluate((fieldset) => fieldset.contains(document.activeElement));
    if (!inGroup) continue;
    // Within a group the arrows move the choice; Space takes the focused option.
    for (
      let step = 0;
      step < 3 && !(await target.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Space');
    await expect(target).toBeChecked();
    return;
  }
  throw new Error(`Tab never reached "${legend}"`);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS === undefined) return;
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('consents journey', () => {
  test('answers the legal questions and confirms the consent documents by keyboard', async ({
    page,
    context,
    baseUrl,
  }) => {
    const api = `${baseUrl}/services/slo`;
    const applicant = await atConsents(context, page, baseUrl);
    await expect(page.getByText(/close family members/)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 900 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'consents');

    // Next with nothing answered: the errors stand next to the questions.
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByText('Choose an answer.')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.locator('body').focus();
    await answer(page, 'Are you a politically exposed person?', 'No');
    await answer(page, 'Are you a US tax resident (FATCA)?', 'No');
    await answer(page, 'Are you a tax resident of a country other than Slovenia (CRS)?', 'No');
    await answer(page, 'Offers of banking products tailored to you', 'I agree');
    await answer(page, 'Offers of our partner companies (legal entities)', 'I do not agree');
    await answer(page, 'Customer satisfaction surveys and polls', 'I do not agree');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await page.waitForURL(/#\/consents\/pdf$/);
    const list = page.getByRole('list', { name: 'Documents to confirm' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 900 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'consents-pdf');

    // The link serves the exact bytes whose SHA-256 the list shows.
    const documents = (await (
      await context.request.get(
        `${api}/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
      )
    ).json()) as { documents: { id: string; sha256: string; sizeBytes: number }[] };
    const summary = page.getByRole('link', { name: /^Download Summary of the data you entered/ });
    const href = await summary.getAttribute('href');
    const file = await context.request.get(`${baseUrl}${href ?? ''}`);
    const bytes = await file.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = documents.documents.find((entry) => href?.endsWith(entry.id));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed?.sha256);
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);

    // Confirm without the box: refused next to it.
    await page.getByRole('button', { name: 'Confirm' }).press('Enter');
    await expect(page.getByText('Tick the box to confirm all documents.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'I have read and confirm all documents' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/videochat$/);

    const status = (await (
      await context.request.get(`${api}/onboarding/prospects/status?uid=${applicant.uid}`)
    ).json()) as { processes: { prospectState: string }[] };
    expect(status.processes[0]?.prospectState).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
  });

  test('a PEP yes offers the branch at once and ends at the branch appointment', async ({
    page,
    context,
    baseUrl,
  }) => {
    await atConsents(context, page, baseUrl);
    await page.locator('body').focus();
    await answer(page, 'Are you a politically exposed person?', 'Yes');
    await expect(page.getByRole('heading', { name: 'We will continue at a branch' })).toBeVisible();
    await answer(page, 'Are you a US tax resident (FATCA)?', 'No');
    await answer(page, 'Are you a tax resident of a country other than Slovenia (CRS)?', 'No');
    await answer(page, 'Offers of banking products tailored to you', 'I do not agree');
    await answer(page, 'Offers of our partner companies (legal entities)', 'I do not agree');
    await answer(page, 'Customer satisfaction surveys and polls', 'I do not agree');
    await expectNoAxeViolations(page);
    await shoot(page, 'consents-branch');
    await page.getByRole('button', { name: 'Continue to the branch appointment' }).press('Enter');
    await page.waitForURL(/#\/usermessages\/errorpage\/selectbranch$/);
    await expect(
      page.getByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The online process is over: the wizard keeps the applicant on the branch page.
    await page.goto(`${baseUrl}/onboarding/?language=en#/consents`);
    await page.waitForURL(/#\/usermessages\/errorpage\/selectbranch$/);
  });

  // Decision 131: the rules decide once, when the consent documents are accepted.
  test('an applicant the rules refuse learns the reason when confirming the documents', async ({
    page,
    context,
    baseUrl,
  }) => {
    const api = `${baseUrl}/services/slo`;
    const applicant = await signedInApplicant(context, baseUrl, { language: 'en' });
    await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
    const body = personalDataRequestBody(applicant);
    const info = await context.request.patch(
      `${api}/onboarding/prospects/${applicant.prospectId}/info`,
      {
        data: { ...body, personalInfo: { ...body.personalInfo, residentStatus: 'NON_RESIDENT' } },
      },
    );
    expect(info.status(), await info.text()).toBe(200);
    await page.goto(`${baseUrl}/onboarding/?language=en#/`);
    await page.waitForURL(/#\/consents$/);
    await expect(page.getByRole('heading', { name: 'Legal questions and consents' })).toBeVisible();
    await page.locator('body').focus();
    await answer(page, 'Are you a politically exposed person?', 'No');
    await answer(page, 'Are you a US tax resident (FATCA)?', 'No');
    await answer(page, 'Are you a tax resident of a country other than Slovenia (CRS)?', 'No');
    await answer(page, 'Offers of banking products tailored to you', 'I do not agree');
    await answer(page, 'Offers of our partner companies (legal entities)', 'I do not agree');
    await answer(page, 'Customer satisfaction surveys and polls', 'I do not agree');
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    // The legal answers alone decide nothing: the documents come first.
    await page.waitForURL(/#\/consents\/pdf$/);
    await expect(page.getByRole('list', { name: 'Documents to confirm' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have read and confirm all documents' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Confirm' }).press('Enter');
    await page.waitForURL(/#\/usermessages\/errorpage\?reason=RESIDENCY$/);
    await expect(page.getByText('available only to residents of the country')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
