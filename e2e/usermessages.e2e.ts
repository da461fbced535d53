import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/browser';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { outboxOf } from './support/outbox';

// Decision 062: the /usermessages pages in Slovenian and English, the display settings, the frame
// by keyboard, the private-route guard and a branch appointment booked from the error page.

// The public pages ask whoami quietly; Chromium reports the expected 401 as a failed resource.
test.use({ ignoredPageErrors: QUIET_WHOAMI });

const MESSAGE_PAGES: readonly [path: string, sl: string, en: string][] = [
  ['/usermessages/genericerror', 'Prišlo je do napake', 'Something went wrong'],
  ['/usermessages/verifymail', 'Potrdite svoj e-poštni naslov', 'Confirm your e-mail address'],
  ['/usermessages/forgotpassword', 'Pozabljeno geslo', 'Forgotten password'],
  // The link of the reset e-mail: the new-password form (the token is checked when it is sent).
  [
    '/usermessages/forgotpassword?token=link.from.email',
    'Nastavite novo geslo',
    'Set a new password',
  ],
  [
    '/usermessages/unsubscribe',
    'Odjava od trženjskih e-poštnih sporočil',
    'Unsubscribe from marketing e-mails',
  ],
  [
    '/usermessages/errorpage?reason=EXISTING_CUSTOMER',
    'Produkta vam ne moremo odpreti na spletu',
    'We cannot open the product for you online',
  ],
  [
    '/usermessages/errorpage/contractsignaturefailed',
    'Pogodbe ni bilo mogoče podpisati',
    'The contract could not be signed',
  ],
  [
    '/usermessages/errorpage/selectbranch',
    'Prosimo, nadaljujte v poslovalnici',
    'Please continue at a branch',
  ],
  [
    '/usermessages/errorpage/selectbranchorcontinueonline',
    'Nadaljujte v poslovalnici ali na spletu',
    'Continue at a branch or online',
  ],
  [
    '/usermessages/errorpage/loannotdisemborsed',
    'Kredita vam ne moremo odobriti na spletu',
    'We cannot grant you the loan online',
  ],
  [
    '/usermessages/errorpage/checkemail',
    'Preverite svoj e-poštni naslov',
    'Check your e-mail address',
  ],
  ['/usermessages/saveprocess', 'Vašo vlogo obravnavamo', 'Your application is being processed'],
  [
    '/usermessages/saveloanprocess',
    'Vašo kreditno vlogo ocenjujemo',
    'We are assessing your loan application',
  ],
  ['/usermessages/openaccount', 'Odpiramo vaš osebni račun', 'We are opening your current account'],
  [
    '/usermessages/fromEcoForYouToEco',
    'Študentski paket za vas ni na voljo',
    'The student package does not apply to you',
  ],
  ['/usermessages/contact', 'Shranite in nadaljujte pozneje', 'Save and continue later'],
  ['/usermessages/logout', 'Zapustili ste vlogo', 'You have left the application'],
  [
    '/usermessages/callcenterclosed',
    'Naši video svetovalci trenutno niso na voljo',
    'Our video advisers are not available right now',
  ],
];

async function open(page: Page, hashPath: string, language?: string) {
  const query = language ? `?language=${language}` : '';
  const before = page.url().split('#')[0];
  await page.goto(`/onboarding/${query}#${hashPath}`);
  // A change of the hash alone is no new document: make it one, as a link from an e-mail would.
  if (page.url().split('#')[0] === before) await page.reload();
}

async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

async function setStoredContrast(page: Page, highContrast: boolean) {
  await page.evaluate((high) => {
    window.localStorage.setItem(
      'displaySettings',
      JSON.stringify({ highContrast: high, textSize: 'normal' }),
    );
  }, highContrast);
}

