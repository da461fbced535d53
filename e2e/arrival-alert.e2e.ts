import { expectNoAxeViolations, watchPageErrors } from './support/browser';
import { withContrast } from './support/contrast';
import { joinQueue, leaveQueue } from './support/decided-call';
import { expect, test } from './support/fixtures';
import { applicantBeforeTheCall } from './support/video-identification';

// Decision 270: the operator gets the arrival alert. An operator idles on the console's operations
// screen; an applicant, brought to the call through the API, joins the empty queue: the tab's
// title changes, the live region says so and the WebAudio chime plays. The operator switches the
// alert off (remembered over a reload); the next caller changes nothing. The applicants are
// seeded through the API: the call itself has its own journeys.

test.describe('arrival alert (decision 270)', () => {
  test('an idle operator hears, sees and is told of a caller, until the alert is switched off', async ({
    browser,
    baseUrl,
    operatorSession,
  }) => {
    const session = await operatorSession();
    // Two applicants of their own, ready at the call (seeded at once: the slow part).
    const [firstContext, secondContext] = [await browser.newContext(), await browser.newContext()];
    const operatorContext = await browser.newContext({ storageState: session.storageState });
    try {
      const [first, second] = await Promise.all([
        applicantBeforeTheCall(firstContext, baseUrl, 'Alarm'),
        applicantBeforeTheCall(secondContext, baseUrl, 'Tihi'),
      ]);
      const page = await operatorContext.newPage();
      const errors = watchPageErrors(page);
      // Counts the chime's notes: WebAudio plays nothing a test can hear.
      await page.addInitScript(() => {
        const counted = window as unknown as { notes: number };
        counted.notes = 0;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
        const create = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function createCounted(this: AudioContext) {
          counted.notes += 1;
          return create.call(this);
        };
      });
      const notes = () => page.evaluate(() => (window as unknown as { notes: number }).notes);

      await page.goto(`${baseUrl}/operator/?language=en#/operations`);
      const heading = page.getByRole('heading', { level: 2, name: 'Operations' });
      await expect(heading).toBeVisible();
      const waiting = page.getByRole('region', { name: 'The queue now' }).locator('dd').first();
      await expect(waiting).toHaveText('0');
      await expectNoAxeViolations(page);
      await withContrast(page, true);
      await expect(heading).toBeVisible();
      await expectNoAxeViolations(page);
      await withContrast(page, false);
      await expect(waiting).toHaveText('0');
      const title = await page.title();
      // The page was clicked once, as an operator's is: the browser lets it make sound.
      await heading.click();

      await joinQueue(firstContext, baseUrl, first);
      await expect(page).toHaveTitle(`(1) Caller waiting – ${title}`);
      await expect(page.getByRole('status').filter({ hasText: 'caller' })).toHaveText(
        'A caller is waiting in the queue.',
      );
      await expect.poll(notes).toBe(2);
      await leaveQueue(firstContext, baseUrl, first);
      await expect(page).toHaveTitle(title);

      // Switched off by keyboard, and remembered by the browser.
      for (const name of ['Play a short sound', 'Show it in the tab title and announce it']) {
        const box = page.getByRole('checkbox', { name });
        await box.focus();
        await page.keyboard.press('Space');
        await expect(box).not.toBeChecked();
      }
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Play a short sound' })).not.toBeChecked();
      await expect(waiting).toHaveText('0');

      await joinQueue(secondContext, baseUrl, second);
      await expect(waiting).toHaveText('1');
      await expect(page).toHaveTitle(title);
      expect(await notes()).toBe(0);
      await expect(page.getByRole('status').filter({ hasText: 'caller' })).toHaveCount(0);
      await leaveQueue(secondContext, baseUrl, second);
      await expect(waiting).toHaveText('0');
      expect(errors, 'console errors of the operator’s page').toEqual([]);
    } finally {
      await Promise.all(
        [firstContext, secondContext, operatorContext].map((context) => context.close()),
      );
    }
  });
});
