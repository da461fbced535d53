import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { applicantBeforeTheCall, screenChecker } from './support/video-identification';

// Decisions 061 and 132: outside the video operators' hours an applicant who reaches /videochat is
// sent to /usermessages/callcenterclosed, told when the advisers are next available and offered a
// booked video call or a call back. A server of its own, open only tomorrow (in the bank's zone).

const SHOTS = process.env.VIDEO_SCREENSHOTS;
const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Tomorrow's weekday in Europe/Ljubljana, as OPERATOR_HOURS names it. */
function tomorrowInLjubljana(): string {
  const today = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    timeZone: 'Europe/Ljubljana',
  }).format(new Date());
  const index = SHORT_DAYS.indexOf(today);
  if (index < 0) throw new Error(`unknown weekday ${today}`);
  return DAYS[(index + 1) % DAYS.length] ?? 'MON';
}

test.use({
  ownServerEnv: { OPERATOR_HOURS: `${tomorrowInLjubljana()} 08:00-21:00` },
  ignoredPageErrors: QUIET_WHOAMI,
});

test.describe('video identification outside the operators’ hours (decision 132)', () => {
  test('sends the applicant to the closed page with the next opening and the offers', async ({
    page,
    context,
    baseUrl,
  }) => {
    const applicant = await applicantBeforeTheCall(context, baseUrl, 'Tina');
    await page.goto(`${baseUrl}/onboarding/?language=en#/videochat`);
    await page.waitForURL(/#\/usermessages\/callcenterclosed$/);
    await expect(
      page.getByText('Our video advisers are next available tomorrow from 08:00.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a video call' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a call back' })).toBeVisible();
    await screenChecker(page, 'applicant', SHOTS)('callcenterclosed');

    // The server holds the gate too: a device report that passes every check still finds no call.
    const measured = { start: 0, end: 1000, durationMs: 1000, sizeBytes: 250_000, kbps: 2000 };
    const start = await context.request.patch(
      `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/videochat/start`,
      {
        data: {
          recordingConsent: true,
          device: {
            browser: 'Chromium',
            webrtc: true,
            microphone: true,
            camera: { width: 640, height: 480, frameRate: 30 },
            network: { download: measured, upload: measured },
          },
        },
      },
    );
    expect(start.status()).toBe(409);
    expect(await start.json()).toMatchObject({ mainError: { code: 'CALL_CENTER_CLOSED' } });

    // Booking takes the applicant to the contact form with the video call chosen.
    await page.getByRole('link', { name: 'Book a video call' }).press('Enter');
    await page.waitForURL(/choice=APPOINTMENT/);
  });
});