test.describe('user-message pages', () => {
  for (const [path, sl, en] of MESSAGE_PAGES) {
    test(`${path} reads right in sl and en and passes axe-core in both contrast modes`, async ({
      page,
    }) => {
      await open(page, path, 'sl');
      await expect(page.getByRole('heading', { level: 1, name: sl })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
      await expect(page.locator('header')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      await setStoredContrast(page, true);
      await open(page, path, 'en');
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await setStoredContrast(page, false);
    });
  }

  test('fit a 320 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [path, sl] of MESSAGE_PAGES) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: sl })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });
});

test.describe('process choice', () => {
  test('needs a session: a visitor without one is sent to sign in', async ({ page }) => {
    await open(page, '/usermessages/processchoice', 'en');
    await page.waitForURL(/#\/lightsignup$/);
    // A visitor who never signed in gets the sign-up, without a message (decision 208).
    await expect(page.getByRole('heading', { name: 'Open your account online' })).toBeVisible();
    await expect(page.getByText('User not logged in.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('display settings in the header', () => {
  test('switch high contrast and the text size, keep them across a reload, pass axe-core', async ({
    page,
  }) => {
    await open(page, '/lightsignup', 'en');
    await mainHeading(page);
    const html = page.locator('html');
    await page.getByRole('button', { name: 'High contrast' }).click();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await page.getByRole('button', { name: 'A++ Largest text' }).click();
    await expect(html).toHaveClass(/\bbigtext\b/);
    await expect(html).toHaveCSS('font-size', '20px');
    await expectNoAxeViolations(page);

    await page.reload();
    await mainHeading(page);
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(html).toHaveClass(/\bbigtext\b/);
    await expect(page.getByRole('button', { name: 'High contrast' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'A+ Larger text' }).click();
    await expect(page.locator('html')).toHaveCSS('font-size', '18px');
    await page.getByRole('button', { name: 'High contrast' }).click();
    await page.getByRole('button', { name: 'A Normal text' }).click();
    await expect(html).not.toHaveAttribute('data-contrast');
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
    await expectNoAxeViolations(page);
  });

  test('apply to the message pages, which have no header', async ({ page }) => {
    await open(page, '/lightsignup', 'sl');
    await mainHeading(page);
    await page.getByRole('button', { name: 'Visok kontrast' }).click();
    await page.getByRole('button', { name: 'A+ Večje besedilo' }).click();
    await open(page, '/usermessages/genericerror');
    await expect(page.getByRole('heading', { name: 'Prišlo je do napake' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.locator('html')).toHaveClass(/\bincrtext\b/);
    await expectNoAxeViolations(page);
  });
});

async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const style = window.getComputedStyle(element);
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      tag: element.tagName,
      visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    };
  });
}

test.describe('the frame by keyboard only', () => {
  test('reaches every header control in order with a visible focus and operates them', async ({
    page,
  }) => {
    await open(page, '/lightsignup', 'en');
    await mainHeading(page);
    const order: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      expect(current?.visible).toBe(true);
      order.push(current?.name ?? '');
    }
    expect(order).toEqual([
      'Skip to main content',
      // The server's development bank (decision 229): the journeys' server sets no BANK_NAME.
      'Onboarding Bank – go to the bank’s website',
      'High contrast',
      'A Normal text',
      'A+ Larger text',
      'A++ Largest text',
      'SL Slovenščina',
      'EN English',
    ]);

    // Back to the contrast switch and press it with the keyboard.
    for (let index = 0; index < 5; index += 1) await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.name).toBe('High contrast');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveClass(/\bincrtext\b/);

    // The footer's links are reachable too, with the focus ring of the dark footer.
    const footerLink = page.getByRole('link', { name: 'Cookie settings' });
    await footerLink.focus();
    expect((await focused(page))?.visible).toBe(true);
  });
});

/** Registers through the API and opens the e-mail's link in the browser, which signs in. */
async function registeredApplicant(page: Page, baseUrl: string, productType = 'CURRENTACCOUNT') {
  const api = page.request;
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const email = `issue4.${stamp}@example.si`;
  const uidAnswer = await api.get(`${baseUrl}/services/slo/external/cms/noauth/uid`);
  const { uid } = (await uidAnswer.json()) as { uid: string };
  await api.post(`${baseUrl}/services/slo/onboarding/products/noauth`, {
    data: { uid, productType },
  });
  const registration = await api.post(`${baseUrl}/services/slo/security/action/setRegistration`, {
    data: {
      uid,
      language: 'en',
      userData: {
        fullName: 'Ana Novak',
        email,
        password: 'Zelena7Trava!',
        phoneNumber: `041 ${stamp}`,
        prefix: '+386',
      },
    },
  });
  expect(registration.status()).toBe(200);
  await api.post(`${baseUrl}/services/slo/security/action/noauth/checkemail`, {
    data: { uid, language: 'en', email, link: `${baseUrl}/onboarding/#/usermessages/verifymail` },
  });
  // The e-mail is sent by a job a moment after the answer.
  const link = await outboxOf(api, baseUrl).match(
    email,
    /\/onboarding\/#\/usermessages\/emailvalidated\?token=\S+/,
  );
  // The link as the e-mail has it, in English (the language of the registration).
  return { uid, email, link: `${link[0]}&language=en` };
}

test.describe('wizard engine against the running server', () => {
  test('confirms the e-mail, lands by the state-to-page table, shows the progress, and guards', async ({
    page,
    baseUrl,
  }) => {
    const applicant = await registeredApplicant(page, baseUrl);
    await page.goto(`${baseUrl}${applicant.link}`);
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();

    // The run's server keeps the video desk open at every hour: the state's page comes next.
    await page.waitForURL(/#\/documentsupload$/);
    await expect(page.getByRole('heading', { name: 'Identity document' })).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Progress of your application' });
    await expect(progress).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Identity document');
    await expect(progress.getByText('Step 2 of 11')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // A later step opened by its address sends the applicant to their real step (decision 209).
    await page.goto(`${baseUrl}/onboarding/#/consents`);
    await page.waitForURL(/#\/documentsupload$/);
    await expect(page.getByRole('heading', { name: 'Identity document' })).toBeVisible();

    // My application, from the header.
    await page.getByRole('link', { name: 'My application' }).click();
    await expect(page.getByRole('heading', { name: 'My application' })).toBeVisible();
    await expect(page.getByText('It is your turn: Identity document.')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The process choice lists the applicant's application.
    await page.goto(`${baseUrl}/onboarding/#/usermessages/processchoice`);
    await expect(
      page.getByRole('heading', { name: 'You have more than one application' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue: Current account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await setStoredContrast(page, true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continue: Current account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await setStoredContrast(page, false);
    await page.goto(`${baseUrl}/onboarding/#/myapplication`);
    await page.reload();

    // Save and exit leads to the contact page with the applicant's address.
    await page.getByRole('button', { name: 'Save and exit' }).click();
    await expect(page.getByRole('heading', { name: 'Save and continue later' })).toBeVisible();
  });

  test('books a branch appointment from the error page, confirmed by e-mail', async ({
    page,
    baseUrl,
    outbox,
  }) => {
    const applicant = await registeredApplicant(page, baseUrl);
    await page.goto(`${baseUrl}${applicant.link}`);
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await page.waitForURL(/#\/documentsupload$/);

    await page.goto(`${baseUrl}/onboarding/#/usermessages/errorpage?reason=EXISTING_CUSTOMER`);
    await expect(page.getByText('You are already our customer.', { exact: false })).toBeVisible();
    const branch = page.getByRole('combobox', { name: 'Branch' });
    await expect(branch).toBeVisible();
    const options = await branch.locator('option:not([disabled])').all();
    expect(options.length).toBeGreaterThan(0);
    await branch.selectOption({ index: 1 });

    // The next working day (Tuesday to Thursday are open at every branch).
    const date = await page.evaluate(() => {
      const day = new Date();
      do day.setDate(day.getDate() + 1);
      while (![2, 3, 4].includes(day.getDay()));
      return day.toISOString().slice(0, 10);
    });
    await page.getByLabel('Date').fill(date);
    await page.getByRole('radio', { name: 'Morning' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book the appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await outbox.messages(applicant.email)).length, { timeout: 10_000 })
      .toBeGreaterThan(1);
  });

  test('refuses an appointment in the past without sending it', async ({ page, baseUrl }) => {
    const applicant = await registeredApplicant(page, baseUrl);
    await page.goto(`${baseUrl}${applicant.link}`);
    await page.waitForURL(/#\/documentsupload$/);
    await page.goto(`${baseUrl}/onboarding/#/usermessages/errorpage/selectbranch`);
    const branch = page.getByRole('combobox', { name: 'Branch' });
    await branch.selectOption({ index: 1 });
    await page.getByLabel('Date').fill('2020-01-07');
    await page.getByRole('radio', { name: 'Afternoon' }).check();
    await page.getByRole('button', { name: 'Book the appointment' }).click();
    await expect(page.getByText('Choose a date from today on.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
