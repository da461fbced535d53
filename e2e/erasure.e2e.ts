import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/browser';
import { expect, test } from './support/fixtures';

// Decisions 152 and 157: an applicant asks from My application for their data
// to be erased, confirms in the dialog, follows the e-mailed link, and is gone: a later sign-in
// finds no account. axe-core on every screen; each screen photographed at 390 and 1280 px when
// JOURNEY_SCREENSHOTS names a folder.

/** Full-page screenshots for a person to look at, only when asked (decision 256). */
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

// The public confirmation page asks whoami quietly (401); a spent or forged link answers 4xx.
test.use({ ignoredPageErrors: /status of (400|401|410)/ });

/** The page at a phone's and a desktop's width, then back to the desktop. */
async function photograph(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/e2e-${name}-${width}.png`, fullPage: true });
  }
}

test.describe('erasure on request', () => {
  test.describe.configure({ timeout: 180_000 });

  test('is asked for in My application, confirmed by the e-mailed link, and leaves no account', async ({
    page,
    context,
    baseUrl,
    applicant,
    outbox,
  }) => {
    const api = `${baseUrl}/services/slo`;

    await page.goto('/onboarding/?language=en#/myapplication');
    const section = page.getByRole('region', { name: 'Delete my data' });
    await expect(section.getByRole('button', { name: 'Delete my data' })).toBeVisible();
    await expect(
      section.getByText(/for 5 years after our relationship ends/).count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await photograph(page, 'my-application');

    await section.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-dialog');

    await dialog.getByRole('button', { name: 'Yes, send me the link' }).click();
    const [local, domain] = applicant.email.split('@');
    await expect(
      section.getByText(`We sent a link to ${local?.slice(0, 1)}***@${domain}.`, { exact: false }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-sent');

    // The link exactly as the e-mail has it.
    const [link] = await outbox.match(applicant.email, /\S+\/erasure\/confirm\?token=[^\s"<>]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your data is being deleted' })).toBeVisible();
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-confirmed');

    // The session ended with the confirmation.
    const whoami = await context.request.get(`${api}/security/action/whoami`);
    expect(whoami.status()).toBe(401);

    // The job erases: a sign-in with the same e-mail and password then finds no account.
    await expect
      .poll(
        async () => {
          const login = await context.request.post(`${api}/security/action/auth/login`, {
            data: {
              username: applicant.email,
              password: applicant.password,
              credentialsType: 'PASSWORD',
            },
            // An address of its own, so the polling stays within the per-address sign-in limits.
            headers: { 'x-forwarded-for': '10.16.0.1' },
          });
          const body = (await login.json()) as { mainError?: { code?: string } };
          return `${login.status()} ${body.mainError?.code ?? ''}`;
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe('401 LOGIN_INVALID');

    // The same link once more, opened afresh: it no longer works, and says what that means.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-link-spent');
  });

  test('a forged link says it does not work and how to ask again', async ({ page }) => {
    await page.goto(`/onboarding/?language=en#/erasure/confirm?token=not-a-token`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-link-invalid');
  });
});
