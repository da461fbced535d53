import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/browser';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';

// Both apps ask who is signed in on load; the anonymous answer is a 401 the browser logs.
test.use({ ignoredPageErrors: QUIET_WHOAMI });

// The root is the home gate, which sends a visitor without a session to /lightsignup.
async function openApplicantPortal(page: Page, hashPath = '/lightsignup') {
  const response = await page.goto(`/onboarding/#${hashPath}`);
  expect(response?.status()).toBe(200);
  // The sign-up page index.html paints is inert until the app's own render replaces it (221).
  await expect(page.locator('.prerendered-page')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

async function switchLanguage(page: Page, language: string) {
  await Promise.all([
    page.waitForEvent('load'),
    page.locator(`header button[lang="${language}"]`).click(),
  ]);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

// A page's visible title: the applicant pages' h1 (decision 207), the console's first heading.
async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1, main h2').first();
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

test.describe('applicant portal shell', () => {
  test('renders in Slovenian by default and passes axe-core', async ({ page }) => {
    await openApplicantPortal(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('switches to English, keeps the choice across a reload, and passes axe-core', async ({
    page,
  }) => {
    await openApplicantPortal(page);
    const slovenianHeading = await mainHeading(page);
    await expect(page.locator('header button[lang="sl"]')).toHaveAttribute('aria-pressed', 'true');

    await switchLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishHeading = await mainHeading(page);
    expect(englishHeading).not.toBe(slovenianHeading);
    await expect(page.locator('header button[lang="en"]')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await mainHeading(page)).toBe(englishHeading);

    await switchLanguage(page, 'sl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    expect(await mainHeading(page)).toBe(slovenianHeading);
  });

  test('shows a real not-found page for an unknown route in both languages', async ({ page }) => {
    await openApplicantPortal(page, '/no-such-page');
    const slovenian = await mainHeading(page);
    await expectNoAxeViolations(page);
    await switchLanguage(page, 'en');
    const english = await mainHeading(page);
    expect(english).not.toBe(slovenian);
    const home = page.locator('main a[href="#/"]');
    await home.click();
    // The home gate finds no session (whoami answers 401) and sends the visitor to sign in.
    await page.waitForURL(/#\/lightsignup$/);
  });

  test('fits a 320 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openApplicantPortal(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('is operable by keyboard: the skip link comes first and focus is visible', async ({
    page,
  }) => {
    await openApplicantPortal(page);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return null;
      const style = window.getComputedStyle(element);
      return {
        href: element.getAttribute('href'),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        shadow: style.boxShadow !== 'none',
      };
    });
    expect(focused?.href).toBe('#main');
    expect(focused?.outline || focused?.shadow).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.tagName);
    expect(next).toBeTruthy();
  });

  test('is served with a strict content security policy', async ({ page }) => {
    const response = await page.goto('/onboarding/#/lightsignup');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Files of our own, and the page's inline loader and picker by their hashes (221, 258).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*')+(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  });

  test('paints the sign-up page before its code has arrived, and only that page (decision 221)', async ({
    page,
    pageErrors,
  }) => {
    // Without the code: what index.html itself shows.
    await page.route('**/onboarding/assets/*.js', (route) => route.abort());
    await page.goto('/onboarding/#/lightsignup');
    await expect(page.locator('.prerendered-page main h1')).toHaveText('Odprite račun na spletu');
    await expect(page.locator('.prerendered-page main h1')).toBeVisible();
    // The picture made at build time names the bank the server is configured with (decision 229):
    // the journeys' server runs with the development bank of the si variant.
    const paintedFooter = page.locator('.prerendered-page footer');
    await expect(paintedFooter).toContainText('+386 1 999 00 00');
    await expect(paintedFooter.locator('address')).toHaveText(
      'Onboarding Bank d.d. Slovenska cesta 1, 1000 Ljubljana',
    );
    await expect(page.locator('.prerendered-page')).not.toContainText('__portal_bank_');
    await expect(page).toHaveTitle('Onboarding Bank');
    await page.goto('/onboarding/#/personaldata');
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-shown', '');
    await expect(page.locator('.prerendered-page')).toBeHidden();
    // The scripts it was refused.
    pageErrors.splice(0);

    // With it: the app's own render takes the page's place, and the policy let the loader run.
    await page.unroute('**/onboarding/assets/*.js');
    await page.goto('/onboarding/#/lightsignup');
    await page.reload();
    await expect(page.locator('.prerendered-page')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Odprite račun na spletu');
    // The app's own render names the same bank, in the header, the footer and the title.
    await expect(
      page.getByRole('link', { name: 'Onboarding Bank – na spletno stran banke' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+386 1 999 00 00' })).toHaveAttribute(
      'href',
      'tel:+38619990000',
    );
    await expect(footer.getByRole('link', { name: 'info@example-bank.si' })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Onboarding Bank$/);
    await page.getByRole('radio', { name: 'Osebni kredit' }).check();
    await expect(page.locator('main h1')).toHaveText(/kredit/i);
  });
});

test('paints a public page from its template by the address, then the app takes over (decision 258)', async ({
  page,
  pageErrors,
}) => {
  // Without the code: the template the loader picked for the address, styled, with the bank's name.
  await page.route('**/onboarding/assets/*.js', (route) => route.abort());
  await page.goto('/onboarding/#/usermessages/verifymail');
  await expect(page.locator('#root > .prerendered-page main h1')).toHaveText(
    'Potrdite svoj e-poštni naslov',
  );
  await expect(page.locator('#root > .prerendered-page main h1')).toBeVisible();
  await expect(page.locator('#root')).not.toContainText('Odprite račun na spletu');
  await expect(page.locator('#root')).not.toContainText('__portal_bank_');
  // The page's own stylesheet (message-layout.css), linked by the loader with the template.
  await expect(page.locator('.message-layout')).toHaveCSS('border-top-width', '6px');
  await page.goto('/onboarding/#/lightsignup/loginback');
  await page.reload();
  await expect(page.locator('#root > .prerendered-page main h1')).toHaveText('Dobrodošli nazaj');
  // The refused scripts' errors may come after the picture: all of them are in before they go.
  await page.waitForLoadState('networkidle');
  pageErrors.splice(0);

  // With it: the app's page takes the picture's place.
  await page.unroute('**/onboarding/assets/*.js');
  await page.reload();
  await expect(page.locator('.prerendered-page')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText('Dobrodošli nazaj');
  await expect(page.locator('input[autocomplete="current-password"]')).toBeEditable();
});

test.describe('a returning applicant’s step (decision 224)', () => {
  // The build renders the steps in Slovenian, the variant's language.
  test.use({ applicantOptions: { language: 'sl' } });

  test('is painted by the server before its code has arrived, then the app takes over', async ({
    page,
    applicant,
    pageErrors,
  }) => {
    expect(applicant.uid).not.toBe('');
    // The applicant reaches the step in the app, which names it for the next load.
    await page.goto('/onboarding/#/documentsupload');
    await expect(page.locator('main h1')).toHaveText('Osebni dokument');
    await expect(page.locator('.prerendered-page')).toHaveCount(0);

    // Without the code: what the server's index.html shows for this applicant.
    await page.route('**/onboarding/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('.prerendered-page main h1')).toHaveText('Osebni dokument');
    await expect(page.locator('.prerendered-page main h1')).toBeVisible();
    await expect(page.locator('.prerendered-page')).toHaveAttribute('inert', '');
    pageErrors.splice(0);

    // With it: the app's page takes the picture's place, and it is the working page.
    await page.unroute('**/onboarding/assets/*.js');
    await page.reload();
    await expect(page.locator('.prerendered-page')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Osebna izkaznica' }).check();
    await expect(page.getByRole('radio', { name: 'Osebna izkaznica' })).toBeChecked();

    // Signed out, the same address gets the sign-up page's index.html: no step of theirs.
    await page.context().clearCookies({ name: 'sid' });
    const signedOut = await page.request.get('/onboarding/');
    expect(await signedOut.text()).toContain(
      '<meta name="portal-prerendered" content="#/lightsignup">',
    );
  });
});

test.describe('my application, reloaded (decision 293)', () => {
  test.use({ applicantOptions: { language: 'sl' } });

  test('is painted with its room kept, then the app shows where the applicant stands', async ({
    page,
    applicant,
    pageErrors,
  }) => {
    expect(applicant.uid).not.toBe('');
    await page.goto('/onboarding/#/myapplication');
    await expect(page.locator('main h1')).toHaveText('Moja vloga');

    // Without the code: the heading and intro, the applicant's own progress only as room.
    await page.route('**/onboarding/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('.prerendered-page main h1')).toHaveText('Moja vloga');
    await expect(page.locator('.prerendered-page .my-application__intro')).toBeVisible();
    await expect(page.locator('.prerendered-page .step-progress')).toBeHidden();
    await expect(page.locator('.prerendered-page .my-application__details')).toBeHidden();
    pageErrors.splice(0);

    // With it: the app's page, the progress and the steps shown.
    await page.unroute('**/onboarding/assets/*.js');
    await page.reload();
    await expect(page.locator('.prerendered-page')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Napredek vaše vloge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Koraki' })).toBeVisible();
  });
});

test.describe('the phone’s link (decisions 295, 297)', () => {
  test.use({ applicantOptions: { language: 'sl' } });

  test('paints the first page from index.html while the token is traded, then the app takes over', async ({
    page,
    applicant,
    browser,
  }) => {
    const made = await page.request.post('/services/slo/onboarding/documents/handoff', {
      data: { uid: applicant.uid, prospectId: applicant.prospectId },
    });
    expect(made.status()).toBe(200);
    const { token } = (await made.json()) as { token: string };
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const mobile = await phone.newPage();
      const link = `/onboarding/#/documentsupload/mobile/idtype?token=${encodeURIComponent(token)}`;
      await mobile.route('**/onboarding/assets/*.js', (route) => route.abort());
      await mobile.goto(link);
      await expect(mobile.locator('.prerendered-page main h1')).toHaveText('Vrsta dokumenta');
      await expect(mobile.locator('.prerendered-page')).toHaveAttribute('inert', '');

      await mobile.unroute('**/onboarding/assets/*.js');
      await mobile.goto('about:blank');
      await mobile.goto(link);
      await expect(mobile.locator('.prerendered-page')).toHaveCount(0);
      await mobile.getByRole('radio', { name: 'Osebna izkaznica' }).check();
      await expect(mobile.getByRole('radio', { name: 'Osebna izkaznica' })).toBeChecked();

      // The link opened again in a new tab of this phone, where it resumes (decision 297): the
      // front side is painted, not the first step.
      const again = await phone.newPage();
      await again.route('**/onboarding/assets/*.js', (route) => route.abort());
      await again.goto(link);
      await expect(again.locator('.prerendered-page main h1')).toHaveText(
        'Sprednja stran osebne izkaznice',
      );
      await again.unroute('**/onboarding/assets/*.js');
      await again.goto('about:blank');
      await again.goto(link);
      await expect(again.locator('.prerendered-page')).toHaveCount(0);
      await expect(again.locator('main h1')).toHaveText('Sprednja stran osebne izkaznice');
      await expect(again).toHaveURL(/#\/documentsupload\/mobile\/frontview$/);
    } finally {
      await phone.close();
    }

    // The desktop's link made now names the front, so another phone is painted there at once.
    const remade = await page.request.post('/services/slo/onboarding/documents/handoff', {
      data: { uid: applicant.uid, prospectId: applicant.prospectId },
    });
    const { link: frontLink } = (await remade.json()) as { link: string };
    expect(frontLink).toContain('#/documentsupload/mobile/frontview?idType=ID&token=');
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const mobile = await other.newPage();
      await mobile.route('**/onboarding/assets/*.js', (route) => route.abort());
      await mobile.goto(new URL(frontLink).pathname + new URL(frontLink).hash);
      await expect(mobile.locator('.prerendered-page main h1')).toHaveText(
        'Sprednja stran osebne izkaznice',
      );
    } finally {
      await other.close();
    }
  });
});

test.describe('operator console', () => {
  test('renders its sign-in screen in both languages and passes axe-core', async ({ page }) => {
    const response = await page.goto('/operator/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    const slovenian = await mainHeading(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expectNoAxeViolations(page);

    await switchLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await mainHeading(page)).not.toBe(slovenian);
    await expectNoAxeViolations(page);
  });
});
