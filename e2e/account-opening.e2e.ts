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
import { JOURNEY_DEPOSIT } from './support/deposit';

// Decision 140: each process from its choice to the welcome page, the video identification
// through the operator console (two browser contexts), then the certificate, the contracts, the
// branch, the penny transfer where the process has one, and the welcome with the app's code.
// The earlier steps are set up through the API (their own journeys test their screens).

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

  test('DAYPOSIT in English: … branch, penny transfer paid by the simulator, welcome', async ({
    sides,
    baseUrl,
    operatorSession,
  }) => {
    const t = translatorFor('en');
    const call = await intoTheCall(sides, baseUrl, 'Maja', await operatorSession(), {
      language: 'en',
      productType: 'DAYPOSIT',
      t,
    });
    await approveInCall(call, t);
    await requestCertificate(call, t);
    await signContracts(call, t);
    await chooseBranch(call, t);

    const { applicant, applicantContext } = call;
    await applicant.waitForURL(/#\/pennytransfer$/);
    await expect(applicant.getByRole('heading', { name: t('pennyTransfer.title') })).toBeVisible();
    await expect(applicant.getByText(t('pennyTransfer.waiting.status'))).toBeVisible();
    await call.checkApplicant('penny-transfer');
    const reference =
      (await applicant
        .getByText(/^SI12 ?\d/)
        .first()
        .textContent()) ?? '';
    // The bank's payment feed, simulated: the applicant pays from their own account.
    const paid = await applicantContext.request.post(`${baseUrl}/services/slo/dev/payments`, {
      data: {
        reference: reference.replace(/\s/g, ''),
        payerName: call.who.fullName,
        // The deposit chosen before the consents, from the account declared (decision 232).
        amount: JOURNEY_DEPOSIT.amountPaid,
        payerIban: JOURNEY_DEPOSIT.ownIban,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await expect(
      applicant.getByRole('heading', { name: t('pennyTransfer.paid.heading') }),
    ).toBeVisible({ timeout: 20_000 });
    await applicant.getByRole('button', { name: t('pennyTransfer.paid.continue') }).press('Enter');
    await expectWelcome(applicant, t, call.checkApplicant);
  });
});
