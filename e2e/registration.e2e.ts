import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, usePageSession } from './support/browser';

// Issue 3: a new applicant registers, confirms the e-mail from the outbox, lands on the first
// step, leaves, signs back in with the code from the outbox and is back where they left; in
// Slovenian and in English, with axe-core on every screen.

const baseUrl = inject('baseUrl');

// The run's server keeps the video desk open at every hour (OPERATOR_HOURS=always), so the
// opening-hours gate lets the journey through by day and by night.
const session = usePageSession({
  // Public pages ask whoami quietly; a wrong sign-in never happens here, so only 401s are expected.
  ignoreErrors: /status of 401/,
});

interface OutboxEntry {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject?: string;
  readonly text: string;
}

async function outbox(to: string): Promise<OutboxEntry[]> {
  const response = await session.context.request.get(
    `${baseUrl}/services/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as OutboxEntry[];
}

/** The newest message to `to` that matches, waited for. */
async function awaitMessage(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(to);
        match = pattern.exec(newest?.text ?? '');
        return match !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return match as unknown as RegExpExecArray;
}

const TEXTS = {
  sl: {
    introTitle: 'Odprite račun na spletu',
    continue: 'Nadaljuj',
    registerTitle: 'Ustvarite svoj profil',
    name: 'Ime in priimek',
    email: 'E-poštni naslov',
    phone: 'Številka mobilnega telefona',
    register: 'Registracija',
    verifyMail: 'Potrdite svoj e-poštni naslov',
    emailValidated: 'Vaš e-poštni naslov je potrjen',
    documents: 'Osebni dokument',
    logoutTitle: 'Želite zapustiti vlogo?',
    logoutSubmit: 'Pošlji povezavo in zapusti',
    loggedOut: 'Zapustili ste vlogo',
    loginTitle: 'Dobrodošli nazaj',
    codeTitle: 'Vpišite kodo za prijavo',
    code: 'Koda iz kratkega sporočila',
    confirm: 'Potrdi',
  },
  en: {
    introTitle: 'Open your account online',
    continue: 'Continue',
    registerTitle: 'Create your profile',
    name: 'Full name',
    email: 'E-mail address',
    phone: 'Mobile phone number',
    register: 'Register',
    verifyMail: 'Confirm your e-mail address',
    emailValidated: 'Your e-mail address is confirmed',
    documents: 'Identity document',
    logoutTitle: 'Leave the application?',
    logoutSubmit: 'Send the link and leave',
    loggedOut: 'You have left the application',
    loginTitle: 'Welcome back',
    codeTitle: 'Enter the sign-in code',
    code: 'Code from the text message',
    confirm: 'Confirm',
  },
} as const;

describe('registration, e-mail verification, sign-in with a one-time code', () => {
  it.each(['sl', 'en'] as const)('a new applicant’s way in and back in (%s)', async (language) => {
    const text = TEXTS[language];
    const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
    const email = `issue3.${language}.${stamp}@example.si`;
    const mobile = `41${stamp}`;
    const password = 'Zelena7Trava!';

    // Light sign-up: intro and terms, then the form.
    await session.page.goto(`${baseUrl}/onboarding/?language=${language}#/lightsignup`);
    await session.page.getByRole('heading', { name: text.introTitle }).waitFor();
    const next = session.page.getByRole('button', { name: text.continue });
    expect(await next.isDisabled()).toBe(true);
    await expectNoAxeViolations(session.page);
    await session.page.getByRole('checkbox').check();
    await next.click();
    await session.page.getByRole('heading', { name: text.registerTitle }).waitFor();
    await expectNoAxeViolations(session.page);

    await session.page.getByRole('textbox', { name: text.name }).fill('Ana Novak');
    await session.page.getByRole('textbox', { name: text.email }).fill(email);
    await session.page.getByRole('textbox', { name: text.phone }).fill(mobile);
    await session.page.locator('input[autocomplete="new-password"]').fill(password);
    await expectNoAxeViolations(session.page);
    await session.page.getByRole('button', { name: text.register, exact: true }).click();
    await session.page.getByRole('heading', { name: text.verifyMail }).waitFor();
    await expectNoAxeViolations(session.page);

    // The verification link from the outbox signs in and leads to the first step.
    const [link] = await awaitMessage(
      email,
      /https?:\/\/\S+\/onboarding\/#\/usermessages\/emailvalidated\?token=[^\s"<>]+/,
    );
    // The full-page screen lasts only while the token is checked and a second after; the real
    // answer is held back until axe-core has looked at the screen.
    let releaseValidation: () => void = () => undefined;
    const validationHeld = new Promise<void>((resolve) => (releaseValidation = resolve));
    await session.page.route(
      '**/services/slo/security/action/registrationvalidate',
      async (route) => {
        await validationHeld;
        await route.continue();
      },
    );
    await session.page.goto(link);
    await session.page.locator('main [role="status"]').first().waitFor();
    await expectNoAxeViolations(session.page);
    releaseValidation();
    await session.page.getByRole('heading', { name: text.emailValidated }).waitFor();
    await session.page.waitForURL(/#\/documentsupload$/);
    await session.page.getByRole('heading', { name: text.documents }).first().waitFor();
    await expectNoAxeViolations(session.page);

    // Leaving ends the session.
    await session.page.goto(`${baseUrl}/onboarding/#/usermessages/logout`);
    await session.page.getByRole('heading', { name: text.logoutTitle }).waitFor();
    await expectNoAxeViolations(session.page);
    await session.page.getByRole('button', { name: text.logoutSubmit }).click();
    await session.page.getByRole('heading', { name: text.loggedOut }).waitFor();
    await expectNoAxeViolations(session.page);

    // Back in: password, then the code sent by text message.
    await session.page.goto(`${baseUrl}/onboarding/#/lightsignup/loginback`);
    await session.page.getByRole('heading', { name: text.loginTitle }).waitFor();
    await expectNoAxeViolations(session.page);
    await session.page.getByRole('textbox', { name: text.email }).fill(email);
    await session.page.locator('input[autocomplete="current-password"]').fill(password);
    await session.page.locator('input[autocomplete="current-password"]').press('Enter');
    await session.page.getByRole('heading', { name: text.codeTitle }).waitFor();
    await expectNoAxeViolations(session.page);
    const [, code] = await awaitMessage(`+386${mobile}`, /\b(\d{6})\b/);
    await session.page.getByRole('textbox', { name: text.code }).fill(code ?? '');
    await session.page.getByRole('button', { name: text.confirm, exact: true }).click();

    await session.page.waitForURL(/#\/documentsupload$/);
    await session.page.getByRole('heading', { name: text.documents }).first().waitFor();
    await expectNoAxeViolations(session.page);
  });
});
