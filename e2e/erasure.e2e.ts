import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { awaitOutboxMatch, signedInApplicant } from './support/applicant';
import { expectNoAxeViolations, usePageSession } from './support/browser';

// Issue 16 point 4, decisions 152 and 157: an applicant asks from My application for their data
// to be erased, confirms in the dialog, follows the e-mailed link, and is gone: a later sign-in
// finds no account. axe-core on every screen; each screen photographed at 390 and 1280 px.

const baseUrl = inject('baseUrl');
const api = `${baseUrl}/services/slo`;
const SHOTS = '/tmp/h/shots';

const session = usePageSession({
  // The public confirmation page asks whoami quietly (401); a spent or forged link answers 4xx.
  ignoreErrors: /status of (400|401|410)/,
});

/** The page at a phone's and a desktop's width, then back to the desktop. */
async function photograph(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/e2e-${name}-${width}.png`, fullPage: true });
  }
}

describe('erasure on request', { timeout: 180_000 }, () => {
  it('is asked for in My application, confirmed by the e-mailed link, and leaves no account', async () => {
    const applicant = await signedInApplicant(session.context, baseUrl, { language: 'en' });
    const { page } = session;

    await page.goto(`${baseUrl}/onboarding/?language=en#/myapplication`);
    const section = page.getByRole('region', { name: 'Delete my data' });
    await section.getByRole('button', { name: 'Delete my data' }).waitFor();
    await expect(
      section.getByText(/for 5 years after our relationship ends/).count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await photograph(page, 'my-application');

    await section.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-dialog');

    await dialog.getByRole('button', { name: 'Yes, send me the link' }).click();
    const [local, domain] = applicant.email.split('@');
    await section
      .getByText(`We sent a link to ${local?.slice(0, 1)}***@${domain}.`, { exact: false })
      .waitFor();
    expect(await dialog.count()).toBe(0);
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-sent');

    // The link exactly as the e-mail has it.
    const [link] = await awaitOutboxMatch(
      session.context.request,
      baseUrl,
      applicant.email,
      /\S+\/erasure\/confirm\?token=[^\s"<>]+/,
    );
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your data is being deleted' }).waitFor();
    await page.getByText(/Your session has ended/).waitFor();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-confirmed');

    // The session ended with the confirmation.
    const whoami = await session.context.request.get(`${api}/security/action/whoami`);
    expect(whoami.status()).toBe(401);

    // The job erases: a sign-in with the same e-mail and password then finds no account.
    await expect
      .poll(
        async () => {
          const login = await session.context.request.post(`${api}/security/action/auth/login`, {
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
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('401 LOGIN_INVALID');

    // The same link once more, opened afresh: it no longer works, and says what that means.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-link-spent');
  });

  it('a forged link says it does not work and how to ask again', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/onboarding/?language=en#/erasure/confirm?token=not-a-token`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(page);
    await photograph(page, 'erasure-link-invalid');
  });
});
