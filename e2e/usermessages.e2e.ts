import { describe, expect, inject, it } from 'vitest';
import { awaitOutboxMatch } from './support/applicant';
import { expectNoAxeViolations, usePageSession } from './support/browser';

// Issue 4: the /usermessages pages in Slovenian and English, the display settings, the frame by
// keyboard, the private-route guard and a branch appointment booked from the error page.

const baseUrl = inject('baseUrl');

const session = usePageSession({
  // The public pages ask whoami quietly; Chromium reports the expected 401 as a failed resource.
  ignoreErrors: /status of 401/,
});

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

async function open(hashPath: string, language?: string) {
  const query = language ? `?language=${language}` : '';
  await session.page.goto(`${baseUrl}/onboarding/${query}#${hashPath}`);
  // A change of the hash alone is no new document: make it one, as a link from an e-mail would.
  await session.page.reload();
}

async function mainHeading(): Promise<string> {
  const heading = session.page.locator('main h2').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

async function setStoredContrast(highContrast: boolean) {
  await session.page.evaluate((high) => {
    window.localStorage.setItem(
      'displaySettings',
      JSON.stringify({ highContrast: high, textSize: 'normal' }),
    );
  }, highContrast);
}

describe('user-message pages', () => {
  it.each(MESSAGE_PAGES)(
    '%s reads right in sl and en and passes axe-core in both contrast modes',
    async (path, sl, en) => {
      await open(path, 'sl');
      await session.page.getByRole('heading', { level: 2, name: sl }).waitFor();
      expect(await session.page.getAttribute('html', 'lang')).toBe('sl');
      expect(await session.page.locator('header').count()).toBe(0);
      await session.page.waitForLoadState('networkidle');
      await expectNoAxeViolations(session.page);

      await setStoredContrast(true);
      await open(path, 'en');
      await session.page.getByRole('heading', { level: 2, name: en }).waitFor();
      expect(await session.page.getAttribute('html', 'data-contrast')).toBe('high');
      await session.page.waitForLoadState('networkidle');
      await expectNoAxeViolations(session.page);
      await setStoredContrast(false);
    },
  );

  it('fit a 320 px phone without horizontal scrolling', async () => {
    await session.page.setViewportSize({ width: 320, height: 640 });
    for (const [path, sl] of MESSAGE_PAGES) {
      await open(path);
      await session.page.getByRole('heading', { level: 2, name: sl }).waitFor();
      const overflow = await session.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });
});

describe('process choice', () => {
  it('needs a session: a visitor without one is sent to sign in', async () => {
    await open('/usermessages/processchoice', 'en');
    await session.page.waitForURL(/#\/lightsignup$/);
    await session.page.getByText('User not logged in.').waitFor();
    await expectNoAxeViolations(session.page);
  });
});

describe('display settings in the header', () => {
  it('switch high contrast and the text size, keep them across a reload, pass axe-core', async () => {
    await open('/lightsignup', 'en');
    await mainHeading();
    const html = session.page.locator('html');
    await session.page.getByRole('button', { name: 'High contrast' }).click();
    expect(await html.getAttribute('data-contrast')).toBe('high');
    await session.page.getByRole('button', { name: 'A++ Largest text' }).click();
    expect(await html.getAttribute('class')).toContain('bigtext');
    const rootSize = await session.page.evaluate(
      () => getComputedStyle(document.documentElement).fontSize,
    );
    expect(rootSize).toBe('20px');
    await expectNoAxeViolations(session.page);

    await session.page.reload();
    await mainHeading();
    expect(await html.getAttribute('data-contrast')).toBe('high');
    expect(await html.getAttribute('class')).toContain('bigtext');
    expect(
      await session.page
        .getByRole('button', { name: 'High contrast' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await session.page.getByRole('button', { name: 'A+ Larger text' }).click();
    expect(
      await session.page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    ).toBe('18px');
    await session.page.getByRole('button', { name: 'High contrast' }).click();
    await session.page.getByRole('button', { name: 'A Normal text' }).click();
    expect(await html.getAttribute('data-contrast')).toBeNull();
    expect(
      await session.page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    ).toBe('16px');
    await expectNoAxeViolations(session.page);
  });

  it('apply to the message pages, which have no header', async () => {
    await open('/lightsignup', 'sl');
    await mainHeading();
    await session.page.getByRole('button', { name: 'Visok kontrast' }).click();
    await session.page.getByRole('button', { name: 'A+ Večje besedilo' }).click();
    await open('/usermessages/genericerror');
    await session.page.getByRole('heading', { name: 'Prišlo je do napake' }).waitFor();
    expect(await session.page.getAttribute('html', 'data-contrast')).toBe('high');
    expect(await session.page.getAttribute('html', 'class')).toContain('incrtext');
    await expectNoAxeViolations(session.page);
  });
});

async function focused() {
  return session.page.evaluate(() => {
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

describe('the frame by keyboard only', () => {
  it('reaches every header control in order with a visible focus and operates them', async () => {
    await open('/lightsignup', 'en');
    await mainHeading();
    const order: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      await session.page.keyboard.press('Tab');
      const current = await focused();
      expect(current?.visible).toBe(true);
      order.push(current?.name ?? '');
    }
    expect(order).toEqual([
      'Skip to main content',
      'Bank – go to the bank’s website',
      'High contrast',
      'A Normal text',
      'A+ Larger text',
      'A++ Largest text',
      'SL Slovenščina',
      'EN English',
    ]);

    // Back to the contrast switch and press it with the keyboard.
    for (let index = 0; index < 5; index += 1) await session.page.keyboard.press('Shift+Tab');
    expect((await focused())?.name).toBe('High contrast');
    await session.page.keyboard.press('Enter');
    expect(await session.page.getAttribute('html', 'data-contrast')).toBe('high');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Space');
    expect(await session.page.getAttribute('html', 'class')).toContain('incrtext');

    // The footer's links are reachable too, with the focus ring of the dark footer.
    const footerLink = session.page.getByRole('link', { name: 'Cookie settings' });
    await footerLink.focus();
    expect((await focused())?.visible).toBe(true);
  });
});

interface OutboxEntry {
  readonly channel: string;
  readonly subject: string | null;
  readonly text: string;
}

async function outbox(to: string): Promise<OutboxEntry[]> {
  const response = await session.context.request.get(
    `${baseUrl}/services/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as OutboxEntry[];
}

/** Registers through the API and opens the e-mail's link in the browser, which signs in. */
async function registeredApplicant(productType = 'CURRENTACCOUNT') {
  const api = session.context.request;
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
  const link = await awaitOutboxMatch(
    api,
    baseUrl,
    email,
    /\/onboarding\/#\/usermessages\/emailvalidated\?token=\S+/,
  );
  // The link as the e-mail has it, in English (the language of the registration).
  return { uid, email, link: `${link[0]}&language=en` };
}

describe('wizard engine against the running server', () => {
  it('confirms the e-mail, lands by the state-to-page table, shows the progress, and guards', async () => {
    const applicant = await registeredApplicant();
    await session.page.goto(`${baseUrl}${applicant.link}`);
    await session.page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();

    // The run's server keeps the video desk open at every hour: the state's page comes next.
    await session.page.waitForURL(/#\/documentsupload$/);
    await session.page.getByRole('heading', { name: 'Identity document' }).waitFor();
    const progress = session.page.getByRole('navigation', { name: 'Progress of your application' });
    await progress.waitFor();
    expect(await progress.locator('[aria-current="step"]').innerText()).toContain(
      'Identity document',
    );
    expect(await progress.getByText('Step 2 of 11').count()).toBe(1);
    await expectNoAxeViolations(session.page);

    // Moving backward in the page sequence returns to where the applicant was.
    await session.page.goto(`${baseUrl}/onboarding/#/consents`);
    await session.page.getByRole('heading', { name: 'Legal questions and consents' }).waitFor();
    await session.page.goBack();
    await session.page.waitForURL(/#\/consents$/);

    // My application, from the header.
    await session.page.getByRole('link', { name: 'My application' }).click();
    await session.page.getByRole('heading', { name: 'My application' }).waitFor();
    expect(await session.page.getByText('It is your turn: Identity document.').count()).toBe(1);
    await expectNoAxeViolations(session.page);

    // The process choice lists the applicant's application.
    await session.page.goto(`${baseUrl}/onboarding/#/usermessages/processchoice`);
    await session.page
      .getByRole('heading', { name: 'You have more than one application' })
      .waitFor();
    await session.page.getByRole('button', { name: 'Continue: Current account' }).waitFor();
    await expectNoAxeViolations(session.page);
    await setStoredContrast(true);
    await session.page.reload();
    await session.page.getByRole('button', { name: 'Continue: Current account' }).waitFor();
    await expectNoAxeViolations(session.page);
    await setStoredContrast(false);
    await session.page.goto(`${baseUrl}/onboarding/#/myapplication`);
    await session.page.reload();

    // Save and exit leads to the contact page with the applicant's address.
    await session.page.getByRole('button', { name: 'Save and exit' }).click();
    await session.page.getByRole('heading', { name: 'Save and continue later' }).waitFor();
  });

  it('books a branch appointment from the error page, confirmed by e-mail', async () => {
    const applicant = await registeredApplicant();
    await session.page.goto(`${baseUrl}${applicant.link}`);
    await session.page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await session.page.waitForURL(/#\/documentsupload$/);

    await session.page.goto(
      `${baseUrl}/onboarding/#/usermessages/errorpage?reason=EXISTING_CUSTOMER`,
    );
    await session.page.getByText('You are already our customer.', { exact: false }).waitFor();
    const branch = session.page.getByRole('combobox', { name: 'Branch' });
    await branch.waitFor();
    const options = await branch.locator('option:not([disabled])').all();
    expect(options.length).toBeGreaterThan(0);
    await branch.selectOption({ index: 1 });

    // The next working day (Tuesday to Thursday are open at every branch).
    const date = await session.page.evaluate(() => {
      const day = new Date();
      do day.setDate(day.getDate() + 1);
      while (![2, 3, 4].includes(day.getDay()));
      return day.toISOString().slice(0, 10);
    });
    await session.page.getByLabel('Date').fill(date);
    await session.page.getByRole('radio', { name: 'Morning' }).check();
    await expectNoAxeViolations(session.page);
    await session.page.getByRole('button', { name: 'Book the appointment' }).click();
    await session.page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    await expectNoAxeViolations(session.page);

    await expect
      .poll(async () => (await outbox(applicant.email)).length, { timeout: 10_000 })
      .toBeGreaterThan(1);
  });

  it('refuses an appointment in the past without sending it', async () => {
    const applicant = await registeredApplicant();
    await session.page.goto(`${baseUrl}${applicant.link}`);
    await session.page.waitForURL(/#\/documentsupload$/);
    await session.page.goto(`${baseUrl}/onboarding/#/usermessages/errorpage/selectbranch`);
    const branch = session.page.getByRole('combobox', { name: 'Branch' });
    await branch.selectOption({ index: 1 });
    await session.page.getByLabel('Date').fill('2020-01-07');
    await session.page.getByRole('radio', { name: 'Afternoon' }).check();
    await session.page.getByRole('button', { name: 'Book the appointment' }).click();
    await session.page.getByText('Choose a date from today on.').waitFor();
    await expectNoAxeViolations(session.page);
  });
});
