import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDisplaySettingsStore, DisplaySettingsControls } from '@onboarding/web-shell';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../testing/render-app';

describe('page frame (spec 1 §2, spec 3 §2)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-contrast');
    document.documentElement.className = '';
  });

  it('the header: logo to the bank’s site, the hidden portal title, settings and language', async () => {
    renderApp('/lightsignup');
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('link', { name: 'Bank – go to the bank’s website' });
    expect(logo.getAttribute('href')).toBe('https://www.example-bank.si');
    expect(
      within(header).getByRole('heading', { level: 1, name: 'Online account opening' }).className,
    ).toBe('visually-hidden');
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

  it('the footer: the link columns, social links in two rows, phones and e-mail', async () => {
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
    expect(
      within(footer).getByRole('link', { name: '+386 1 300 00 00' }).getAttribute('href'),
    ).toBe('tel:+38613000000');
    expect(within(footer).getByText('Kartični center (24/7)')).toBeDefined();
    expect(within(footer).getByRole('link', { name: 'info@bank.example' })).toBeDefined();
    expect(within(footer).getByRole('img', { name: 'Članica bančne skupine' })).toBeDefined();
    await screen.findByRole('heading', { name: 'Odprite račun na spletu' });
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
