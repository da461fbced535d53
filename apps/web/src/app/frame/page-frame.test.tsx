/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { OPERATOR_OPENING_HOURS, toWeeklyOpeningHours } from '@onboarding/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDisplaySettingsStore, DisplaySettingsControls } from '@onboarding/web-shell';
import { setBankMeta, TEST_BANK } from '@onboarding/web-shell/testing';
import { renderWithProviders } from '../../test/render';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderApp } from '../testing/render-app';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { COMPACT_HEADER_QUERY } from './site-header';
import { COMPACT_FOOTER_QUERY } from './site-footer';

// The stylesheet as written (jsdom applies no CSS): what the rule draws is checked in its text.
const headerCss = readFileSync(`${import.meta.dirname}/site-header.css`, 'utf8');

describe('page frame (spec 1 §2, spec 3 §2)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-contrast');
    document.documentElement.className = '';
    setBankMeta(null);
  });

  it('the header: logo to the bank’s site, the hidden portal title, settings and language', async () => {
    renderApp('/lightsignup');
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('link', { name: 'Bank – go to the bank’s website' });
    expect(logo.getAttribute('href')).toBe('https://www.example-bank.si');
    // spec 3 §2's hidden title is there for screen readers, but as no heading: the page's own
    // visible title is its only h1 (decision 207).
    expect(within(header).getByText('Become a client online').className).toBe('visually-hidden');
    expect(within(header).queryByRole('heading')).toBeNull();
    expect(within(header).getByRole('group', { name: 'Display settings' })).toBeDefined();
    expect(within(header).getByRole('group', { name: 'Language' })).toBeDefined();
    // No exit or save on a public page.
    expect(within(header).queryByRole('navigation', { name: 'Application' })).toBeNull();
    await screen.findByRole('heading', { name: 'Open your account online' });
  });

  it('leaves out the decorative header image on the light sign-up pages only', async () => {
    const signup = renderApp('/lightsignup/');
    await screen.findByRole('heading', { name: 'Open your account online' });
    expect(signup.container.querySelector('.site-header__image')).toBeNull();
    signup.unmount();

    const other = renderApp('/no-such-page');
    expect(other.container.querySelector('.site-header__image')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('the footer: the link columns, social links in two rows, phones, e-mail and address', async () => {
    setBankMeta(TEST_BANK);
    renderApp('/lightsignup', 'sl');
    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Informacije o banki' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Banka', 'Skupina', 'Pravna obvestila', 'Cene']);
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(
      within(nav).getByRole('link', { name: 'Nastavitve piškotkov' }).getAttribute('href'),
    ).toBe('https://www.example-bank.si/cookies/settings');
    const social = within(footer).getByRole('navigation', { name: 'Banka na družbenih omrežjih' });
    expect(within(social).getAllByRole('list')).toHaveLength(2);
    // The contact centre, card centre, e-mail and address are the configured bank's (decision 229).
    const contact = within(footer).getByRole('region', { name: 'Kontakt' });
    expect(
      within(contact).getByRole('link', { name: '+386 2 620 00 00' }).getAttribute('href'),
    ).toBe('tel:+38626200000');
    expect(
      within(contact).getByText('Kartični center (24/7)').nextElementSibling?.textContent,
    ).toBe('+386 2 620 00 10');
    expect(
      within(contact).getByRole('link', { name: '+386 2 620 00 10' }).getAttribute('href'),
    ).toBe('tel:+38626200010');
    expect(
      within(contact).getByRole('link', { name: 'pomoc@alpska.example' }).getAttribute('href'),
    ).toBe('mailto:pomoc@alpska.example');
    expect(within(contact).getByText('Naslov').nextElementSibling?.textContent).toBe(
      'Alpska hranilnica d.d. Trg svobode 7, 2000 Maribor',
    );
    expect(
      within(footer).getByRole('link', { name: 'Alpska hranilnica d.d.' }).getAttribute('href'),
    ).toBe('https://www.example-bank.si');
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Alpska hranilnica d.d., vse pravice pridržane.`,
      ),
    ).toBeDefined();
    expect(within(footer).getByRole('img', { name: 'Članica bančne skupine' })).toBeDefined();
    // No contact line of the catalogue's former example bank is left.
    expect(footer.textContent).not.toContain('+386 1 300 00 00');
    expect(footer.textContent).not.toContain('info@bank.example');
    await screen.findByRole('heading', { name: 'Odprite račun na spletu' });
  });

  it('names the configured bank in the header and the page title (decision 229)', async () => {
    setBankMeta(TEST_BANK);
    renderApp('/lightsignup', 'sl');
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('link', {
      name: 'Alpska hranilnica – na spletno stran banke',
    });
    expect(logo.textContent).toBe('Alpska hranilnica');
    await screen.findByRole('heading', { name: 'Odprite račun na spletu' });
    await waitFor(() => expect(document.title).toMatch(/ \| Alpska hranilnica$/));
  });

  it('says the generic word and gives no contact of its own on a page that names no bank', async () => {
    renderApp('/lightsignup', 'sl');
    const footer = await screen.findByRole('contentinfo');
    const contact = within(footer).getByRole('region', { name: 'Kontakt' });
    // No telephone, card centre, e-mail or address of an unknown bank.
    expect(within(contact).queryAllByRole('link')).toHaveLength(0);
    expect(within(contact).queryByText('Naslov')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Banka' })).toBeDefined();
    await screen.findByRole('heading', { name: 'Odprite račun na spletu' });
    await waitFor(() => expect(document.title).toMatch(/ \| Banka$/));
  });
});

describe('display settings (spec 3 §2)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-contrast');
    document.documentElement.className = '';
  });

  it('switches high contrast and the three text sizes with toggle buttons, applied to <html>', async () => {
    const store = createDisplaySettingsStore(window.localStorage, document.documentElement);
    renderWithProviders(<DisplaySettingsControls store={store} />, { language: 'en' });
    const contrast = screen.getByRole('button', { name: 'High contrast' });
    expect(contrast.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(contrast);
    expect(contrast.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.contrast).toBe('high');

    const sizes = screen.getByRole('group', { name: 'Text size' });
    const buttons = within(sizes).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'A Normal text',
      'A+ Larger text',
      'A++ Largest text',
    ]);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'A++ Largest text' }));
    expect(document.documentElement.classList.contains('bigtext')).toBe(true);
    expect(buttons[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('false');

    // Kept across reloads: what a new page load reads.
    expect(JSON.parse(window.localStorage.getItem('displaySettings') ?? '{}')).toEqual({
      highContrast: true,
      textSize: 'bigtext',
    });
  });

  it('is named in Slovenian', () => {
    const store = createDisplaySettingsStore(null, document.createElement('html'));
    renderWithProviders(<DisplaySettingsControls store={store} />, { language: 'sl' });
    expect(screen.getByRole('button', { name: 'Visok kontrast' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Velikost besedila' })).toBeDefined();
  });
});

/** A phone-sized window: the media queries the app asks match as they would at 390 px. */
function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === COMPACT_HEADER_QUERY || query === COMPACT_FOOTER_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// A process at the consents step: the page and the next (the consent documents) need one call.
const AT_CONSENTS = aStatus(
  aProcess({
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
  }),
);

function serveConsents() {
  document.cookie = `uid=${TEST_UID}; Path=/`;
  mockApi({
    'GET /onboarding/prospects/status': { body: AT_CONSENTS },
    'GET /external/info/openinghours': {
      body: {
        timeZone: 'Europe/Ljubljana',
        openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
        holidays: [],
        closedStatus: false,
      },
    },
    'GET /onboarding/prospects/prospect-1/consentsdocuments': { body: { documents: [] } },
  });
}

describe('header on a phone (decision 209)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('holds the logo and one menu button; the settings and the language are in its menu', async () => {
    stubPhoneWidth();
    renderApp('/lightsignup');
    const header = await screen.findByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Bank – go to the bank’s website' }),
    ).toBeDefined();
    const menu = within(header).getByRole('button', { name: 'Menu' });
    expect(within(header).getAllByRole('button')).toEqual([menu]);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(within(header).queryByRole('group', { name: 'Display settings' })).toBeNull();

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel!).getByRole('group', { name: 'Display settings' })).toBeDefined();
    expect(within(panel!).getByRole('group', { name: 'Language' })).toBeDefined();

    // Escape folds it from anywhere inside and gives the focus back to the button.
    await userEvent.click(within(panel!).getByRole('button', { name: 'High contrast' }));
    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    await screen.findByRole('heading', { name: 'Open your account online' });
  });

  it('carries the applicant’s actions on a private page, so “Exit” never wraps to a row of its own', async () => {
    stubPhoneWidth();
    serveConsents();
    const { app } = renderApp('/consents');
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation', { name: 'Application' })).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const actions = within(header).getByRole('navigation', { name: 'Application' });
    await userEvent.click(within(actions).getByRole('link', { name: 'My application' }));
    await waitFor(() => expect(app.location()).toBe('/myapplication'));
    // A page change folds the menu.
    expect(within(header).getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('at desktop width keeps the settings and the language in view, without a menu', async () => {
    renderApp('/lightsignup');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(header).getByRole('group', { name: 'Display settings' })).toBeDefined();
    await screen.findByRole('heading', { name: 'Open your account online' });
  });
});

describe('footer on a phone (decision 254)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setBankMeta(null);
  });

  it('folds a wizard step’s footer to one line; “More” unfolds all of it, a page change folds it', async () => {
    stubPhoneWidth();
    setBankMeta(TEST_BANK);
    serveConsents();
    const { app, container } = renderApp('/consents');
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    const footer = screen.getByRole('contentinfo');
    const line = within(footer).getByRole('navigation', { name: 'Main links' });
    expect(
      within(line)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy', 'Cookie settings']);
    const more = within(line).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const rest = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(rest?.hidden).toBe(true);
    // Folded, the columns, the contact and the social links are out of the reading order.
    expect(within(footer).queryByRole('navigation', { name: 'Bank information' })).toBeNull();
    expect(within(footer).queryByRole('region', { name: 'Contact us' })).toBeNull();

    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(rest?.hidden).toBe(false);
    const nav = within(footer).getByRole('navigation', { name: 'Bank information' });
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    const contact = within(footer).getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+386 2 620 00 00' })).toBeDefined();
    expect(
      within(footer).getByRole('navigation', { name: 'The bank on social networks' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);

    // The button folds it again; a page change opens the next page folded.
    await userEvent.click(more);
    expect(rest?.hidden).toBe(true);
    await userEvent.click(more);
    act(() => void app.navigate('/consents/pdf'));
    await screen.findByRole('heading', { level: 1, name: 'Your contract documents' });
    expect(
      within(screen.getByRole('contentinfo'))
        .getByRole('button', { name: 'More' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('keeps the full footer on the entry page and at desktop width', async () => {
    stubPhoneWidth();
    const entry = renderApp('/lightsignup');
    await screen.findByRole('heading', { name: 'Open your account online' });
    let footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'More' })).toBeNull();
    expect(within(footer).getByRole('navigation', { name: 'Bank information' })).toBeDefined();
    entry.unmount();
    vi.unstubAllGlobals();

    serveConsents();
    renderApp('/consents');
    await screen.findByRole('heading', { name: 'Legal questions and consents' });
    footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('navigation', { name: 'Main links' })).toBeNull();
    expect(within(footer).getByRole('navigation', { name: 'Bank information' })).toBeDefined();
  });
});

describe('the decorative band under the header (decision 209)', () => {
  it('is one even line, with no colour edge partway that reads as a progress bar', () => {
    const rule = /\.site-header__image\s*\{([^}]*)\}/.exec(headerCss)?.[1] ?? '';
    expect(rule).toContain('background');
    // A stop at a percentage (the old "0 40%, transparent 40%") draws a filled part and an empty one.
    expect(rule).not.toMatch(/\d+%/);
  });
});

describe('page title and focus after a page change (WCAG 2.4.3, decision 207)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the visible title is the page’s only h1; after a page change it has the focus', async () => {
    serveConsents();
    const { app } = renderApp('/consents');
    const title = await screen.findByRole('heading', { name: 'Legal questions and consents' });
    expect(title.tagName).toBe('H1');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title]);
    // The first page of a visit leaves the focus where the browser puts it.
    expect(document.activeElement).toBe(document.body);

    act(() => void app.navigate('/consents/pdf'));
    const next = await screen.findByRole('heading', { level: 1, name: 'Your contract documents' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([next]);
  });

  it('scrolls to the top on a page change, not on the first page of a load (decision 306)', async () => {
    const scrolled = vi.spyOn(document.documentElement, 'scrollTop', 'set');
    const { app } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(scrolled).not.toHaveBeenCalled();

    act(() => void app.navigate('/lightsignup'));
    await screen.findByRole('heading', { name: 'Open your account online' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0));
    scrolled.mockRestore();
  });
});
