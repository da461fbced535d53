import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, usePageSession } from './support/browser';

const baseUrl = inject('baseUrl');

// Both apps ask who is signed in on load; the anonymous answer is a 401 the browser logs.
const session = usePageSession({ ignoreErrors: /status of 401/ });

// The root is the home gate, which sends a visitor without a session to /lightsignup.
async function openApplicantPortal(hashPath = '/lightsignup') {
  const response = await session.page.goto(`${baseUrl}/onboarding/#${hashPath}`);
  expect(response?.status()).toBe(200);
  await session.page.locator('main h2').first().waitFor();
}

async function switchLanguage(language: string) {
  await Promise.all([
    session.page.waitForEvent('load'),
    session.page.locator(`header button[lang="${language}"]`).click(),
  ]);
  await session.page.locator('main h1, main h2').first().waitFor();
}

// The applicant pages head their content with h2 (the portal's h1 is in the header).
async function mainHeading(): Promise<string> {
  const heading = session.page.locator('main h2, main h1:not(.visually-hidden)').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

describe('applicant portal shell', () => {
  it('renders in Slovenian by default and passes axe-core', async () => {
    await openApplicantPortal();
    expect(await session.page.getAttribute('html', 'lang')).toBe('sl');
    await expect(session.page.locator('header').isVisible()).resolves.toBe(true);
    await expect(session.page.locator('footer').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(session.page);
  });

  it('switches to English, keeps the choice across a reload, and passes axe-core', async () => {
    await openApplicantPortal();
    const slovenianHeading = await mainHeading();
    expect(
      await session.page.locator('header button[lang="sl"]').getAttribute('aria-pressed'),
    ).toBe('true');

    await switchLanguage('en');
    expect(await session.page.getAttribute('html', 'lang')).toBe('en');
    const englishHeading = await mainHeading();
    expect(englishHeading).not.toBe(slovenianHeading);
    expect(
      await session.page.locator('header button[lang="en"]').getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoAxeViolations(session.page);

    await session.page.reload();
    await session.page.locator('main h2').first().waitFor();
    expect(await session.page.getAttribute('html', 'lang')).toBe('en');
    expect(await mainHeading()).toBe(englishHeading);

    await switchLanguage('sl');
    expect(await session.page.getAttribute('html', 'lang')).toBe('sl');
    expect(await mainHeading()).toBe(slovenianHeading);
  });

  it('shows a real not-found page for an unknown route in both languages', async () => {
    await openApplicantPortal('/no-such-page');
    const slovenian = await mainHeading();
    await expectNoAxeViolations(session.page);
    await switchLanguage('en');
    const english = await mainHeading();
    expect(english).not.toBe(slovenian);
    const home = session.page.locator('main a[href="#/"]');
    await home.click();
    // The home gate finds no session (whoami answers 401) and sends the visitor to sign in.
    await session.page.waitForFunction(() => window.location.hash === '#/lightsignup');
    const { errors } = session;
    errors.splice(0, errors.length, ...errors.filter((error) => !/status of 401/.test(error)));
  });

  it('fits a 320 px phone without horizontal scrolling', async () => {
    await session.page.setViewportSize({ width: 320, height: 640 });
    await openApplicantPortal();
    const overflow = await session.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(session.page);
  });

  it('is operable by keyboard: the skip link comes first and focus is visible', async () => {
    await openApplicantPortal();
    await session.page.keyboard.press('Tab');
    const focused = await session.page.evaluate(() => {
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
    await session.page.keyboard.press('Enter');
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('main');

    await session.page.keyboard.press('Tab');
    const next = await session.page.evaluate(() => document.activeElement?.tagName);
    expect(next).toBeTruthy();
  });

  it('is served with a strict content security policy', async () => {
    const response = await session.page.goto(`${baseUrl}/onboarding/#/lightsignup`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('operator console', () => {
  it('renders its sign-in screen in both languages and passes axe-core', async () => {
    const response = await session.page.goto(`${baseUrl}/operator/`);
    expect(response?.status()).toBe(200);
    await session.page.locator('main h1, main h2').first().waitFor();
    const slovenian = await mainHeading();
    expect(await session.page.getAttribute('html', 'lang')).toBe('sl');
    await expectNoAxeViolations(session.page);

    await switchLanguage('en');
    expect(await session.page.getAttribute('html', 'lang')).toBe('en');
    expect(await mainHeading()).not.toBe(slovenian);
    await expectNoAxeViolations(session.page);
  });
});
