import {
  chooseBranch,
  expectWelcome,
  requestCertificate,
  signContracts,
} from './support/after-identification';
import { approveInCall, intoTheCall } from './support/call';
import { expect, test } from './support/fixtures';
import { translatorFor } from './support/translate';
import { FAKE_MEDIA_ARGS } from './support/video-identification';
import { chromiumLaunchOptions } from './support/browser';

// Decision 140: the current account from its choice to the welcome page, the video identification
// through the operator console (two browser contexts), then the certificate, the contracts, the
// branch and the welcome with the app's code. The day deposit's way, with its penny transfer,
// is day-deposit.e2e.ts; the loan's, loan.e2e.ts. The earlier steps are set up through the API
// (their own journeys test their screens).

const SHOTS = process.env.JOURNEY_SCREENSHOTS;

// Chromium's fake camera and microphone for both sides of the call.
test.use({ launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS) });

test.describe('account opening to the welcome page (decision 140)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('CURRENTACCOUNT in Slovenian: operator, certificate, contracts, branch, welcome', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('sl');
    const call = await intoTheCall(sides, baseUrl, 'Tina', await operatorSession(), {
      language: 'sl',
      productType: 'CURRENTACCOUNT',
      t,
      ...(SHOTS === undefined ? {} : { shotsDir: SHOTS }),
    });
    await approveInCall(call, t);
    await requestCertificate(call, t);

    // Reloaded, the contracts are painted by the server (decision 293) and the app, passing
    // through the certificate, lands on them again.
    const { applicant } = call;
    await applicant.waitForURL(/#\/signcontract$/);
    // The app names the step it shows once it has shown it.
    await expect
      .poll(async () => (await call.applicantContext.request.get(`${baseUrl}/onboarding/`)).text())
      .toContain('<meta name="portal-prerendered" content="#/signcontract">');
    await applicant.reload();
    await expect(applicant.locator('.prerendered-page')).toHaveCount(0);
    await expect(
      applicant.getByRole('heading', { name: t('signing.contracts.title') }),
    ).toBeVisible();
    await signContracts(call, t);
    await chooseBranch(call, t);
    await expectWelcome(call.applicant, t, call.checkApplicant);

    // The server agrees: the product is active and the welcome e-mail carries the code.
    const status = await call.applicantContext.request.get(
      `${baseUrl}/services/slo/onboarding/prospects/status?uid=${call.who.uid}`,
    );
    const [process] = ((await status.json()) as { processes: { productState: string }[] })
      .processes;
    expect(process?.productState).toBe('PRODUCT_ACTIVE');
    await call.outbox.match(call.who.email, /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  });
});
